import { afterEach, describe, expect, it } from 'vitest'
import type { Transaction, TransactionTransfer } from '../api/blockchainTypes.ts'
import { connectedWithCloud } from '../test/connectedWithCloud.ts'
import { json } from '../test/httpServer.ts'
import { FAILED_TO_FETCH_NFTS, NFT_HISTORY_MAX_PAGES, nftHoldings } from './nfts.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

const nft = (
  direction: TransactionTransfer['direction'],
  name: string,
  { url = `https://img.example/${encodeURIComponent(name)}`, spam = false } = {},
): TransactionTransfer => ({
  direction,
  quantity: { numeric: '1' },
  nft_info: { name, content: url ? { preview: { url } } : {}, flags: { is_spam: spam } },
})

let sequence = 0
function tx(transfers: TransactionTransfer[], status: Transaction['metadata']['status'] = 'confirmed') {
  sequence++
  return {
    id: `eip155:31337:0x${sequence}`,
    metadata: {
      operationType: 'receive',
      hash: `0x${sequence}`,
      minedAt: '2026-11-22T10:00:00.000Z',
      sentFrom: '0x2',
      sentTo: '0x1',
      status,
      nonce: 0,
      chain: 'eip155:31337',
    },
    transfers,
  } satisfies Transaction
}

describe('NFT holdings from history', () => {
  it('nets transfers per token: in +1, out -1, to oneself 0', () => {
    // Newest first, as the cloud answers.
    const history = [
      tx([nft('out', 'Axp #2')]),
      tx([nft('self', 'Axp #3')]),
      tx([nft('in', 'Axp #3')]),
      tx([nft('in', 'Axp #2')]),
      tx([nft('in', 'Axp #1')]),
      tx([nft('self', 'Axp #4')]),
    ]
    expect(nftHoldings(history).map((n) => n.name)).toEqual(['Axp #3', 'Axp #1'])
  })

  it('keys tokens by preview URL, else by name', () => {
    const history = [
      // Same name, different images: two tokens.
      tx([nft('in', 'Punk', { url: 'https://img.example/a' })]),
      tx([nft('in', 'Punk', { url: 'https://img.example/b' })]),
      // No image: the name is the key, so this out cancels that in.
      tx([nft('out', 'Plain', { url: '' })]),
      tx([nft('in', 'Plain', { url: '' })]),
    ]
    expect(nftHoldings(history)).toEqual([
      { id: 'https://img.example/a', name: 'Punk', previewUrl: 'https://img.example/a' },
      { id: 'https://img.example/b', name: 'Punk', previewUrl: 'https://img.example/b' },
    ])
  })

  it('lists the most recently received first and names a token by its newest transfer', () => {
    const url = 'https://img.example/x'
    const history = [
      tx([nft('in', 'Renamed #1', { url })]),
      tx([nft('in', 'Axp #9')]),
      tx([nft('out', 'Old name #1', { url })]),
      tx([nft('in', 'Old name #1', { url })]),
    ]
    expect(nftHoldings(history).map((n) => n.name)).toEqual(['Renamed #1', 'Axp #9'])
  })

  it('hides spam and ignores failed transactions and fungible transfers', () => {
    const history = [
      tx([nft('in', 'Free airdrop', { spam: true })]),
      tx([nft('in', 'Axp #7')], 'failed'),
      tx([{ direction: 'in', quantity: { numeric: '5' }, fungible_info: { name: 'USD', symbol: 'USDC' } }]),
      tx([nft('in', 'Axp #8')]),
    ]
    expect(nftHoldings(history).map((n) => n.name)).toEqual(['Axp #8'])
  })
})

async function setup(history: (cursor: string | null) => { status: number; body: unknown }) {
  const { airlock, server } = await connectedWithCloud((req, res) => {
    if (req.url.pathname.endsWith('/history')) {
      const { status, body } = history(req.url.searchParams.get('cursor'))
      json(res, status, body)
    } else json(res, 200, {})
  })
  close = server.close
  const historyCalls = () => server.requests.filter((r) => r.url.pathname.endsWith('/history'))
  return { airlock, historyCalls }
}

describe('loadNfts', () => {
  it('reads the whole history in pages of 100 through the cloud and stores the holdings', async () => {
    const { airlock, historyCalls } = await setup((cursor) =>
      cursor === null
        ? { status: 200, body: { data: [tx([nft('in', 'Axp #2')])], next: 'c1' } }
        : { status: 200, body: { data: [tx([nft('in', 'Axp #1')])], next: null } },
    )
    const loading = airlock.loadNfts()
    expect(airlock.nfts.getState().loading).toBe(true)
    await loading
    expect(airlock.nfts.getState()).toMatchObject({
      loading: false,
      loaded: true,
      error: undefined,
      account: 'eip155:31337:0x1111111111111111111111111111111111111111',
    })
    expect(airlock.nfts.getState().nfts.map((n) => n.name)).toEqual(['Axp #2', 'Axp #1'])
    const calls = historyCalls()
    expect(calls).toHaveLength(2)
    expect(calls[0]!.url.pathname).toBe('/v1/account/0x1111111111111111111111111111111111111111/history')
    expect(calls[0]!.url.searchParams.get('limit')).toBe('100')
    expect(calls[0]!.url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(calls[1]!.url.searchParams.get('cursor')).toBe('c1')
  })

  it(`stops after ${NFT_HISTORY_MAX_PAGES} pages`, async () => {
    let page = 0
    const { airlock, historyCalls } = await setup(() => ({
      status: 200,
      body: { data: [tx([nft('in', `Axp #${++page}`)])], next: `c${page}` },
    }))
    await airlock.loadNfts()
    expect(historyCalls()).toHaveLength(NFT_HISTORY_MAX_PAGES)
    expect(airlock.nfts.getState().nfts).toHaveLength(NFT_HISTORY_MAX_PAGES)
  })

  it("a failure leaves an empty list and 'Failed to fetch NFTs'; a retry recovers", async () => {
    let fail = true
    const { airlock } = await setup(() =>
      fail
        ? { status: 500, body: { error: 'down' } }
        : { status: 200, body: { data: [tx([nft('in', 'Axp #1')])], next: null } },
    )
    await airlock.loadNfts()
    expect(airlock.nfts.getState()).toMatchObject({ nfts: [], loading: false, error: FAILED_TO_FETCH_NFTS })
    expect(FAILED_TO_FETCH_NFTS).toBe('Failed to fetch NFTs')
    fail = false
    await airlock.loadNfts()
    expect(airlock.nfts.getState()).toMatchObject({ loading: false, loaded: true, error: undefined })
    expect(airlock.nfts.getState().nfts.map((n) => n.name)).toEqual(['Axp #1'])
  })

  it('does nothing while disconnected', async () => {
    const { airlock, historyCalls } = await setup(() => ({ status: 200, body: { data: [], next: null } }))
    await airlock.disconnect()
    await airlock.loadNfts()
    expect(historyCalls()).toHaveLength(0)
    expect(airlock.nfts.getState().loading).toBe(false)
  })
})
