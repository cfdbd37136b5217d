import { afterEach, describe, expect, it } from 'vitest'
import { connectedWithCloud } from '../test/connectedWithCloud.ts'
import { json } from '../test/httpServer.ts'
import { fetchTokenBalances, TOKEN_BALANCE_RETRY_BLOCK_MS } from './tokenBalances.ts'
import { dropZeroDecimals, isValidWalletAssets, toDecimal } from './walletAssets.ts'

const asset = (overrides: Record<string, unknown> = {}) => ({
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  balance: '0x1e8480',
  type: 'ERC20',
  metadata: { name: 'USD Coin', symbol: 'USDC', decimals: 6, price: 1, iconUrl: 'https://x/usdc.png' },
  ...overrides,
})
const entry = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  value: 1,
  price: 1,
  quantity: { numeric: '1', decimals },
  iconUrl: '',
})

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function setup(options: { walletAssets?: unknown; cloudStatus?: number } = {}) {
  const { airlock, server } = await connectedWithCloud(
    (req, res) => {
      if (req.url.pathname.endsWith('/balance'))
        json(res, options.cloudStatus ?? 200, {
          balances: [entry('ETH', '18'), entry('ZERO', '0'), entry('USDC', '6')],
        })
      else json(res, 200, {})
    },
    (fake) => {
      if ('walletAssets' in options) fake.adapter.getWalletAssets = async () => options.walletAssets
    },
  )
  close = server.close
  // Only what the balance fetch itself asks counts below.
  server.requests.length = 0
  return { airlock, server, ctx: airlock }
}

