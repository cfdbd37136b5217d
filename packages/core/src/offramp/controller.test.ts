import { describe, expect, it } from 'vitest'
import { FAKE_TX_HASH } from '../test/fakeAdapter.ts'
import { OFFRAMP_POLL } from './constants.ts'
import { DEPOSIT, settled, setup, USDC, USER, until, usBank } from './controller.fixtures.ts'

describe('off-ramp controller', () => {
  it('loads the options, starting on the token of the active network paid out in USD to a US account, with its balance', async () => {
    const { airlock } = await setup()
    await airlock.offrampActions.init()
    expect(airlock.offramp.getState()).toMatchObject({
      sellCurrency: { id: 'USDC' },
      network: { chain_id: '31337' },
      payoutCurrency: { id: 'USD' },
      bankAccountType: 'us',
      balance: '50',
      amountIssue: 'Enter an amount',
    })
    await airlock.offrampActions.selectPayoutCurrency('EUR')
    expect(airlock.offramp.getState().bankAccountType).toBe('iban')
  })

  it('quotes only an amount that can be sold, with the token, network and payout currency', async () => {
    const { airlock, requests } = await setup()
    await airlock.offrampActions.init()
    await airlock.offrampActions.setAmount('0.5')
    expect(airlock.offramp.getState().amountIssue).toBe('The minimum is 1 USDC')
    await airlock.offrampActions.setAmount('60')
    expect(airlock.offramp.getState().amountIssue).toBe('The amount is more than your balance')
    await settled()
    expect(requests('/v1/offramp/quote', 'POST')).toHaveLength(0)

    await airlock.offrampActions.setAmount('20')
    expect(airlock.offramp.getState()).toMatchObject({ amountIssue: undefined, quoteLoading: true })
    await until(() => !airlock.offramp.getState().quoteLoading)
    expect(requests('/v1/offramp/quote', 'POST').map((r) => JSON.parse(r.body))).toEqual([
      { sellCurrency: 'USDC', network: 'airlock-devnet', sellAmount: '20', payoutCurrency: 'USD' },
    ])
    expect(airlock.offramp.getState()).toMatchObject({
      quoteLoading: false,
      quote: { payoutAmount: '19.62' },
    })
    expect(await airlock.offrampActions.maxAmount()).toBe('50')
  })

  it('sends nothing while a bank field is wrong, says which beside it, and keeps the draft', async () => {
    const { airlock, requests, fake } = await setup()
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails({ ...usBank, routingNumber: '011000016' })
    expect(await airlock.offrampActions.sell()).toBeUndefined()
    expect(airlock.offramp.getState().bankProblems).toEqual([
      { field: 'routingNumber', message: expect.stringContaining('check digit') },
    ])
    expect(requests('/v1/offramp/orders', 'POST')).toHaveLength(0)
    expect(fake.calls.filter((c) => c.method === 'writeContract')).toHaveLength(0)
    expect(airlock.offramp.getState()).toMatchObject({
      sellAmount: '20',
      bankDetails: { routingNumber: '011000016' },
    })
    await airlock.offrampActions.setBankDetails({ routingNumber: '011000015' })
    expect(airlock.offramp.getState().bankProblems).toEqual([])
  })

  it('creates the order, sends exactly the deposit as an ERC-20 transfer, and follows the order until paid out', async () => {
    const { airlock, requests, fake } = await setup({
      orders: ['awaiting_deposit', 'deposit_received', 'paid_out'],
    })
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    expect(await airlock.offrampActions.sell()).toBe('off_1')
    expect(JSON.parse(requests('/v1/offramp/orders', 'POST')[0]!.body)).toEqual({
      quoteId: 'q-20',
      fromAddress: USER,
      bankAccount: {
        type: 'us',
        holderName: 'Ada Lovelace',
        routingNumber: '011000015',
        accountNumber: '12345678',
      },
    })
    const [transfer] = fake.calls.filter((c) => c.method === 'writeContract')
    expect(transfer?.params).toMatchObject({
      address: USDC,
      functionName: 'transfer',
      args: [DEPOSIT, 20_000_000n],
    })
    expect(airlock.offramp.getState().sale).toMatchObject({ status: 'following', depositHash: FAKE_TX_HASH })
    await until(() => airlock.offramp.getState().sale.status === 'paid_out', 3 * OFFRAMP_POLL.maxMs)
    expect(airlock.offramp.getState().sale.order?.payout?.reference).toBe('SBX-1')
    // The modal is closed: a toast says the payout is on its way.
    expect(airlock.toast.getState()).toMatchObject({
      variant: 'success',
      message: expect.stringMatching(/^Sold 19.62/),
    })
  })

  it('sends the native coin with a plain transfer and reports a refund with its reason', async () => {
    const { airlock, fake } = await setup({ orders: ['deposit_received', 'refunded'] })
    await airlock.offrampActions.init({ sellCurrency: 'ETH', amount: '0.5' })
    await settled()
    expect(airlock.offramp.getState()).toMatchObject({ balance: '1.5', quote: { quoteId: 'q-0.5' } })
    await airlock.offrampActions.setBankDetails(usBank)
    expect(await airlock.offrampActions.sell()).toBe('off_1')
    const [send] = fake.calls.filter((c) => c.method === 'sendTransaction')
    expect(send?.params).toMatchObject({ to: DEPOSIT, value: 500_000_000_000_000_000n })
    await until(() => airlock.offramp.getState().sale.status === 'refunded', 3 * OFFRAMP_POLL.maxMs)
    expect(airlock.offramp.getState().sale.error).toBe(
      'The sale was refunded. The deposit arrived after the order expired. The tokens went back to your wallet.',
    )
  })

  it('keeps the draft when the wallet declines the deposit, so selling again starts over', async () => {
    const { airlock, fake } = await setup()
    fake.state.writeContractError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    expect(await airlock.offrampActions.sell()).toBeUndefined()
    expect(airlock.offramp.getState()).toMatchObject({
      sale: { status: 'failed', error: expect.any(String) },
      sellAmount: '20',
      bankDetails: usBank,
    })
  })

  it('sells again once a sale has ended (the visitor back on the bank account), never while one is followed', async () => {
    const { airlock, requests } = await setup({ orders: ['awaiting_deposit', 'refunded'] })
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    expect(await airlock.offrampActions.sell()).toBe('off_1')
    expect(await airlock.offrampActions.sell()).toBeUndefined()
    expect(requests('/v1/offramp/orders', 'POST')).toHaveLength(1)
    await until(() => airlock.offramp.getState().sale.status === 'refunded', 3 * OFFRAMP_POLL.maxMs)
    expect(await airlock.offrampActions.sell()).toBe('off_1')
    expect(requests('/v1/offramp/orders', 'POST')).toHaveLength(2)
  })

  it('asks the visitor to connect a wallet when none is connected at the sale', async () => {
    const { airlock } = await setup()
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    await airlock.disconnect()
    expect(await airlock.offrampActions.sell()).toBeUndefined()
    expect(airlock.offramp.getState().sale).toMatchObject({
      status: 'failed',
      error: 'Connect a wallet to sell crypto',
    })
  })

  it('renews an expired quote instead of selling on it', async () => {
    const { airlock, requests } = await setup({ expiredQuote: true })
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    expect(await airlock.offrampActions.sell()).toBeUndefined()
    expect(airlock.offramp.getState().sale.error).toBe('The quote expired: check the new one and sell again')
    await settled()
    expect(requests('/v1/offramp/quote', 'POST')).toHaveLength(2)
    expect(requests('/v1/offramp/orders', 'POST')).toHaveLength(0)
  })

  it('stops following the order when the kit is destroyed', async () => {
    const { airlock, requests } = await setup({ orders: ['awaiting_deposit'] })
    await airlock.offrampActions.init({ amount: '20' })
    await settled()
    await airlock.offrampActions.setBankDetails(usBank)
    await airlock.offrampActions.sell()
    await until(() => requests('/v1/offramp/orders/off_1').length === 1, 2 * OFFRAMP_POLL.firstMs + 1000)
    airlock.destroy()
    await new Promise((resolve) => setTimeout(resolve, 2 * OFFRAMP_POLL.firstMs * OFFRAMP_POLL.factor))
    expect(requests('/v1/offramp/orders/off_1')).toHaveLength(1)
  })
})
