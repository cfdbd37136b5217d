import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AirlockContext } from '../context.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet, sepolia } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter, flush, testConnector } from '../test/fakeAdapter.ts'
import type { CaipNetwork } from '../types.ts'
import { BALANCE_POLL_MS, type VisibilitySource, watchBalances } from './balanceWatch.ts'
import type { TokenBalance } from './store.ts'

/** A page whose visibility the test sets; it tells its listeners as a browser does. */
function fakePage(state: DocumentVisibilityState = 'visible') {
  const listeners = new Set<() => void>()
  const page: VisibilitySource & { set(next: DocumentVisibilityState): void; listeners: Set<() => void> } = {
    get visibilityState() {
      return state
    },
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    set(next) {
      state = next
      for (const listener of listeners) listener()
    },
    listeners,
  }
  return page
}

/** A kit connected through a fake adapter whose block feed the test drives (or none, with `feed: false`). */
async function connected({ feed = true, network = airlockDevnet as CaipNetwork } = {}) {
  const fake = createFakeAdapter()
  fake.state.connectors = [testConnector]
  fake.state.connectResult = {
    address: '0x1111111111111111111111111111111111111111',
    chainId: network.id,
    accounts: [],
  }
  const feeds = new Set<() => void>()
  const watchBlocks = vi.fn(({ onBlock }: { onBlock: () => void }) => {
    feeds.add(onBlock)
    return () => feeds.delete(onBlock)
  })
  if (feed) fake.adapter.watchBlocks = watchBlocks
  const airlock = createKit({
    projectId: 'test-project',
    networks: [network],
    adapters: [fake.adapter],
    storage: createMemoryBackend(),
    isMobile: () => false,
  })
  await airlock.connect(testConnector)
  await flush()
  const ctx: AirlockContext = airlock
  /** A new block: every running feed hears it. */
  const block = async () => {
    for (const onBlock of feeds) onBlock()
    await flush()
    await flush()
  }
  return { airlock, ctx, fake, feeds, watchBlocks, block, account: () => airlock.account.get('eip155') }
}

const nativeRow = (numeric: string): TokenBalance => ({
  name: 'Ether',
  symbol: 'ETH',
  chainId: airlockDevnet.caipNetworkId,
  price: 2000,
  value: Number(numeric) * 2000,
  quantity: { numeric, decimals: '18' },
  iconUrl: '',
})

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('balances follow new blocks', () => {
  it('a transfer from elsewhere shows on the next block, past the 30 s cache, in the button and the token list', async () => {
    const { ctx, fake, block, account } = await connected()
    expect(account()?.balance).toBe('1.5')
    ctx.account.patch('eip155', { tokenBalance: [nativeRow('1.5')] })
    stops.push(watchBalances(ctx, fakePage()))

    fake.state.balance = '2.5'
    await block()
    expect(account()).toMatchObject({ balance: '2.5', balanceChainId: airlockDevnet.caipNetworkId })
    // One source: the Tokens tab's native row says what the button says.
    expect(account()?.tokenBalance[0]).toMatchObject({ quantity: { numeric: '2.5' }, value: 5000 })
  })

  it('keeps the balance shown while a block is read, and when that read fails', async () => {
    const { ctx, fake, block, account } = await connected()
    stops.push(watchBalances(ctx, fakePage()))
    const seen: (string | undefined)[] = []
    ctx.account.subscribe((s) => seen.push(s.accounts.eip155?.balance))
    fake.adapter.getBalance = async () => {
      throw new Error('the node is busy')
    }
    await block()
    expect(account()).toMatchObject({ balance: '1.5', balanceLoading: false })
    expect(seen.every((balance) => balance === '1.5')).toBe(true)
  })

  it('a block that moved nothing leaves the store as it was (nothing on screen re-renders)', async () => {
    const { ctx, block } = await connected()
    stops.push(watchBalances(ctx, fakePage()))
    const before = ctx.account.getState()
    await block()
    expect(ctx.account.getState()).toBe(before)
  })

  it('reads nothing while the page is hidden, and reads at once when it is shown again', async () => {
    const { ctx, fake, feeds, account } = await connected()
    const page = fakePage('hidden')
    stops.push(watchBalances(ctx, page))
    expect(feeds.size).toBe(0)

    fake.state.balance = '3'
    page.set('visible')
    await flush()
    await flush()
    expect(feeds.size).toBe(1)
    expect(account()?.balance).toBe('3')

    page.set('hidden')
    expect(feeds.size).toBe(0)
  })

  it('stops on disconnect, and on stop (the kit’s destroy)', async () => {
    const { airlock, ctx, feeds } = await connected()
    const stop = watchBalances(ctx, fakePage())
    expect(feeds.size).toBe(1)
    await airlock.disconnect()
    expect(feeds.size).toBe(0)

    await airlock.connect(testConnector)
    await flush()
    expect(feeds.size).toBe(1)
    stop()
    expect(feeds.size).toBe(0)
  })

  it('the kit watches from creation and destroy() stops it', async () => {
    const page = fakePage()
    vi.stubGlobal('document', page)
    const { airlock, feeds } = await connected()
    // The watcher's code is a chunk of its own, off the page load: it starts once that arrives.
    await vi.waitFor(() => expect(feeds.size).toBe(1))
    airlock.destroy()
    expect(feeds.size).toBe(0)
    expect(page.listeners.size).toBe(0)
  })

  it('polls the balance on a chain whose adapter has no block feed', async () => {
    const { ctx, fake, account } = await connected({ feed: false })
    vi.useFakeTimers()
    stops.push(watchBalances(ctx, fakePage()))
    fake.state.balance = '4'
    await vi.advanceTimersByTimeAsync(BALANCE_POLL_MS)
    expect(account()?.balance).toBe('4')
  })

  it('follows nothing on a testnet, which always reports 0.00', async () => {
    const { ctx, feeds } = await connected({ network: sepolia })
    stops.push(watchBalances(ctx, fakePage()))
    expect(feeds.size).toBe(0)
  })

  it('watches nothing without a page (server rendering)', async () => {
    const { ctx, feeds } = await connected()
    stops.push(watchBalances(ctx, undefined))
    expect(feeds.size).toBe(0)
  })
})
