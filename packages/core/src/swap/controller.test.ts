import { afterEach, describe, expect, it } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet, solana } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { atPar, settled, setup, stopSwapKit } from './swap.fixtures.ts'

// The controller only wires its parts, each tested beside it (tokenList, draft, quoting, approval, execution,
// settlement). What stays here is the kit's door to the Swap view.

describe('open with swap arguments', () => {
  it('lands on Swap with the arguments in the router data', () => {
    const airlock = createKit({
      projectId: 'p',
      networks: [airlockDevnet, solana],
      adapters: [],
      storage: createMemoryBackend(),
    })
    airlock.open({ view: 'Swap', arguments: { fromToken: 'USDC', toToken: 'ETH', amount: '5' } })
    expect(airlock.router.getState()).toMatchObject({
      view: 'Swap',
      data: { swap: { fromToken: 'USDC', toToken: 'ETH', amount: '5' } },
    })
    airlock.destroy()
  })
})

afterEach(stopSwapKit)

describe('swap controller', () => {
  it('dispose stops the quote the typing scheduled (the view closed)', async () => {
    const { airlock, requests } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '1' })
    await settled()
    const before = requests('/v1/convert/quotes').length
    await airlock.swapActions.setAmount('0.5')
    expect(airlock.swap.getState().quoteLoading).toBe(true)
    await airlock.swapActions.dispose()
    expect(airlock.swap.getState().quoteLoading).toBe(false)
    await settled()
    expect(requests('/v1/convert/quotes')).toHaveLength(before)
  })
})
