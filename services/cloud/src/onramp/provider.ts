import type {
  OnRampOrder,
  OnRampProviderInfo,
  OnRampQuote,
  OnRampQuoteRequest,
  OnRampUrlRequest,
  OnRampUrlResponse,
} from '@airlock/protocol/cloud-api'

/**
 * One onramp provider as the routes use it: the sandbox's two checkouts implement it (sandbox/provider.ts), and
 * so does a real provider's API the cloud forwards to (upstream.ts). Requests arrive validated against the
 * calls' shapes; a provider refuses what it cannot serve with an HttpError.
 */
export interface OnRampProvider {
  info: OnRampProviderInfo
  quote(projectId: string, request: OnRampQuoteRequest): Promise<OnRampQuote>
  /** Session providers only: the checkout URL of a new order. */
  createSession(projectId: string, request: OnRampUrlRequest): Promise<OnRampUrlResponse>
  /** The project's order with this id, or undefined when this provider has none (yet). */
  order(projectId: string, id: string): Promise<OnRampOrder | undefined>
}
