import type { OffRampPayoutCurrency, OffRampSellCurrency, OnRampNetwork } from '@airlock/protocol/cloud-api'
import { refreshNativeBalance } from '../account/balance.ts'
import { fetchTokenBalances } from '../account/tokenBalances.ts'
import { waitForActivity } from '../account/transactions.ts'
import type { AirlockContext } from '../context.ts'
import { switchNetwork } from '../network/switch.ts'
import type { OffRampArguments, OffRampController } from './controller.ts'
import type { OffRampBankDetails, OffRampStore } from './store.ts'

/**
 * The off-ramp's headless actions. Only this facade is on the page: the controller (its API client, the sale
 * and the order's polling) loads on the first call, one per kit instance.
 *
 * @example
 * await airlock.offrampActions.init({ sellCurrency: 'USDC', payoutCurrency: 'EUR', amount: '20' })
 * await airlock.offrampActions.setBankDetails({ holderName: 'Ada Lovelace', iban: 'DE89370400440532013000' })
 * const orderId = await airlock.offrampActions.sell()
 * airlock.offramp.subscribe(({ sale }) => console.log(sale.status, sale.error))
 */
export function createOffRampActions(
  ctx: AirlockContext,
  store: OffRampStore,
  unlessDestroyed: <T>(run: () => Promise<T>) => Promise<T>,
): OffRampActions {
  // Given to the controller rather than imported by it: these are on the page already, and a lazy chunk
  // importing them makes the bundler split them out of the page's entry into a chunk of their own.
  async function settle(transactionHash: string | undefined) {
    await Promise.all([
      refreshNativeBalance(ctx, 'eip155', { force: true }),
      fetchTokenBalances(ctx, 'eip155', Date.now, { force: true }),
    ])
    if (transactionHash) await waitForActivity(ctx, transactionHash)
  }
  let controller: Promise<OffRampController> | undefined
  const run = <R>(action: (c: OffRampController) => R): Promise<Awaited<R>> => {
    controller ??= import('./controller.ts').then((m) =>
      m.createOffRampController(ctx, store, {
        settle,
        switchNetwork: (network) => switchNetwork(ctx, network),
      }),
    )
    return controller.then(async (c): Promise<Awaited<R>> => await action(c))
  }
  return {
    init: (args?: OffRampArguments) => run((c) => c.init(args)),
    setAmount: (amount: string) => run((c) => c.setAmount(amount)),
    selectSellCurrency: (currency: OffRampSellCurrency | string, network?: OnRampNetwork | string) =>
      run((c) => c.selectSellCurrency(currency, network)),
    selectPayoutCurrency: (currency: OffRampPayoutCurrency | string) =>
      run((c) => c.selectPayoutCurrency(currency)),
    setBankDetails: (details: Partial<OffRampBankDetails>) => run((c) => c.setBankDetails(details)),
    maxAmount: () => run((c) => c.maxAmount()),
    refreshQuote: () => run((c) => c.refreshQuote()),
    sell: () => unlessDestroyed(() => run((c) => c.sell())),
    reset: () => run((c) => c.reset()),
    dispose: () => (controller ? run((c) => c.dispose()) : Promise.resolve()),
  }
}

/** Selling crypto: the kit's calls (what `airlock.offrampActions` offers, less `dispose`). */
export interface OffRampActions {
  /** Loads the sell and payout options, then applies the arguments (a token on the active network first). */
  init: (args?: OffRampArguments) => Promise<void>
  /** Tokens to sell, as typed; a quote follows 300 ms after the last change when the amount can be sold. */
  setAmount: (amount: string) => Promise<void>
  /** The token (object or id) and, optionally, its network (object or slug); the active chain's otherwise. */
  selectSellCurrency: (
    currency: OffRampSellCurrency | string,
    network?: OnRampNetwork | string,
  ) => Promise<void>
  /** USD pays to a US routing and account number, EUR to an IBAN. */
  selectPayoutCurrency: (currency: OffRampPayoutCurrency | string) => Promise<void>
  /** The bank details as typed (kept through every error); an edited field's problem goes until the next sell. */
  setBankDetails: (details: Partial<OffRampBankDetails>) => Promise<void>
  /** The most the visitor can sell: the balance, less the network fee for the native coin. */
  maxAmount: () => Promise<string | undefined>
  /** Quotes the draft again now. */
  refreshQuote: () => Promise<void>
  /**
   * Checks the draft (amount, quote, bank details), creates the order, sends the deposit from the wallet and
   * follows the order until it is paid out, refunded or expired; resolves with the order id, or undefined
   * with the problem in `amountIssue`, `bankProblems` or `sale.error`.
   */
  sell: () => Promise<string | undefined>
  /** After a sale ended or failed, back to the draft (the amount cleared after a payout). */
  reset: () => Promise<void>
  /** Stops the quote timers and the order's polling (the kit's destroy()). */
  dispose: () => Promise<void>
}
