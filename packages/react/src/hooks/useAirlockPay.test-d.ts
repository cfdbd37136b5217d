import type { BaseError, PaymentIntent, PayRequest, PayResult, PayRoute, PayState } from '@airlock/core'
import { useAirlockPay } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('useAirlockPay', () => {
  it('returns the payment in progress and the Pay actions', () => {
    expectTypeOf(useAirlockPay).parameters.toEqualTypeOf<[]>()
    const pay = useAirlockPay()
    expectTypeOf(pay.enabled).toEqualTypeOf<boolean>()
    expectTypeOf(pay.status).toEqualTypeOf<PayState['status']>()
    expectTypeOf(pay.intent).toEqualTypeOf<PaymentIntent | undefined>()
    expectTypeOf(pay.routes).toEqualTypeOf<PayRoute[]>()
    expectTypeOf(pay.route).toEqualTypeOf<PayRoute | undefined>()
    expectTypeOf(pay.usdValue).toEqualTypeOf<number | undefined>()
    expectTypeOf(pay.error).toEqualTypeOf<BaseError | undefined>()
    expectTypeOf(pay.pay).toEqualTypeOf<(request: PayRequest) => Promise<PayResult>>()
    expectTypeOf(pay.chooseRoute).toEqualTypeOf<(payWith: string) => Promise<void>>()
    expectTypeOf(pay.confirm).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(pay.buyForPayment).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(pay.connectForPayment).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(pay.resume).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(pay.cancel).toEqualTypeOf<() => Promise<void>>()
  })
})
