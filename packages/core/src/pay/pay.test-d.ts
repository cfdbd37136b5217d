import type {
  Airlock,
  BaseError,
  PayFacade,
  PaymentCancelledError,
  PaymentIntent,
  PaymentMismatchError,
  PayRequest,
  PayResult,
  PayRoute,
  PayState,
  PayStatus,
  ReadonlyStore,
} from '@airlock/core'
import { describe, expectTypeOf, it } from 'vitest'

// Pay as a dapp and the Pay view see it: a change to these types shows here before it reaches a build.

declare const airlock: Airlock

describe('airlock.pay', () => {
  it('takes a recipient, an amount, a CAIP-19 asset and an optional reference, and resolves with the payment', () => {
    expectTypeOf(airlock.pay).parameters.toEqualTypeOf<[PayRequest]>()
    expectTypeOf(airlock.pay).returns.resolves.toEqualTypeOf<PayResult>()
    expectTypeOf<PayRequest>().toEqualTypeOf<{
      recipient: string
      amount: string
      asset: string
      reference?: string | undefined
    }>()
    expectTypeOf<PayResult['paymentId']>().toEqualTypeOf<string | undefined>()
  })

  it('publishes the payment as a read-only store', () => {
    expectTypeOf(airlock.payment).toEqualTypeOf<ReadonlyStore<PayState>>()
    expectTypeOf<PayState['status']>().toEqualTypeOf<PayStatus>()
    expectTypeOf<PayState['intent']>().toEqualTypeOf<PaymentIntent | undefined>()
    expectTypeOf<PayState['routes']>().toEqualTypeOf<PayRoute[]>()
    expectTypeOf<PayRoute['kind']>().toEqualTypeOf<'direct' | 'swap' | 'buy'>()
    expectTypeOf<PayState['error']>().toEqualTypeOf<BaseError | undefined>()
  })

  it('offers the Pay view its steps, never the dispose', () => {
    expectTypeOf(airlock.payActions).toEqualTypeOf<PayFacade>()
    expectTypeOf<keyof PayFacade>().toEqualTypeOf<
      'chooseRoute' | 'confirm' | 'buyForPayment' | 'connectForPayment' | 'resume' | 'cancel'
    >()
  })

  it('rejects with typed errors a dapp can branch on', () => {
    expectTypeOf<PaymentMismatchError['field']>().toEqualTypeOf<'recipient' | 'asset' | 'amount'>()
    expectTypeOf<PaymentCancelledError>().toMatchTypeOf<BaseError>()
  })
})
