import { describe, expect, it } from 'vitest'
import { settled, setup, usBank } from './controller.fixtures.ts'

describe('a sale whose order asks for another deposit than the quote', () => {
  it.each([
    ['another amount', { amountAtomic: '25000000' }],
    ['another token', { token: '0x077342bc51ee03ec099d42a2720e418e855cfc84' }],
    ['another network', { chainId: 'eip155:1' }],
  ])('sends nothing when the provider asks for %s, and says so', async (_, deposit) => {
    const { airlock, fake } = await setup({ deposit })
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    expect(await airlock.offrampActions.sell()).toBeUndefined()
    expect(airlock.offramp.getState().sale).toMatchObject({
      status: 'failed',
      order: { id: 'off_1' },
      error: 'The provider’s order does not match your quote: nothing was sent',
    })
    expect(fake.calls.filter((c) => c.method === 'sendTransaction' || c.method === 'writeContract')).toEqual(
      [],
    )
  })
})
