import type {
  OffRampArguments,
  OffRampBankDetails,
  OffRampPayoutCurrency,
  OffRampSellCurrency,
  OffRampState,
  OnRampNetwork,
} from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from './useStoreValue.ts'

const wholeState = (s: OffRampState) => s

/**
 * Sell: the off-ramp's draft (token, network, payout currency, amount and its problem, balance, quote, bank
 * details and their problems), the sale in progress and the actions that change them. `enabled` is
 * `features.offramp`; the actions' code loads on the first call.
 *
 * @example
 * const { init, sale, quote } = useAirlockSell()
 * const { open } = useAirlock()
 * const onSell = async () => {
 *   await init({ sellCurrency: 'USDC', payoutCurrency: 'EUR', amount: '20' })
 *   open({ view: 'Sell' })
 * }
 */
export function useAirlockSell() {
  const airlock = useAirlockInstance()
  const state = useStoreValue(airlock.offramp, wholeState)
  const actions = airlock.offrampActions
  return useMemo(
    () => ({
      ...state,
      enabled: airlock.options.features.offramp,
      init: (args?: OffRampArguments) => actions.init(args),
      setAmount: (amount: string) => actions.setAmount(amount),
      selectSellCurrency: (currency: OffRampSellCurrency | string, network?: OnRampNetwork | string) =>
        actions.selectSellCurrency(currency, network),
      selectPayoutCurrency: (currency: OffRampPayoutCurrency | string) =>
        actions.selectPayoutCurrency(currency),
      setBankDetails: (details: Partial<OffRampBankDetails>) => actions.setBankDetails(details),
      maxAmount: () => actions.maxAmount(),
      refreshQuote: () => actions.refreshQuote(),
      sell: () => actions.sell(),
      reset: () => actions.reset(),
    }),
    [airlock, actions, state],
  )
}
