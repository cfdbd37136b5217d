import type {
  OffRampOptionsResponse,
  OffRampOrder,
  OffRampOrderRequest,
  OffRampQuote,
  OffRampQuoteRequest,
} from '@airlock/protocol/cloud-api'
import type { CloudHttp } from '../cloud/http.ts'

/** The off-ramp calls of the project's cloud. Unlike the on-ramp's, none has a fallback: a sale needs them all. */
export function createOffRampApi(http: CloudHttp) {
  return {
    options: (signal?: AbortSignal) => http.get<OffRampOptionsResponse>('v1/offramp/options', {}, signal),
    quote: (body: OffRampQuoteRequest, signal?: AbortSignal) =>
      http.post<OffRampQuote>('v1/offramp/quote', body, undefined, signal),
    createOrder: (body: OffRampOrderRequest) => http.post<OffRampOrder>('v1/offramp/orders', body),
    order: (id: string, signal?: AbortSignal) =>
      http.get<OffRampOrder>(`v1/offramp/orders/${encodeURIComponent(id)}`, {}, signal),
  }
}

export type OffRampApi = ReturnType<typeof createOffRampApi>
