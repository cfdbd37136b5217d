import type { OffRampPayoutCurrency, OffRampSellCurrency, OnRampNetwork } from '@airlock/protocol/cloud-api'
import { RequestAbortedError } from '../cloud/errors.ts'
import type { AirlockContext } from '../context.ts'
import { parseErrorMessage } from '../errors.ts'
import { maxSendAmount } from '../send/send.ts'
import { createOffRampApi } from './api.ts'
import { DEFAULT_PAYOUT_CURRENCY_ID, OFFRAMP_QUOTE_DEBOUNCE_MS, OffRampMessages } from './constants.ts'
import { balanceOf, depositToken } from './deposit.ts'
import { sellAmountIssue } from './draft.ts'
import { createSale, type SaleDependencies } from './sale.ts'
import { emptyOffRampState, idleSale, type OffRampBankDetails, type OffRampStore } from './store.ts'

/** What a dapp may preset when it opens Sell: the token (symbol or id), its network, the payout currency, an amount. */
export interface OffRampArguments {
  sellCurrency?: string | undefined
  /** A network slug of the token's networks ("airlock-devnet"). */
  network?: string | undefined
  payoutCurrency?: string | undefined
  amount?: string | undefined
}

/**
 * The off-ramp's actions over its store (one per kit instance; loaded with the Sell views or on the first
 * headless call): the draft and its quote here, the sale itself in sale.ts.
 */
