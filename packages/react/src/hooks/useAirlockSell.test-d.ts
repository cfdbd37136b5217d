import type {
  OffRampArguments,
  OffRampBankDetails,
  OffRampPayoutCurrency,
  OffRampQuote,
  OffRampSale,
  OffRampSellCurrency,
  OffRampState,
  OnRampNetwork,
} from '@airlock/core'
import { useAirlockSell } from '@airlock/react'
import { describe, expectTypeOf, it } from 'vitest'

describe('useAirlockSell', () => {
  it('returns the off-ramp draft, the sale in progress and the Sell actions', () => {
    expectTypeOf(useAirlockSell).parameters.toEqualTypeOf<[]>()
    const sell = useAirlockSell()
    expectTypeOf(sell.enabled).toEqualTypeOf<boolean>()
    expectTypeOf(sell.sellCurrency).toEqualTypeOf<OffRampSellCurrency | undefined>()
    expectTypeOf(sell.payoutCurrency).toEqualTypeOf<OffRampPayoutCurrency | undefined>()
    expectTypeOf(sell.sellAmount).toEqualTypeOf<string>()
    expectTypeOf(sell.amountIssue).toEqualTypeOf<string | undefined>()
    expectTypeOf(sell.quote).toEqualTypeOf<OffRampQuote | undefined>()
    expectTypeOf(sell.bankDetails).toEqualTypeOf<OffRampBankDetails>()
    expectTypeOf(sell.bankProblems).toEqualTypeOf<OffRampState['bankProblems']>()
    expectTypeOf(sell.sale).toEqualTypeOf<OffRampSale>()
    expectTypeOf(sell.error).toEqualTypeOf<string | undefined>()
    expectTypeOf(sell.init).toEqualTypeOf<(args?: OffRampArguments) => Promise<void>>()
    expectTypeOf(sell.setAmount).toEqualTypeOf<(amount: string) => Promise<void>>()
    expectTypeOf(sell.selectSellCurrency).toEqualTypeOf<
      (currency: OffRampSellCurrency | string, network?: OnRampNetwork | string) => Promise<void>
    >()
    expectTypeOf(sell.selectPayoutCurrency).toEqualTypeOf<
      (currency: OffRampPayoutCurrency | string) => Promise<void>
    >()
    expectTypeOf(sell.setBankDetails).toEqualTypeOf<(details: Partial<OffRampBankDetails>) => Promise<void>>()
    expectTypeOf(sell.maxAmount).toEqualTypeOf<() => Promise<string | undefined>>()
    expectTypeOf(sell.refreshQuote).toEqualTypeOf<() => Promise<void>>()
    expectTypeOf(sell.sell).toEqualTypeOf<() => Promise<string | undefined>>()
    expectTypeOf(sell.reset).toEqualTypeOf<() => Promise<void>>()
  })
})
