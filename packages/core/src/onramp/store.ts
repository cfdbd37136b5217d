import type {
  OnRampNetwork,
  OnRampOrder,
  OnRampPaymentCurrency,
  OnRampProviderInfo,
  OnRampPurchaseCurrency,
} from '@airlock/protocol/cloud-api'
import { createStore } from 'zustand/vanilla'
import type { OnRampQuoteResult } from './api.ts'

/** Where a purchase stands once the visitor continues to the provider. */
export type OnRampCheckoutStatus =
  | 'idle'
  /** Asking the cloud for the checkout session. */
  | 'opening'
  /** The checkout is open; the visitor has not paid yet (or the order does not exist yet). */
  | 'waiting'
  /** Paid; the provider is delivering the tokens. */
  | 'pending'
  | 'completed'
  | 'failed'

/** The purchase in progress, from the checkout window to the tokens in the wallet. */
export interface OnRampCheckout {
  status: OnRampCheckoutStatus
  /** The id the order goes by: the session id (Coinbase-type) or external session id (Meld-type). */
  orderId: string | undefined
  url: string | undefined
  /** The provider the checkout belongs to. */
  provider: OnRampProviderInfo | undefined
  /** The last order status the cloud reported. */
  order: OnRampOrder | undefined
  /** Why opening or the order failed. */
  error: string | undefined
}

/**
 * The on-ramp's state (providers, selectedProvider, error, purchaseCurrency, paymentCurrency,
 * purchaseCurrencies, paymentCurrencies, quotesLoading, paymentAmount, purchaseAmount), with what the views
 * need besides: the network bought on, the payment method, the whole quote and the checkout.
 */
export interface OnRampState {
  providers: OnRampProviderInfo[]
  selectedProvider: OnRampProviderInfo | undefined
  /**
   * The last quote's failure, for the view to show; the quote is then cleared, so no stale amount remains.
   */
  error: string | undefined
  purchaseCurrency: OnRampPurchaseCurrency | undefined
  paymentCurrency: OnRampPaymentCurrency | undefined
  purchaseCurrencies: OnRampPurchaseCurrency[]
  paymentCurrencies: OnRampPaymentCurrency[]
  quotesLoading: boolean
  /** Fiat to pay, as typed. */
  paymentAmount: string
  /** Tokens the quote buys, as a decimal string; undefined without a quote. */
  purchaseAmount: string | undefined
  /** The network of purchaseCurrency the tokens arrive on. */
  network: OnRampNetwork | undefined
  /** 'card' or 'ach_bank_account'. */
  paymentMethod: string
  quote: OnRampQuoteResult | undefined
  optionsLoading: boolean
  /** The options are the kit's built-in list: the options call failed. */
  optionsFallback: boolean
  checkout: OnRampCheckout
}

export const idleCheckout: OnRampCheckout = Object.freeze({
  status: 'idle',
  orderId: undefined,
  url: undefined,
  provider: undefined,
  order: undefined,
  error: undefined,
})

export function emptyOnRampState(): OnRampState {
  return {
    providers: [],
    selectedProvider: undefined,
    error: undefined,
    purchaseCurrency: undefined,
    paymentCurrency: undefined,
    purchaseCurrencies: [],
    paymentCurrencies: [],
    quotesLoading: false,
    paymentAmount: '',
    purchaseAmount: undefined,
    network: undefined,
    paymentMethod: 'card',
    quote: undefined,
    optionsLoading: false,
    optionsFallback: false,
    checkout: idleCheckout,
  }
}

export function createOnRampStore() {
  const store = createStore<OnRampState>(() => emptyOnRampState())
  return Object.assign(store, {
    patch: (values: Partial<OnRampState>) => store.setState(values),
  })
}

export type OnRampStore = ReturnType<typeof createOnRampStore>