describe('token balances', () => {
  it('prefers the wallet’s own assets when valid', async () => {
    const { ctx, server } = await setup({ walletAssets: [asset()] })
    const balances = await fetchTokenBalances(ctx, 'eip155')
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'USDC', quantity: { numeric: '2', decimals: '6' }, value: 2 }),
    ])
    expect(server.requests.some((r) => r.url.pathname.endsWith('/balance'))).toBe(false)
  })

  it('falls back to the cloud when wallet assets are invalid, dropping decimals 0', async () => {
    const { ctx, airlock } = await setup({ walletAssets: [asset({ type: 'ERC721' })] })
    const balances = await fetchTokenBalances(ctx, 'eip155')
    expect(balances.map((b) => b.symbol)).toEqual(['ETH', 'USDC'])
    expect(airlock.account.get('eip155')?.tokenBalance).toEqual(balances)
  })

  it('shows the account’s native balance in the native row: one source with the button', async () => {
    const { ctx, airlock } = await setup()
    expect(airlock.account.get('eip155')?.balance).toBe('1.5')
    const balances = await fetchTokenBalances(ctx, 'eip155')
    expect(balances.find((b) => b.symbol === 'ETH')).toMatchObject({
      quantity: { numeric: '1.5' },
      value: 1.5,
    })
    expect(balances.find((b) => b.symbol === 'USDC')).toMatchObject({ quantity: { numeric: '1' } })
  })

  it('a quiet read (a block went by) shows no toast and does not hold back the next read', async () => {
    const { ctx, airlock } = await setup({ cloudStatus: 500 })
    await fetchTokenBalances(ctx, 'eip155', Date.now, { force: true, quiet: true })
    expect(airlock.toast.getState().open).toBe(false)
    expect(airlock.account.get('eip155')?.tokenBalanceFailedAt).toBeUndefined()
  })

  it('caches the portfolio for 30 s', async () => {
    const { ctx, server } = await setup()
    await fetchTokenBalances(ctx, 'eip155')
    await fetchTokenBalances(ctx, 'eip155')
    const balanceCalls = server.requests.filter((r) => r.url.pathname.endsWith('/balance'))
    expect(balanceCalls).toHaveLength(1)
    expect(balanceCalls[0]?.url.searchParams.get('currency')).toBe('usd')
  })

  it('a failure shows Token Balance Unavailable and blocks retries for 30 s', async () => {
    const { ctx, airlock, server } = await setup({ cloudStatus: 500 })
    let time = 10_000
    await fetchTokenBalances(ctx, 'eip155', () => time)
    expect(airlock.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Token Balance Unavailable',
    })
    time += TOKEN_BALANCE_RETRY_BLOCK_MS - 1
    await fetchTokenBalances(ctx, 'eip155', () => time)
    expect(server.requests.filter((r) => r.url.pathname.endsWith('/balance'))).toHaveLength(1)
    time += 1
    await fetchTokenBalances(ctx, 'eip155', () => time)
    expect(server.requests.filter((r) => r.url.pathname.endsWith('/balance'))).toHaveLength(2)
    expect(TOKEN_BALANCE_RETRY_BLOCK_MS).toBe(30_000)
  })

  it('force (after a send) skips the 30 s retry block and the cache, asking with forceUpdate=true', async () => {
    let status = 500
    const { airlock, server } = await connectedWithCloud((req, res) => {
      if (req.url.pathname.endsWith('/balance')) json(res, status, { balances: [entry('ETH', '18')] })
      else json(res, 200, {})
    })
    close = server.close
    server.requests.length = 0
    const balanceCalls = () => server.requests.filter((r) => r.url.pathname.endsWith('/balance'))
    const time = 10_000
    await fetchTokenBalances(airlock, 'eip155', () => time)
    expect(airlock.account.get('eip155')?.tokenBalanceFailedAt).toBe(time)
    status = 200
    // Within the block: nothing asked without force, asked with it.
    await fetchTokenBalances(airlock, 'eip155', () => time + 1)
    expect(balanceCalls()).toHaveLength(1)
    const balances = await fetchTokenBalances(airlock, 'eip155', () => time + 1, { force: true })
    expect(balances.map((b) => b.symbol)).toEqual(['ETH'])
    expect(balanceCalls()).toHaveLength(2)
    expect(balanceCalls()[1]?.url.searchParams.get('forceUpdate')).toBe('true')
    expect(balanceCalls()[0]?.url.searchParams.has('forceUpdate')).toBe(false)
    expect(airlock.account.get('eip155')?.tokenBalanceFailedAt).toBeUndefined()
    // Cached now: a plain read uses the cache, a forced one asks again and refreshes the cache.
    await fetchTokenBalances(airlock, 'eip155')
    expect(balanceCalls()).toHaveLength(2)
    await fetchTokenBalances(airlock, 'eip155', Date.now, { force: true })
    expect(balanceCalls()).toHaveLength(3)
    expect(balanceCalls()[2]?.url.searchParams.get('forceUpdate')).toBe('true')
  })

  it('an unsupported network shows Token Balance Unavailable without asking anyone', async () => {
    const { ctx, airlock, server } = await setup()
    airlock.chain.setUnsupportedChain(true)
    expect(await fetchTokenBalances(ctx, 'eip155')).toEqual([])
    expect(airlock.toast.getState().message).toBe('Token Balance Unavailable')
    expect(server.requests).toHaveLength(0)
  })
})

describe('wallet assets validation', () => {
  it('accepts the valid shape only', () => {
    expect(isValidWalletAssets([asset(), asset({ type: 'NATIVE' })])).toBe(true)
    expect(isValidWalletAssets([])).toBe(true)
    expect(isValidWalletAssets({})).toBe(false)
    expect(isValidWalletAssets([asset({ address: 1 })])).toBe(false)
    expect(isValidWalletAssets([asset({ balance: 5 })])).toBe(false)
    expect(isValidWalletAssets([asset({ type: 'ERC721' })])).toBe(false)
    expect(isValidWalletAssets([asset({ metadata: null })])).toBe(false)
    for (const key of ['name', 'symbol', 'iconUrl', 'decimals', 'price']) {
      const metadata = { ...asset().metadata, [key]: key === 'decimals' || key === 'price' ? '6' : 6 }
      expect(isValidWalletAssets([asset({ metadata })])).toBe(false)
    }
  })

  it('converts base units exactly and drops decimals 0', () => {
    expect(toDecimal(2_000_000n, 6)).toBe('2')
    expect(toDecimal(1_234_567n, 6)).toBe('1.234567')
    expect(toDecimal(5n, 18)).toBe('0.000000000000000005')
    expect(toDecimal(12n, 0)).toBe('12')
    expect(dropZeroDecimals([entry('A', '0'), entry('B', '18')]).map((b) => b.symbol)).toEqual(['B'])
  })
})
