import type { OffRampOrder, OffRampQuote } from '@airlock/protocol/cloud-api'
import { errorMessage } from '../errors.ts'
import { HttpError } from '../http/errors.ts'
import type { OffRampProviderConfig } from './config.ts'
import type { OffRampProvider } from './provider.ts'

/**
 * A real off-ramp provider behind an API that speaks these same calls: the cloud forwards each one with the
 * operator's key (which never reaches a browser), keeps its 4xx answers, and turns anything else into a 502.
 */
export function createUpstreamOfframpProvider(
  config: OffRampProviderConfig,
  timeoutMs: number,
): OffRampProvider {
  const { upstream } = config
  const headers: Record<string, string> = { accept: 'application/json' }
  if (upstream.apiKey) headers[upstream.headerName ?? 'x-api-key'] = upstream.apiKey

  async function call<T>(path: string, body?: unknown): Promise<T | undefined> {
    let response: Response
    try {
      response = await fetch(`${upstream.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new HttpError(
        502,
        `The off-ramp provider ${config.name} could not be reached (${errorMessage(error)})`,
      )
    }
    const answer = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined
    if (response.status === 404 && body === undefined) return undefined
    if (response.status >= 400 && response.status < 500) {
      const message = typeof answer?.error === 'string' ? answer.error : `HTTP ${response.status}`
      throw new HttpError(response.status, `${config.name}: ${message}`)
    }
    if (!response.ok || typeof answer !== 'object' || answer === null) {
      throw new HttpError(502, `The off-ramp provider ${config.name} answered HTTP ${response.status}`)
    }
    return answer as T
  }

  return {
    info: { name: config.name, label: config.label, feePercent: config.feePercent, sandbox: false },
    async quote(_projectId, request) {
      return (await call<OffRampQuote>('/v1/offramp/quote', request)) as OffRampQuote
    },
    async createOrder(_projectId, request) {
      return (await call<OffRampOrder>('/v1/offramp/orders', request)) as OffRampOrder
    },
    order(_projectId, id) {
      return call<OffRampOrder>(`/v1/offramp/orders/${encodeURIComponent(id)}`)
    },
  }
}
