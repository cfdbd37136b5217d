import type {
  OnRampAwaitingCheckout,
  OnRampAwaitRequest,
  OnRampOptionsResponse,
  OnRampOrder,
  OnRampQuote,
  OnRampQuoteRequest,
  OnRampUrlRequest,
  OnRampUrlResponse,
} from '@airlock/protocol/cloud-api'
import { CloudError, RequestAbortedError } from '../cloud/errors.ts'
import type { CloudHttp } from '../cloud/http.ts'
import { DEFAULT_PAYMENT_CURRENCIES, DEFAULT_PURCHASE_CURRENCIES, MOCKED_QUOTE_ID } from './constants.ts'

/** Options as the kit uses them: `fallback` says they are the built-in list because the call failed. */
export interface OnRampOptions extends OnRampOptionsResponse {
  fallback: boolean
}

/** A quote as the kit uses it: `estimate` marks the mocked quote of a failed call, never a firm price. */
export interface OnRampQuoteResult extends OnRampQuote {
  estimate: boolean
}

/**
 * The stand-in quote shown when the quote call fails (the cloud is down, the provider timed out), so the Buy
 * view can still show the amount and let the visitor go on to the provider, whose checkout prices the order. It
 * is marked `estimate`: every field is the amount asked, in the payment currency, so nothing shown pretends to
 * know the provider's fees.
 */
export function mockedQuote(amount: string, paymentCurrency: string): OnRampQuoteResult {
  const same = { amount, currency: paymentCurrency }
  return {
    coinbaseFee: same,
    networkFee: same,
    paymentSubtotal: same,
    paymentTotal: same,
    purchaseAmount: same,
    quoteId: MOCKED_QUOTE_ID,
    estimate: true,
  }
}

/** The cloud answered, and refused the input: the visitor's to fix, not a failure to paper over. */
function isRefusal(error: unknown) {
  return error instanceof CloudError && error.status >= 400 && error.status < 500
}

/** The onramp calls with their fallbacks (a failed call still lets the visitor buy), plus the order status the kit follows. */
export function createOnRampApi(http: CloudHttp) {
  return {
    /** On failure, the built-in default list. */
    async options(signal?: AbortSignal): Promise<OnRampOptions> {
      try {
        const answer = await http.get<OnRampOptionsResponse>('v1/onramp/options', {}, signal)
        return { ...answer, fallback: false }
      } catch (error) {
        if (error instanceof RequestAbortedError) throw error
        return {
          purchaseCurrencies: structuredClone([...DEFAULT_PURCHASE_CURRENCIES]),
          paymentCurrencies: structuredClone([...DEFAULT_PAYMENT_CURRENCIES]),
          fallback: true,
        }
      }
    },
    /**
     * A failed call yields the stand-in quote (mockedQuote), marked as an estimate. A refusal of the input
     * (a 4xx, e.g. an amount past a limit) is thrown: there is nothing to estimate.
     */
    async quote(body: OnRampQuoteRequest, signal?: AbortSignal): Promise<OnRampQuoteResult> {
      try {
        const answer = await http.post<OnRampQuote>('v1/onramp/quote', body, undefined, signal)
        return { ...answer, estimate: false }
      } catch (error) {
        if (error instanceof RequestAbortedError || isRefusal(error)) throw error
        return mockedQuote(body.amount, body.paymentCurrency)
      }
    },
    /** POST /v1/generators/onrampurl: a Coinbase-type provider's checkout session. */
    checkoutUrl: (body: OnRampUrlRequest) => http.post<OnRampUrlResponse>('v1/generators/onrampurl', body),
    /** POST /v1/onramp/orders: a Meld-type checkout about to open under `id`, so its order is on its way. */
    awaitCheckout: (body: OnRampAwaitRequest) => http.post<OnRampAwaitingCheckout>('v1/onramp/orders', body),
    /** How an order stands: 'awaiting_checkout' while an announced Meld-type checkout has not created it. */
    order: (id: string, signal?: AbortSignal) =>
      http.get<OnRampOrder | OnRampAwaitingCheckout>(
        `v1/onramp/orders/${encodeURIComponent(id)}`,
        {},
        signal,
      ),
  }
}

export type OnRampApi = ReturnType<typeof createOnRampApi>
