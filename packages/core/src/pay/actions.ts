import { refreshNativeBalance } from '../account/balance.ts'
import { fetchTokenBalances } from '../account/tokenBalances.ts'
import type { AirlockContext } from '../context.ts'
import type { PayController } from './controller.ts'
import type { PayRequest, PayResult, PayStore } from './store.ts'

/**
 * Pay's headless actions. Only this facade is on the page: the controller (planning, the contract calls, the
 * cloud client) loads on the first call, one per kit instance.
 *
 * @example
 * const result = await airlock.pay({
 *   recipient: '0x1111111111111111111111111111111111111111',
 *   amount: '5',
 *   asset: 'eip155:8453/erc20:0x833589fcd6edb6e08f4c7c32d4f71b54bda02913',
 *   reference: 'pay_3xZ…',
 * })
 * console.log(result.transactionHash)
 */
export function createPayActions(
  ctx: AirlockContext,
  store: PayStore,
  unlessDestroyed: <T>(run: () => Promise<T>) => Promise<T>,
): PayActions {
  // Given to the controller rather than imported by it: these are on the page already, and a lazy chunk
  // importing them makes the bundler split them out of the page's entry into a chunk of their own.
  async function refreshBalances() {
    await Promise.all([
      refreshNativeBalance(ctx, 'eip155', { force: true }),
      fetchTokenBalances(ctx, 'eip155', Date.now, { force: true }),
    ])
  }
  let controller: Promise<PayController> | undefined
  const run = <R>(action: (c: PayController) => R): Promise<Awaited<R>> => {
    controller ??= import('./controller.ts').then((m) =>
      m.createPayController(ctx, store, { refreshBalances }),
    )
    return controller.then(async (c): Promise<Awaited<R>> => await action(c))
  }
  return {
    pay: (request: PayRequest) => unlessDestroyed(() => run((c) => c.pay(request))),
    chooseRoute: (payWith: string) => run((c) => c.chooseRoute(payWith)),
    confirm: () => unlessDestroyed(() => run((c) => c.confirm())),
    buyForPayment: () => run((c) => c.buyForPayment()),
    connectForPayment: () => run((c) => c.connectForPayment()),
    resume: () => run((c) => c.resume()),
    cancel: () => run((c) => c.cancel()),
    dispose: () => (controller ? run((c) => c.dispose()) : Promise.resolve()),
  }
}

/**
 * Paying: the kit's calls (what `airlock.payActions` offers, less `dispose`, and `airlock.pay`).
 *
 * @example
 * const paying = airlock.pay(request)
 * await airlock.payActions.confirm() // what the Pay view's button does
 * const { transactionHash } = await paying
 */
export interface PayActions {
  /**
   * Opens the modal on Pay and settles with the payment, or rejects with a typed error (PayNotEnabledError,
   * InvalidPaymentRequestError, PaymentExpiredError, PaymentAlreadyPaidError, PaymentMismatchError,
   * PaymentCancelledError, whose cause is the last failure the visitor saw: a declined or reverted transaction,
   * too little funds).
   */
  pay: (request: PayRequest) => Promise<PayResult>
  /** Picks the route to pay by, by what it spends (CAIP-19, as in `payment.routes[].payWith`). */
  chooseRoute: (payWith: string) => Promise<void>
  /** Approves when the allowance is short, then pays by the chosen route; a `buy` route goes to Buy instead. */
  confirm: () => Promise<void>
  /** Goes to Buy with the asset and the missing amount preset; Pay comes back when the purchase completes. */
  buyForPayment: () => Promise<void>
  /** Goes to Connect; once connected, the modal comes back to Pay. */
  connectForPayment: () => Promise<void>
  /** Back to Pay from Buy or Connect, with balances and routes read again. */
  resume: () => Promise<void>
  /** Gives up the payment: `pay()` rejects with PaymentCancelledError and the modal closes. */
  cancel: () => Promise<void>
  /** Ends the payment in flight and stops following the stores (the kit's destroy()). */
  dispose: () => Promise<void>
}
