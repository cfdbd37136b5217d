import { afterEach, describe, expect, it } from 'vitest'
import { TOAST_SWAP_MS } from '../modal/toast.ts'
import { atPar, ROUTER, settled, setup, stopSwapKit } from './swap.fixtures.ts'

// The swap itself: the native value, a refused draft, and a wallet that declines.

afterEach(stopSwapKit)

describe('swap controller', () => {
  it('sends the native value with a swap from ETH, and needs no approval', async () => {
    const { airlock, fake, requests } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '0.5' })
    await settled()
    expect(airlock.swap.getState().approvalNeeded).toBe(false)
    await airlock.swapActions.swap()
    expect(requests('/v1/convert/allowance')).toHaveLength(0)
    const [tx] = fake.calls.filter((c) => c.method === 'sendTransaction').map((c) => c.params)
    expect(tx).toMatchObject({ to: ROUTER, value: 500000000000000000n })
    const [build] = requests('/v1/convert/build-transaction')
    expect(JSON.parse(build!.body)).toMatchObject({
      eip155: { slippage: '1' },
      amount: '500000000000000000',
      projectId: 'p',
    })
  })

  it('keeps the draft and says why when the wallet declines', async () => {
    const { airlock, fake } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '0.5' })
    await settled()
    fake.state.sendError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    expect(await airlock.swapActions.swap()).toBeUndefined()
    const state = airlock.swap.getState()
    expect(state.status).toBe('idle')
    expect(state.error).toBeTruthy()
    // Headless (no swap view open), the reason is also a toast.
    await new Promise((resolve) => setTimeout(resolve, TOAST_SWAP_MS + 50))
    expect(airlock.toast.getState()).toMatchObject({ variant: 'error', message: state.error })
    expect(state.sourceTokenAmount).toBe('0.5')
  })

  it('refuses an amount over the balance before asking the wallet', async () => {
    const { airlock, fake } = await setup({ allowance: '0', quote: atPar })
    await airlock.swapActions.init({ toToken: 'USDC', amount: '2.5' })
    await settled()
    await airlock.swapActions.swap()
    expect(airlock.swap.getState().error).toBe('Insufficient ETH balance')
    expect(fake.calls.some((c) => c.method === 'sendTransaction')).toBe(false)
  })
})
