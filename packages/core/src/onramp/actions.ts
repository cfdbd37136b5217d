import type {
  OnRampNetwork,
  OnRampPaymentCurrency,
  OnRampProviderInfo,
  OnRampPurchaseCurrency,
} from '@airlock/protocol/cloud-api'
import { refreshNativeBalance } from '../account/balance.ts'
import { fetchTokenBalances } from '../account/tokenBalances.ts'
import { waitForActivity } from '../account/transactions.ts'
import type { AirlockContext } from '../context.ts'
import type { OnRampArguments, OnRampController } from './controller.ts'

/**
 * The on-ramp's headless actions. Only this facade is on the page: the controller (its API client, limits and
 * polling) loads on the first call, one per kit instance.
 *
 * @example
 * await airlock.onrampActions.init({ purchaseCurrency: 'USDC', amount: '50' })
 * airlock.onrampActions.selectProvider('coinbase')
 * const url = await airlock.onrampActions.startCheckout()
 * if (url) window.open(url, '_blank', 'noopener')
 * airlock.onramp.subscribe(({ checkout }) => console.log(checkout.status))
 */
export function createOnRampActions(
  ctx: AirlockContext,
  unlessDestroyed: <T>(run: () => Promise<T>) => Promise<T>,
): OnRampActions {
  // Given to the controller rather than imported by it: these are on the page already, and a lazy chunk
  // importing them makes the bundler split them out of the page's entry into a chunk of their own.
  async function settle(transactionHash: string | undefined) {
    await Promise.all([
      refreshNativeBalance(ctx, 'eip155', { force: true }),
      fetchTokenBalances(ctx, 'eip155', Date.now, { force: true }),
    ])
    if (transactionHash) await waitForActivity(ctx, transactionHash)
  }
  let controller: Promise<OnRampController> | undefined
  const run = <R>(action: (c: OnRampController) => R): Promise<Awaited<R>> => {
    controller ??= import('./controller.ts').then((m) => m.createOnRampController(ctx, settle))
    return controller.then(async (c): Promise<Awaited<R>> => await action(c))
  }
  return {
    init: (args?: OnRampArguments) => run((c) => c.init(args)),
    selectProvider: (provider: OnRampProviderInfo | string) => run((c) => c.selectProvider(provider)),
    setPaymentAmount: (amount: string) => run((c) => c.setPaymentAmount(amount)),
    selectPurchaseCurrency: (currency: OnRampPurchaseCurrency, network?: OnRampNetwork) =>
      run((c) => c.selectPurchaseCurrency(currency, network)),
    selectPaymentCurrency: (currency: OnRampPaymentCurrency) => run((c) => c.selectPaymentCurrency(currency)),
    selectPaymentMethod: (method: string) => run((c) => c.selectPaymentMethod(method)),
    startCheckout: () => unlessDestroyed(() => run((c) => c.startCheckout())),
    cancelCheckout: () => run((c) => c.cancelCheckout()),
    refreshQuote: () => run((c) => c.refreshQuote()),
    dispose: () => (controller ? run((c) => c.dispose()) : Promise.resolve()),
  }
}

/** Buying crypto: the kit's calls (what `airlock.onrampActions` offers, less `dispose`). */
export interface OnRampActions {
  /** Loads the options and providers (the built-in list when the cloud fails), then applies the arguments. */
  init: (args?: OnRampArguments) => Promise<void>
  selectProvider: (provider: OnRampProviderInfo | string) => Promise<void>
  /** Fiat to pay, as typed; a quote follows 300 ms after the last change when the limits allow it. */
  setPaymentAmount: (amount: string) => Promise<void>
  selectPurchaseCurrency: (currency: OnRampPurchaseCurrency, network?: OnRampNetwork) => Promise<void>
  selectPaymentCurrency: (currency: OnRampPaymentCurrency) => Promise<void>
  /** 'card' or 'ach_bank_account'. */
  selectPaymentMethod: (method: string) => Promise<void>
  /** The provider's checkout URL for the draft; the order is followed until the tokens arrive. */
  startCheckout: () => Promise<string | undefined>
  cancelCheckout: () => Promise<void>
  refreshQuote: () => Promise<void>
  /** Stops the quote timer and the order's polling (the kit's destroy()). */
  dispose: () => Promise<void>
}
