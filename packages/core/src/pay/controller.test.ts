import { afterEach, describe, expect, it } from 'vitest'
import { ConnectionClosedError } from '../errors/connectionClosed.ts'
import { RpcErrorCode } from '../errors.ts'
import { airlockDevnet, mainnet } from '../networks/index.ts'
import { FAKE_TX_HASH, flush } from '../test/fakeAdapter.ts'
import { PAY_FUNCTIONS, selectorOf } from './abi.ts'
import { PAYER, payKit, ROUTER, request } from './controller.fixtures.ts'
import {
  PaymentAlreadyPaidError,
  PaymentCancelledError,
  PaymentExpiredError,
  PaymentInsufficientFundsError,
  PaymentMismatchError,
  PaymentRejectedError,
  PayNotEnabledError,
} from './errors.ts'
import { intentFixture, PAYMENTS_CONTRACT, USDC, USDC_ADDRESS } from './intent.fixtures.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function env(...args: Parameters<typeof payKit>) {
  const made = await payKit(...args)
  close = made.close
  return made
}

const sent = (fake: Awaited<ReturnType<typeof payKit>>['fake']) =>
  fake.calls
    .filter((c) => c.method === 'sendTransaction')
    .map((c) => c.params as { to: string; data: string; value: bigint })

describe('airlock.pay, switched off', () => {
  it('rejects with PayNotEnabledError naming features.pay, and opens nothing', async () => {
    const { kit } = await env({}, { features: { pay: false } })
    await expect(kit.payActions.pay(request())).rejects.toBeInstanceOf(PayNotEnabledError)
    await expect(kit.payActions.pay(request())).rejects.toThrow('features.pay')
    expect(kit.modal.getState().open).toBe(false)
  })
})

describe('airlock.pay with a payment request', () => {
  it('opens Pay, pays through the contract after an exact approval, and resolves once the cloud says paid', async () => {
    const intent = intentFixture()
    const { kit, fake, connect, until } = await env({
      usdc: '10',
      intents: [intent, intent, { ...intent, status: 'paid' }],
    })
    await connect()
    const paying = kit.payActions.pay(request({ reference: intent.id }))
    await until('ready')
    expect(kit.router.getState().view).toBe('Pay')
    expect(kit.modal.getState().open).toBe(true)
    const state = kit.payment.getState()
    expect(state.intent?.id).toBe(intent.id)
    expect(state.asset).toMatchObject({ symbol: 'USDC', decimals: 6, amountAtomic: 5_000_000n })
    expect(state.route).toMatchObject({ kind: 'direct', payWith: USDC })
    expect(state.usdValue).toBe(5)
    await kit.payActions.confirm()
    const result = await paying
    expect(result).toEqual({
      transactionHash: FAKE_TX_HASH,
      network: 'eip155:31337',
      asset: USDC,
      amount: '5',
      payer: PAYER,
      paymentId: intent.id,
    })
    const [approve, pay] = sent(fake)
    expect(approve?.to).toBe(USDC_ADDRESS)
    expect(approve?.data.slice(2, 10)).toBe(selectorOf(PAY_FUNCTIONS.approve))
    expect(pay?.to).toBe(PAYMENTS_CONTRACT)
    expect(pay?.data.slice(2, 10)).toBe(selectorOf(PAY_FUNCTIONS.pay))
    expect(kit.payment.getState().status).toBe('paid')
  })

  it.each([
    ['a request paid already', { status: 'paid' as const }, PaymentAlreadyPaidError],
    ['an expired request', { status: 'expired' as const }, PaymentExpiredError],
    ['a request for another amount', { amount: '6', amountAtomic: '6000000' }, PaymentMismatchError],
  ])('refuses %s at once, with the reason in the state', async (_, change, type) => {
    const { kit, connect } = await env({ usdc: '10', intents: [intentFixture(change)] })
    await connect()
    await expect(
      kit.payActions.pay(request({ reference: 'pay_abcdefghijkmnopqrstuvwx' })),
    ).rejects.toBeInstanceOf(type)
    expect(kit.payment.getState()).toMatchObject({ status: 'failed', error: expect.any(type) })
  })
})

