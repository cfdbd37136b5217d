import type {
  Airlock,
  BankAccountProblem,
  BaseError,
  OffRampArguments,
  OffRampBankAccount,
  OffRampBankDetails,
  OffRampOrder,
  OffRampOrderExpiredError,
  OffRampPayoutCurrency,
  OffRampQuote,
  OffRampQuoteExpiredError,
  OffRampRefundedError,
  OffRampSaleStatus,
  OffRampSellCurrency,
  OffRampState,
  OnRampNetwork,
  ReadonlyStore,
} from '@airlock/core'
import { describe, expectTypeOf, it } from 'vitest'

// What a dapp sees of Sell: the store it reads and the calls it makes, pinned so a change shows here first.

declare const airlock: Airlock

describe('airlock.offramp', () => {
  it('is a read-only store of the sale and its draft', () => {
    expectTypeOf(airlock.offramp).toEqualTypeOf<ReadonlyStore<OffRampState>>()
    const state = airlock.offramp.getState()
    expectTypeOf(state.sale.status).toEqualTypeOf<OffRampSaleStatus>()
    expectTypeOf(state.sale.order).toEqualTypeOf<OffRampOrder | undefined>()
    expectTypeOf(state.quote).toEqualTypeOf<OffRampQuote | undefined>()
    expectTypeOf(state.sellCurrency).toEqualTypeOf<OffRampSellCurrency | undefined>()
    expectTypeOf(state.payoutCurrency).toEqualTypeOf<OffRampPayoutCurrency | undefined>()
    expectTypeOf(state.bankAccountType).toEqualTypeOf<OffRampBankAccount['type']>()
    expectTypeOf(state.bankDetails).toEqualTypeOf<OffRampBankDetails>()
    expectTypeOf(state.bankProblems).toEqualTypeOf<BankAccountProblem[]>()
    expectTypeOf(state.amountIssue).toEqualTypeOf<string | undefined>()
  })
})

describe('airlock.offrampActions', () => {
  it('offers the Sell calls, without the kit-only dispose', () => {
    const actions = airlock.offrampActions
    expectTypeOf(actions).not.toHaveProperty('dispose')
    expectTypeOf(actions.init).parameters.toEqualTypeOf<[args?: OffRampArguments]>()
    expectTypeOf(actions.selectSellCurrency).parameters.toEqualTypeOf<
      [currency: OffRampSellCurrency | string, network?: OnRampNetwork | string]
    >()
    expectTypeOf(actions.selectPayoutCurrency).parameters.toEqualTypeOf<
      [currency: OffRampPayoutCurrency | string]
    >()
    expectTypeOf(actions.setBankDetails).parameters.toEqualTypeOf<[details: Partial<OffRampBankDetails>]>()
    expectTypeOf(actions.maxAmount).returns.toEqualTypeOf<Promise<string | undefined>>()
    expectTypeOf(actions.sell).returns.toEqualTypeOf<Promise<string | undefined>>()
  })

  it('reports how a sale ended with typed errors', () => {
    expectTypeOf<OffRampRefundedError>().toExtend<BaseError>()
    expectTypeOf<OffRampRefundedError['reason']>().toEqualTypeOf<string>()
    expectTypeOf<OffRampRefundedError['transactionHash']>().toEqualTypeOf<string>()
    expectTypeOf<OffRampOrderExpiredError['orderId']>().toEqualTypeOf<string>()
    expectTypeOf<OffRampQuoteExpiredError['quoteId']>().toEqualTypeOf<string>()
  })
})
