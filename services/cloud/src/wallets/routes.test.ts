import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCloudHttp } from '../../../../packages/core/src/cloud/http.ts'
import { createWalletApi, type WalletListing } from '../../../../packages/core/src/wallets/api.ts'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import { seedPgliteFolder } from '../test/pgliteDump.ts'
import { DEFAULT_WALLETS_FILE, readWalletRegistry } from './registry.ts'
import type { RegistryListing } from './schema.ts'

const databases = useTestDatabases()
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93'

interface WalletsPage {
  data: WalletListing[]
  count: number
}

let shipped: RegistryListing[]
let dir: string
beforeAll(async () => {
  shipped = await readWalletRegistry(DEFAULT_WALLETS_FILE)
  dir = await mkdtemp(join(tmpdir(), 'airlock-wallet-routes-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const LISTING_KEYS = [
  'badge_type',
  'chains',
  'desktop_link',
  'homepage',
  'id',
  'image_id',
  'mobile_link',
  'name',
  'rdns',
  'webapp_link',
]

describe.each(DB_KINDS)('GET /getWallets on %s', (kind) => {
  let cloud: Cloud
  const getWallets = (query = '') =>
    fetchJson<WalletsPage>(`${cloud.url}/getWallets?projectId=wallets-test&st=appkit&sv=1.0.0${query}`)

  beforeAll(async () => {
    cloud = await startTestCloud(await databases.options(kind))
    await cloud.context.projects.create({ id: 'wallets-test' })
  })
  afterAll(() => cloud?.close())

  it('answers the first 40 listings in rank order with the total count, as the kit reads them', async () => {
    const response = await getWallets()
    expect(response.status).toBe(200)
    expect(response.body.count).toBe(shipped.length)
    expect(response.body.data).toHaveLength(40)
    expect(response.body.data.map((wallet) => wallet.name)).toEqual(shipped.slice(0, 40).map((w) => w.name))
    const metamask = response.body.data[0]!
    expect(Object.keys(metamask).sort()).toEqual(LISTING_KEYS)
    expect(metamask).toMatchObject({ name: 'MetaMask', rdns: 'io.metamask', mobile_link: 'metamask://' })
    const { rank: _rank, ...expected } = shipped[0]!
    expect(metamask).toEqual(expected)
  })

  it('pages without overlap and keeps the count', async () => {
    const first = await getWallets('&page=1&entries=25')
    const second = await getWallets('&page=2&entries=25')
    expect(first.body.count).toBe(shipped.length)
    expect(second.body.count).toBe(shipped.length)
    const firstIds = first.body.data.map((wallet) => wallet.id)
    const secondIds = second.body.data.map((wallet) => wallet.id)
    expect(firstIds).toHaveLength(25)
    expect(secondIds).toHaveLength(25)
    expect(firstIds.filter((id) => secondIds.includes(id))).toEqual([])
    expect(secondIds).toEqual(shipped.slice(25, 50).map((wallet) => wallet.id))

    const lastPage = Math.ceil(shipped.length / 100)
    const last = await getWallets(`&page=${lastPage}&entries=100`)
    expect(last.body.data).toHaveLength(shipped.length - (lastPage - 1) * 100)
    expect(await getWallets(`&page=${lastPage + 1}&entries=100`)).toMatchObject({
      status: 200,
      body: { data: [], count: shipped.length },
    })
  })

  it('accepts 1 to 100 entries', async () => {
    expect((await getWallets('&entries=1')).body.data).toHaveLength(1)
    expect((await getWallets('&entries=100')).body.data).toHaveLength(100)
    for (const entries of ['0', '101', '-1', '2.5', 'ten', '']) {
      const response = await getWallets(`&entries=${entries}`)
      expect(response.status, `entries=${entries}`).toBe(400)
      expect(response.body).toEqual({ error: expect.stringMatching(/^entries: /) })
    }
    expect((await getWallets('&entries=101')).body).toEqual({ error: 'entries: entries must be at most 100' })
  })

  it('searches names, trimmed and case-insensitive', async () => {
    const response = await getWallets(`&search=${encodeURIComponent('  mEtAmAsK ')}`)
    expect(response.body).toMatchObject({ count: 1, data: [{ name: 'MetaMask' }] })
    const partial = await getWallets('&search=wallet&entries=100')
    const expected = shipped.filter((wallet) => wallet.name.toLowerCase().includes('wallet'))
    expect(partial.body.count).toBe(expected.length)
    expect(partial.body.data.map((wallet) => wallet.name)).toEqual(expected.slice(0, 100).map((w) => w.name))
    // Blank search means no search; LIKE wildcards are plain characters.
    expect((await getWallets('&search=%20%20')).body.count).toBe(shipped.length)
    expect((await getWallets('&search=%25')).body).toEqual({ data: [], count: 0 })
    expect((await getWallets('&search=_')).body).toEqual({ data: [], count: 0 })
    expect((await getWallets('&search=crypto.com%20%7C')).body).toMatchObject({
      count: 1,
      data: [{ name: 'Crypto.com | DeFi Wallet' }],
    })
  })

  it('includes and excludes ids', async () => {
    const [a, b, c] = [shipped[3]!, shipped[200]!, shipped[7]!]
    const included = await getWallets(`&include=${b.id},${a.id},${c.id}`)
    // Rank order, whatever the order asked.
    expect(included.body).toEqual({
      count: 3,
      data: [a, c, b].map(({ rank: _rank, ...listing }) => listing),
    })
    const both = await getWallets(`&include=${a.id},${b.id}&exclude=${a.id}`)
    expect(both.body.data.map((wallet) => wallet.id)).toEqual([b.id])
    const excluded = await getWallets(`&exclude=${shipped[0]!.id},${shipped[1]!.id}&entries=2`)
    expect(excluded.body.count).toBe(shipped.length - 2)
    expect(excluded.body.data.map((wallet) => wallet.id)).toEqual([shipped[2]!.id, shipped[3]!.id])
    expect((await getWallets('&include=ffff')).body).toEqual({ data: [], count: 0 })
  })

  it('keeps wallets supporting any of the chains asked', async () => {
    const solanaOrBitcoin = await getWallets(`&chains=${SOLANA},${BITCOIN}&entries=100`)
    const expected = shipped.filter((w) => w.chains.includes(SOLANA) || w.chains.includes(BITCOIN))
    expect(solanaOrBitcoin.body.count).toBe(expected.length)
    expect(solanaOrBitcoin.body.data.map((w) => w.id)).toEqual(expected.slice(0, 100).map((w) => w.id))
    expect(solanaOrBitcoin.body.data.map((w) => w.name)).toEqual(
      expect.arrayContaining(['Phantom', 'Xverse']),
    )
    expect(solanaOrBitcoin.body.data.map((w) => w.name)).not.toContain('MetaMask')
    expect((await getWallets('&chains=eip155:2020')).body.data.map((w) => w.name)).toEqual(['Ronin Wallet'])
    expect((await getWallets('&chains=eip155:999999')).body).toEqual({ data: [], count: 0 })
  })

  it('filters on badge type, combined with the other filters', async () => {
    const certified = await getWallets('&badge_type=certified&entries=100')
    const expected = shipped.filter((wallet) => wallet.badge_type === 'certified')
    expect(certified.body.count).toBe(expected.length)
    expect(certified.body.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    const none = await getWallets('&badge_type=none')
    expect(none.body.count).toBe(shipped.length - expected.length)
    const combined = await getWallets(`&badge_type=certified&chains=${BITCOIN}&search=wallet`)
    expect(combined.body.data.map((w) => w.name)).toEqual(
      expected.filter((w) => w.chains.includes(BITCOIN) && /wallet/i.test(w.name)).map((w) => w.name),
    )
  })

  it('refuses bad input with 400 and a clear message', async () => {
    const cases: [string, string][] = [
      ['&page=0', 'page: page must be at least 1'],
      ['&page=abc', 'page: page must be a whole number'],
      ['&page=1&page=2', 'page: Expected string, received array'],
      ['&badge_type=gold', "badge_type: Invalid enum value. Expected 'none' | 'certified', received 'gold'"],
      [
        '&include=not%20an%20id',
        'include.0: A wallet id is 1 to 128 letters, digits, hyphens or underscores',
      ],
      ['&exclude=a,%3Cb%3E', 'exclude.1: A wallet id is 1 to 128 letters, digits, hyphens or underscores'],
      ['&chains=ethereum', 'chains.0: A CAIP-2 chain id looks like eip155:31337'],
      [`&search=${'x'.repeat(101)}`, 'search: search is at most 100 characters'],
    ]
    for (const [query, error] of cases) {
      expect(await getWallets(query), query).toMatchObject({ status: 400, body: { error } })
    }
  })

  it("answers the kit's own client, arrays and all", async () => {
    const api = createWalletApi(createCloudHttp({ baseUrl: cloud.url, projectId: 'wallets-test' }))
    const phantom = shipped.find((wallet) => wallet.name === 'Phantom')!
    const page = await api.getWallets({
      search: ' pha ',
      chains: [SOLANA, BITCOIN],
      include: [phantom.id, shipped[0]!.id],
      exclude: [],
      badge_type: 'certified',
    })
    expect(page).toEqual({ count: 1, data: [expect.objectContaining({ id: phantom.id, name: 'Phantom' })] })
    expect((await api.getWallets()).data).toHaveLength(40)
    const image = await fetch(api.walletImageUrl(phantom.image_id))
    expect(image.status).toBe(200)
    expect(await image.text()).toContain('<title>Phantom</title>')
  })

  it('needs a known project', async () => {
    const unknown = await fetchJson(`${cloud.url}/getWallets?projectId=nobody`)
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Unauthorized: invalid key' } })
    expect(await fetchJson(`${cloud.url}/getWallets`)).toMatchObject({ status: 401 })
  })
})

describe.each(DB_KINDS)('registry sync at start on %s', (kind) => {
  it('follows the registry file across restarts: changes applied, removed listings gone', async () => {
    const connection =
      kind === 'pglite' ? { dataDir: join(dir, 'pglite') } : await databases.options('postgres')
    // An initialised cluster in the folder: the first cloud loads it instead of running initdb.
    if ('dataDir' in connection) await seedPgliteFolder(connection.dataDir)
    const walletsFile = join(dir, `wallets-${kind}.json`)
    const [first, second, third] = shipped
    await writeFile(walletsFile, JSON.stringify({ wallets: [first, second, third] }))

    const start = async () => {
      const cloud = await startTestCloud({ ...connection, walletsFile })
      await cloud.context.projects.upsert({ id: 'sync-test' })
      return cloud
    }
    const names = async (cloud: Cloud) =>
      (await fetchJson<WalletsPage>(`${cloud.url}/getWallets?projectId=sync-test`)).body.data.map(
        (w) => w.name,
      )

    let cloud = await start()
    try {
      expect(await names(cloud)).toEqual([first!.name, second!.name, third!.name])
    } finally {
      await cloud.close()
    }

    await writeFile(
      walletsFile,
      JSON.stringify({
        wallets: [
          { ...third!, rank: 1, name: 'Renamed' },
          { ...first!, rank: 2 },
        ],
      }),
    )
    cloud = await start()
    try {
      expect(await names(cloud)).toEqual(['Renamed', first!.name])
      const rows = await cloud.db.query<{ id: string }>('select id from wallets')
      expect(rows.map((row) => row.id).sort()).toEqual([first!.id, third!.id].sort())
    } finally {
      await cloud.close()
    }
  })

  it('refuses to start on an invalid registry file', async () => {
    const walletsFile = join(dir, `invalid-${kind}.json`)
    await writeFile(walletsFile, JSON.stringify({ wallets: [{ ...shipped[0]!, chains: [] }] }))
    await expect(startTestCloud({ ...(await databases.options(kind)), walletsFile })).rejects.toThrow(
      /The wallet registry .*invalid-.*\.json is invalid: wallets\.0\.chains: /,
    )
  })
})