describe('airlock.pay straight to the recipient', () => {
  it('transfers the token when the balance covers it, skipping the approval', async () => {
    const { kit, fake, connect, until } = await env({ usdc: '10' })
    await connect()
    const paying = kit.payActions.pay(request())
    await until('ready')
    await kit.payActions.confirm()
    await expect(paying).resolves.toMatchObject({ transactionHash: FAKE_TX_HASH, payer: PAYER })
    expect(sent(fake)).toHaveLength(1)
    expect(sent(fake)[0]?.data.slice(2, 10)).toBe(selectorOf(PAY_FUNCTIONS.transfer))
  })

  it('swaps the native coin on the router when the token is short, sending at most the quote’s maximum', async () => {
    const ETH = 'eip155:31337/slip44:60'
    const quote = {
      asset: USDC,
      amountAtomic: '5000000',
      payWith: ETH,
      amountInAtomic: '2000000000000000',
      maxAmountInAtomic: '2010000000000000',
      slippageBps: 50,
      path: ['0x00000000000000000000000000000000000000ee', USDC_ADDRESS],
      contract: PAYMENTS_CONTRACT,
      router: ROUTER,
    }
    const { kit, fake, connect, until } = await env({ usdc: '1', quotes: { [ETH]: quote } })
    await connect()
    const paying = kit.payActions.pay(request())
    await until('ready')
    expect(kit.payment.getState().routes.map((r) => r.kind)).toEqual(['swap'])
    expect(kit.payment.getState().route).toMatchObject({
      payWith: ETH,
      maxAmountIn: 2_010_000_000_000_000n,
      slippageBps: 50,
    })
    await kit.payActions.confirm()
    await paying
    expect(sent(fake)).toEqual([expect.objectContaining({ to: ROUTER, value: 2_010_000_000_000_000n })])
  })

  it('offers to buy what is missing, and goes to Buy with the asset and the dollars preset', async () => {
    const { kit, connect, until } = await env({ usdc: '1.5' })
    await connect()
    void kit.payActions.pay(request()).catch(() => undefined)
    await until('ready')
    const state = kit.payment.getState()
    expect(state.route).toMatchObject({ kind: 'buy', missing: 3_500_000n })
    expect(state.error).toBeInstanceOf(PaymentInsufficientFundsError)
    await kit.payActions.confirm()
    expect(kit.router.getState()).toMatchObject({
      view: 'OnRampProviders',
      data: { onramp: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '10' } },
    })
    expect(kit.payment.getState().status).toBe('ready')
    await kit.payActions.resume()
    expect(kit.router.getState().view).toBe('Pay')
  })

  it('comes back from a purchase made on another network to the payment’s, and plans there', async () => {
    const { kit, fake, connect, until } = await env({ usdc: '1.5' }, { networks: [airlockDevnet, mainnet] })
    await connect()
    void kit.payActions.pay(request()).catch(() => undefined)
    await until('ready')
    await kit.payActions.confirm()
    await kit.switchNetwork(mainnet)
    expect(kit.chain.getState().activeCaipNetwork?.id).toBe(1)
    await kit.payActions.resume()
    expect(kit.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(fake.calls.filter((c) => c.method === 'switchNetwork').at(-1)?.params).toMatchObject({
      caipNetwork: { caipNetworkId: 'eip155:31337' },
    })
    await until('ready')
  })

  it('holding none of the asset: its price is asked, and Buy is preset to cover the shortfall and the fees', async () => {
    const { kit, connect, until } = await env({ price: 1 })
    await connect()
    void kit.payActions.pay(request({ amount: '40' })).catch(() => undefined)
    await until('ready')
    const state = kit.payment.getState()
    expect(state.route).toMatchObject({ kind: 'buy', missing: 40_000_000n })
    expect(state.usdValue).toBe(40)
    await kit.payActions.confirm()
    // 40 USD of USDC arrives as less once the provider and the network take their fees.
    expect(kit.router.getState()).toMatchObject({
      view: 'OnRampProviders',
      data: { onramp: { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '42' } },
    })
  })
})

describe('the visitor', () => {
  it('connects first: Pay waits, goes to Connect, and comes back to Pay with routes once connected', async () => {
    const { kit, connect, until } = await env({ usdc: '10' })
    void kit.payActions.pay(request()).catch(() => undefined)
    await until('needsConnection')
    await kit.payActions.connectForPayment()
    expect(kit.router.getState().view).toBe('Connect')
    await connect()
    await until('ready')
    await flush()
    expect(kit.modal.getState().open).toBe(true)
    expect(kit.router.getState().view).toBe('Pay')
  })

  it('declines in the wallet: Pay stays ready with the reason; closing the modal then cancels with it', async () => {
    const { kit, fake, connect, until } = await env({ usdc: '10', allowance: 10n ** 18n })
    await connect()
    fake.state.sendError = Object.assign(new Error('User rejected'), {
      code: RpcErrorCode.USER_REJECTED_REQUEST,
    })
    const paying = kit.payActions.pay(request())
    await until('ready')
    await kit.payActions.confirm()
    expect(kit.payment.getState().error).toBeInstanceOf(PaymentRejectedError)
    await until('ready')
    kit.close()
    const error = await paying.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PaymentCancelledError)
    expect((error as PaymentCancelledError).cause).toBeInstanceOf(PaymentRejectedError)
  })

  it('leaves: destroy() ends the payment in flight with ConnectionClosedError', async () => {
    const { kit, connect, until } = await env({ usdc: '10' })
    await connect()
    const paying = kit.payActions.pay(request())
    await until('ready')
    kit.destroy()
    await expect(paying).rejects.toBeInstanceOf(ConnectionClosedError)
  })
})
