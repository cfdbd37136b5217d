import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildRegistry, walletId, walletImageId } from '../../scripts/generate-wallets.ts'
import { DEFAULT_WALLETS_FILE, readWalletRegistry } from './registry.ts'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-wallets-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe('the shipped wallet registry', () => {
  it('holds at least 400 valid listings, known wallets first', async () => {
    const wallets = await readWalletRegistry(DEFAULT_WALLETS_FILE)
    expect(wallets.length).toBeGreaterThanOrEqual(400)
    const certified = wallets.filter((wallet) => wallet.badge_type === 'certified')
    expect(certified.length).toBeGreaterThanOrEqual(40)
    expect(wallets.slice(0, certified.length)).toEqual(certified)
    expect(new Set(wallets.map((wallet) => wallet.rank)).size).toBe(wallets.length)
    expect(new Set(wallets.map((wallet) => wallet.name.toLowerCase())).size).toBe(wallets.length)
  })

  it('lists the well-known wallets with their rdns and links', async () => {
    const byName = new Map((await readWalletRegistry(DEFAULT_WALLETS_FILE)).map((w) => [w.name, w]))
    expect(byName.get('MetaMask')).toMatchObject({
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
      badge_type: 'certified',
      rank: 1,
      chains: expect.arrayContaining(['eip155:1', 'eip155:137']),
    })
    expect(byName.get('Coinbase Wallet')).toMatchObject({
      rdns: 'com.coinbase.wallet',
      mobile_link: 'cbwallet://',
    })
    expect(byName.get('Trust Wallet')).toMatchObject({ rdns: 'com.trustwallet.app', mobile_link: 'trust://' })
    expect(byName.get('Rainbow')).toMatchObject({ rdns: 'me.rainbow', mobile_link: 'rainbow://' })
    expect(byName.get('Phantom')?.chains).toContain('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(byName.get('Xverse')?.chains).toEqual(['bip122:000000000019d6689c085ae165831e93'])
  })

  it('derives ids from names, and is exactly what the generator script writes', async () => {
    const wallets = await readWalletRegistry(DEFAULT_WALLETS_FILE)
    for (const wallet of wallets) {
      expect(wallet.id).toBe(walletId(wallet.name))
      expect(wallet.image_id).toBe(walletImageId(wallet.name))
      expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
    }
    expect(buildRegistry().wallets).toEqual(wallets)
  })

  it('gives generated listings no rdns, links or badge', async () => {
    const generated = (await readWalletRegistry(DEFAULT_WALLETS_FILE)).filter((w) => w.badge_type === 'none')
    expect(generated.length).toBeGreaterThan(300)
    for (const wallet of generated) {
      expect(wallet).toMatchObject({ rdns: null, mobile_link: null, desktop_link: null, webapp_link: null })
    }
  })
})

describe('reading a registry file', () => {
  const listing = {
    id: 'a1',
    image_id: 'a1-image',
    name: 'A',
    rdns: null,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: null,
    badge_type: 'none',
    rank: 1,
  }
  async function write(name: string, content: unknown) {
    const file = join(dir, name)
    await writeFile(file, typeof content === 'string' ? content : JSON.stringify(content))
    return file
  }

  it('names the file and the problem', async () => {
    await expect(readWalletRegistry(join(dir, 'missing.json'))).rejects.toThrow(
      /missing\.json: file not found/,
    )
    await expect(readWalletRegistry(await write('broken.json', '{"wallets": ['))).rejects.toThrow(
      /broken\.json is not valid JSON: /,
    )
    await expect(
      readWalletRegistry(await write('twice.json', { wallets: [listing, listing] })),
    ).rejects.toThrow('wallets.1.id: wallet id a1 is listed twice')
  })

  it('refuses unsafe links, unknown namespaces and repeated chains', async () => {
    const bad = [
      { mobile_link: 'javascript://alert(1)' },
      { webapp_link: 'http://insecure.example' },
      { chains: ['tron:mainnet'] },
      { chains: ['eip155:1', 'eip155:1'] },
      { id: 'has space' },
      { badge_type: 'gold' },
    ]
    for (const [index, change] of bad.entries()) {
      const file = await write(`bad-${index}.json`, { wallets: [{ ...listing, ...change }] })
      await expect(readWalletRegistry(file)).rejects.toThrow(/is invalid: wallets\.0\./)
    }
  })
})