export function createOffRampController(ctx: AirlockContext, store: OffRampStore, deps: SaleDependencies) {
  const api = ctx.cloud ? createOffRampApi(ctx.cloud.http) : undefined
  let quoteTimer: ReturnType<typeof setTimeout> | undefined
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let quoteAbort: AbortController | undefined
  /** Bumped by every change of the draft: an answer for an older draft is stale. */
  let draftVersion = 0
  const sale = api ? createSale(ctx, store, api, deps, { requote: () => scheduleQuote(0) }) : undefined

  function cancelQuote() {
    clearTimeout(quoteTimer)
    clearTimeout(expiryTimer)
    quoteAbort?.abort()
    quoteAbort = undefined
  }

  /** The amount's problem and the balance, read again (the balances change under the draft). */
  function checkAmount() {
    const { sellAmount, sellCurrency, network } = store.getState()
    const balance = balanceOf(ctx, sellCurrency, network)
    const amountIssue = sellAmountIssue(sellAmount, sellCurrency, balance)
    store.patch({ balance, amountIssue })
    return amountIssue
  }

  /** Quotes after the debounce, or at once; a draft with an amount problem is never sent. */
  function scheduleQuote(delay = OFFRAMP_QUOTE_DEBOUNCE_MS) {
    draftVersion++
    cancelQuote()
    const { sellCurrency, network, payoutCurrency } = store.getState()
    if (checkAmount() || !sellCurrency || !network || !payoutCurrency) {
      store.patch({ quote: undefined, quoteLoading: false, quoteError: undefined })
      return
    }
    store.patch({ quoteLoading: true, quoteError: undefined })
    quoteTimer = setTimeout(() => void fetchQuote(), delay)
  }

  async function fetchQuote() {
    const { sellCurrency, network, payoutCurrency, sellAmount } = store.getState()
    if (!api || !sellCurrency || !network || !payoutCurrency) return
    const version = draftVersion
    const abort = new AbortController()
    quoteAbort = abort
    try {
      const quote = await api.quote(
        {
          sellCurrency: sellCurrency.id,
          network: network.name,
          sellAmount: sellAmount.trim(),
          payoutCurrency: payoutCurrency.id,
        },
        abort.signal,
      )
      if (version !== draftVersion) return
      store.patch({ quote, quoteLoading: false })
      // A quote past its expiry is refused by the order call: the shown payout is renewed before it lapses.
      // One already past its expiry on arrival (a clock behind the cloud's) is left to sell(), which asks once.
      const left = Date.parse(quote.expiresAt) - Date.now()
      if (left > 0) expiryTimer = setTimeout(() => requoteIfIdle(), left)
    } catch (error) {
      if (error instanceof RequestAbortedError || version !== draftVersion) return
      store.patch({ quote: undefined, quoteLoading: false, quoteError: parseErrorMessage(error) })
    }
  }

  /** A sale in progress keeps the quote it was made with; otherwise an expired quote is renewed. */
  function requoteIfIdle() {
    if (store.getState().sale.status === 'idle') scheduleQuote(0)
  }

  /** Loads the options, then applies `args`. Safe to call again: options already loaded are kept. */
  async function init(args: OffRampArguments = {}) {
    if (!api) {
      store.setState({ ...emptyOffRampState(), error: OffRampMessages.NO_CLOUD })
      return
    }
    if (store.getState().sellCurrencies.length === 0) {
      store.patch({ optionsLoading: true, error: undefined })
      try {
        const options = await api.options()
        store.patch({ ...options, optionsLoading: false })
      } catch (error) {
        store.patch({ optionsLoading: false, error: parseErrorMessage(error) })
        return
      }
    }
    const state = store.getState()
    const wanted = args.sellCurrency?.toLowerCase()
    const named = state.sellCurrencies.find(
      (c) => c.id.toLowerCase() === wanted || c.symbol.toLowerCase() === wanted,
    )
    const chainId = ctx.chain.getState().activeCaipNetwork?.id?.toString()
    const onActiveChain = state.sellCurrencies.find((c) => c.networks.some((n) => n.chain_id === chainId))
    const currency = named ?? state.sellCurrency ?? onActiveChain ?? state.sellCurrencies[0]
    const payout =
      findPayout(state.payoutCurrencies, args.payoutCurrency) ??
      state.payoutCurrency ??
      findPayout(state.payoutCurrencies, DEFAULT_PAYOUT_CURRENCY_ID) ??
      state.payoutCurrencies[0]
    if (args.amount !== undefined) store.patch({ sellAmount: args.amount })
    if (payout) applyPayout(payout)
    if (currency) {
      const network = currency.networks.find((n) => n.name === args.network)
      applyCurrency(currency, network ?? (currency === state.sellCurrency ? state.network : undefined))
    }
    scheduleQuote(0)
  }

  function findPayout(currencies: readonly OffRampPayoutCurrency[], id: string | undefined) {
    return id ? currencies.find((c) => c.id === id.toUpperCase()) : undefined
  }

  /** The network of the active chain when the token is taken there, else the token's first. */
  function applyCurrency(currency: OffRampSellCurrency, network?: OnRampNetwork) {
    const chainId = ctx.chain.getState().activeCaipNetwork?.id?.toString()
    store.patch({
      sellCurrency: currency,
      network: network ?? currency.networks.find((n) => n.chain_id === chainId) ?? currency.networks[0],
    })
  }

  function applyPayout(currency: OffRampPayoutCurrency) {
    const type = currency.bankAccountTypes[0] ?? store.getState().bankAccountType
    store.patch({ payoutCurrency: currency, bankAccountType: type, bankProblems: [] })
  }

  function bySymbolOrId<T extends { id: string }>(list: readonly T[], value: T | string) {
    return typeof value === 'string' ? list.find((c) => c.id === value) : value
  }

  return {
    init,
    /** Tokens to sell, as typed; a quote follows 300 ms after the last change when the amount can be sold. */
    setAmount(amount: string) {
      store.patch({ sellAmount: amount })
      scheduleQuote()
    },
    selectSellCurrency(currency: OffRampSellCurrency | string, network?: OnRampNetwork | string) {
      const found = bySymbolOrId(store.getState().sellCurrencies, currency)
      if (!found) return
      const net = typeof network === 'string' ? found.networks.find((n) => n.name === network) : network
      applyCurrency(found, net)
      scheduleQuote(0)
    },
    selectPayoutCurrency(currency: OffRampPayoutCurrency | string) {
      const found = bySymbolOrId(store.getState().payoutCurrencies, currency)
      if (!found) return
      applyPayout(found)
      scheduleQuote(0)
    },
    /** Updates the bank details as typed; an edited field's problem goes until the next sell(). */
    setBankDetails(details: Partial<OffRampBankDetails>) {
      const state = store.getState()
      const edited = Object.keys(details)
      store.patch({
        bankDetails: { ...state.bankDetails, ...details },
        bankProblems: state.bankProblems.filter((p) => !edited.includes(p.field)),
      })
    },
    /** The most the visitor can sell: the balance, less the network fee for the native coin. */
    async maxAmount(): Promise<string | undefined> {
      const { sellCurrency, network } = store.getState()
      const token = depositToken(ctx, sellCurrency, network)
      return token ? maxSendAmount(ctx, token) : undefined
    },
    /** Quotes the draft again now (the balance is read again too). */
    refreshQuote: () => scheduleQuote(0),
    /** Creates the order, sends the deposit and follows it; resolves with the order id, or undefined. */
    sell: () => (sale ? sale.sell() : Promise.resolve(undefined)),
    /** After a sale ended (or failed), back to the draft: the amount is cleared when the sale was paid out. */
    reset() {
      const paid = store.getState().sale.status === 'paid_out'
      sale?.stop()
      store.patch({ sale: idleSale, ...(paid ? { sellAmount: '' } : {}) })
      scheduleQuote(0)
    },
    /** Stops the quote timers and the order's polling (the kit's destroy()). */
    dispose() {
      cancelQuote()
      sale?.stop()
      store.patch({ quoteLoading: false, optionsLoading: false })
    },
  }
}

export type OffRampController = ReturnType<typeof createOffRampController>
