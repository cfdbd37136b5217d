import { afterEach, describe, expect, it } from 'vitest'
import { mainnet } from '../networks/index.ts'
import { atPar, setup, stopSwapKit } from './swap.fixtures.ts'

// The token list: loaded with the account’s balances, and refused off the networks with swaps.

afterEach(stopSwapKit)

describe('swap controller', () => {
  it('loads the tokens with the account’s balances and pays with the native token by default', async () => {
    const { airlock } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init()
    const state = airlock.swap.getState()
    expect(state.tokens?.map((t) => [t.symbol, t.balance, t.price])).toEqual([
      ['ETH', '2', 3000],
      ['USDC', '50', 1],
    ])
    expect(state.sourceToken?.symbol).toBe('ETH')
    expect(state.toToken).toBeUndefined()
    expect(state.gasPrice).toBe('1000000000')
  })

  it('says the network is not supported for swaps off the supported list', async () => {
    const { airlock, requests } = await setup(
      { allowance: '0', quote: atPar },
      { ...mainnet, id: 5, caipNetworkId: 'eip155:5' },
    )
    await airlock.swapActions.init()
    expect(airlock.swap.getState().tokensError).toBe('Network not supported for Swaps')
    expect(requests('/v1/convert/tokens')).toHaveLength(0)
  })
})
