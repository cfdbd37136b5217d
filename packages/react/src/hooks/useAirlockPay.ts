import type { PayRequest, PayState } from '@airlock/core'
import { useMemo } from 'react'
import { useAirlockInstance } from '../context.ts'
import { useStoreValue } from './useStoreValue.ts'

const wholeState = (s: PayState) => s

/**
 * Pay: the payment in progress (status, request, the shop's payment request, routes, chosen route, its value
 * in US dollars, error, result) and its actions. `pay` opens the modal on Pay and settles with the payment or a
 * typed error; `enabled` is `features.pay`.
 *
 * @example
 * const { pay, status } = useAirlockPay()
 * const onBuy = async () => {
 *   const { transactionHash } = await pay({ recipient: shop, amount: '5', asset: usdc, reference: intentId })
 *   showReceipt(transactionHash)
 * }
 */
export function useAirlockPay() {
  const airlock = useAirlockInstance()
  const state = useStoreValue(airlock.payment, wholeState)
  const actions = airlock.payActions
  return useMemo(
    () => ({
      ...state,
      enabled: airlock.options.features.pay,
      pay: (request: PayRequest) => actions.pay(request),
      chooseRoute: (payWith: string) => actions.chooseRoute(payWith),
      confirm: () => actions.confirm(),
      buyForPayment: () => actions.buyForPayment(),
      connectForPayment: () => actions.connectForPayment(),
      resume: () => actions.resume(),
      cancel: () => actions.cancel(),
    }),
    [airlock, actions, state],
  )
}
