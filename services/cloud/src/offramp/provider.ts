import type {
  OffRampOrder,
  OffRampOrderRequest,
  OffRampProviderInfo,
  OffRampQuote,
  OffRampQuoteRequest,
} from '@airlock/protocol/cloud-api'

/**
 * One off-ramp provider as the routes use it: the cloud's sandbox implements it (sandbox/provider.ts), and so
 * does a real provider's API the cloud forwards to (upstream.ts). Requests arrive validated (the bank account
 * included); a provider refuses what it cannot serve with an HttpError.
 */
export interface OffRampProvider {
  info: OffRampProviderInfo
  quote(projectId: string, request: OffRampQuoteRequest): Promise<OffRampQuote>
  /** An order from one of this provider's quotes, awaiting its deposit. */
  createOrder(projectId: string, request: OffRampOrderRequest): Promise<OffRampOrder>
  /** The project's order with this id, or undefined when this provider has none. */
  order(projectId: string, id: string): Promise<OffRampOrder | undefined>
}
