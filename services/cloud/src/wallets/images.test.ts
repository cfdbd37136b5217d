import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../test/databases.ts'
import type { RegistryListing } from './schema.ts'

const databases = useTestDatabases()

function listing(id: string, name: string, rank: number): RegistryListing {
  return {
    id,
    image_id: `${id}-image`,
    name,
    rdns: null,
    chains: ['eip155:1'],
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    homepage: null,
    badge_type: 'none',
    rank,
  }
}

const WALLETS = [
  listing('fox', 'Fox Wallet', 1),
  listing('evil', '<script>alert("x")</script> & Co', 2),
  listing('quote', `Quote" onload="alert(1)`, 3),
]

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-wallet-images-'))
  await writeFile(join(dir, 'wallets.json'), JSON.stringify({ wallets: WALLETS }))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

describe.each(DB_KINDS)('image routes on %s', (kind) => {
  let cloud: Cloud
  const image = (path: string) => fetch(`${cloud.url}/${path}?projectId=images-test&st=appkit&sv=1.0.0`)

  beforeAll(async () => {
    cloud = await startTestCloud({
      ...(await databases.options(kind)),
      walletsFile: join(dir, 'wallets.json'),
    })
    await cloud.context.projects.create({ id: 'images-test' })
  })
  afterAll(() => cloud?.close())

  async function expectSvg(path: string): Promise<string> {
    const response = await image(path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400, immutable')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'",
    )
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg".*<\/svg>$/s)
    return svg
  }

  it('draws a wallet image with its initials, the same bytes every time', async () => {
    const svg = await expectSvg('getWalletImage/fox-image')
    expect(svg).toContain('>FW</text>')
    expect(svg).toContain('<title>Fox Wallet</title>')
    expect(await expectSvg('getWalletImage/fox-image')).toBe(svg)
    expect(await expectSvg('getWalletImage/evil-image')).not.toBe(svg)
  })

  it('escapes the wallet name', async () => {
    const evil = await expectSvg('getWalletImage/evil-image')
    expect(evil).not.toContain('<script')
    expect(evil).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co')
    expect(evil).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/)
    const quote = await expectSvg('getWalletImage/quote-image')
    expect(quote).toContain('aria-label="Quote&quot; onload=&quot;alert(1)"')
    expect(quote).not.toContain('onload="')
  })

  it('answers 404 for an image id not in the registry and 400 for a malformed one', async () => {
    const unknown = await fetchJson(`${cloud.url}/getWalletImage/nope?projectId=images-test`)
    expect(unknown).toMatchObject({ status: 404, body: { error: 'Unknown wallet image: nope' } })
    expect(unknown.headers.get('cache-control')).toBeNull()
    const bad = await fetchJson(
      `${cloud.url}/getWalletImage/${encodeURIComponent('a<b')}?projectId=images-test`,
    )
    expect(bad).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^imageId: /) } })
  })

  it('draws network and NFT art for the ids the kit asks for', async () => {
    const ids = ['ethereum', 'airlock-devnet', 'solana', 'bitcoin', 'eip155:1', 'nft.collection_42']
    const images = await Promise.all(
      ids.map((id) => expectSvg(`public/getAssetImage/${encodeURIComponent(id)}`)),
    )
    expect(new Set(images).size).toBe(ids.length)
    expect(images[0]).toContain('>ET</text>')
    expect(images[1]).toContain('>AD</text>')
    expect(await expectSvg('public/getAssetImage/ethereum')).toBe(images[0])
  })

  it('draws generative art for the NFT previews history links to', async () => {
    const contract = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
    const seven = await expectSvg(`public/getAssetImage/nft-${contract}-7`)
    expect(seven).toContain('viewBox="0 0 256 256"')
    expect(seven).toContain('>#7</text>')
    expect(seven).not.toMatch(/<script|javascript:|href=/i)
    expect(await expectSvg(`public/getAssetImage/nft-${contract}-7`)).toBe(seven)
    expect(await expectSvg(`public/getAssetImage/nft-${contract}-8`)).not.toBe(seven)
    expect(await expectSvg('public/getAssetImage/nft-zzz')).toContain('>NZ</text>')
  })

  it('draws token and currency images', async () => {
    const usdc = await expectSvg('public/getTokenImage/USDC')
    expect(usdc).toContain('>USDC</text>')
    expect(await expectSvg('public/getTokenImage/USDC')).toBe(usdc)
    expect(await expectSvg('public/getTokenImage/USDC.e')).toContain('>USDC</text>')
    const usd = await expectSvg('public/getCurrencyImage/usd')
    expect(usd).toContain('>USD</text>')
    expect(await expectSvg('public/getCurrencyImage/USD')).toBe(usd)
  })

  it('refuses malformed ids with 400', async () => {
    const bad = [
      ['public/getAssetImage/', encodeURIComponent('<svg>'), 'id: '],
      ['public/getTokenImage/', encodeURIComponent('US DC'), 'symbol: '],
      ['public/getTokenImage/', 'x'.repeat(33), 'symbol: '],
      ['public/getCurrencyImage/', 'US', 'code: '],
      ['public/getCurrencyImage/', 'EUROPE', 'code: '],
      ['public/getCurrencyImage/', 'US1', 'code: '],
    ]
    for (const [route, id, prefix] of bad) {
      const response = await fetchJson(`${cloud.url}/${route}${id}?projectId=images-test`)
      expect(response, `${route}${id}`).toMatchObject({
        status: 400,
        body: { error: expect.stringContaining(prefix!) },
      })
    }
  })

  it("answers ids longer than the router's 100-character parameter limit with 414", async () => {
    expect(await expectSvg(`public/getAssetImage/${'x'.repeat(100)}`)).toContain('>XX</text>')
    const long = await fetchJson(`${cloud.url}/public/getAssetImage/${'x'.repeat(101)}?projectId=images-test`)
    expect(long.status).toBe(414)
  })

  it('serves /public images without a project, as balance and history link them; wallet images need one', async () => {
    for (const path of [
      'public/getTokenImage/ETH',
      'public/getAssetImage/nft-1',
      'public/getCurrencyImage/USD',
    ]) {
      const response = await fetch(`${cloud.url}/${path}`)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    }
    const unknown = await fetchJson(`${cloud.url}/getWalletImage/abc?projectId=nobody`)
    expect(unknown).toMatchObject({ status: 401, body: { error: 'Unauthorized: invalid key' } })
  })
})
