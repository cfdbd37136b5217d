import { afterEach, describe, expect, it } from 'vitest'
import { FAKE_TX_HASH } from '../test/fakeAdapter.ts'
import { atPar, ROUTER, setup, stopSwapKit, USER } from './swap.fixtures.ts'
import { swapper } from './swapper.ts'
import { sendSwapTransaction } from './transaction.ts'

afterEach(stopSwapKit)

const tx = { to: ROUTER, data: '0x38ed1739', value: '5' }

describe('sendSwapTransaction', () => {
  it('sends from the swapper, marks the step pending with a loading toast, and waits for the receipt', async () => {
    const { airlock, fake } = await setup({ allowance: '0', quote: atPar })
    fake.state.waitForTransaction = async () => {
      expect(airlock.swap.getState()).toMatchObject({ status: 'swap-pending', pendingHash: FAKE_TX_HASH })
      expect(airlock.toast.getState()).toMatchObject({ variant: 'loading', message: 'Swapping' })
      return 'reverted'
    }
    const sent = await sendSwapTransaction(airlock, swapper(airlock), tx, 'swap-pending', 'Swapping')
    expect(sent).toEqual({ hash: FAKE_TX_HASH, outcome: 'reverted' })
    expect(fake.calls.find((c) => c.method === 'sendTransaction')?.params).toMatchObject({
      from: USER,
      to: ROUTER,
      data: '0x38ed1739',
      value: 5n,
    })
  })

  it('has no outcome where the adapter cannot follow the transaction', async () => {
    const { airlock, fake } = await setup({ allowance: '0', quote: atPar })
    delete fake.adapter.waitForTransaction
    const sent = await sendSwapTransaction(airlock, swapper(airlock), tx, 'approve-pending', 'Approving USDC')
    expect(sent).toEqual({ hash: FAKE_TX_HASH, outcome: undefined })
    expect(airlock.swap.getState().status).toBe('approve-pending')
  })
})
