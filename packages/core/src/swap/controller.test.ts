import { describe, expect, it } from 'vitest'
import { createKit } from '../kit.ts'
import { airlockDevnet, solana } from '../networks/index.ts'
import { createMemoryBackend } from '../storage/storage.ts'

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
