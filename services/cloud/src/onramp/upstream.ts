import type { OnRampOrder, OnRampQuote, OnRampUrlResponse } from '@airlock/protocol/cloud-api'
import { errorMessage } from '../errors.ts'
import { HttpError } from '../http/errors.ts'
import type { RealProviderConfig } from './config.ts'
import type { OnRampProvider } from './provider.ts'

/**
 * A real provider behind an API that speaks these same calls: the cloud forwards each one with the operator's
 * key (which never reaches a browser), keeps its 4xx answers, and turns anything else into a 502.
 */
export function createUpstreamProvider(config: RealProviderConfig, timeoutMs: number): OnRampProvider {
  const { upstream } = config
  const headers: Record<string, string> = { accept: 'application/json' }
  if (upstream.apiKey) headers[upstream.headerName ?? 'x-api-key'] = upstream.apiKey

  async function call<T>(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown },
  ): Promise<T | undefined> {
    let response: Response
    try {
      response = await fetch(`${upstream.url}${path}`, {
        method: init.method,
        headers: init.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new HttpError(
        502,
        `The onramp provider ${config.name} could not be reached (${errorMessage(error)})`,
      )
    }
    const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined
    if (response.status === 404 && init.method === 'GET') return undefined
    if (response.status >= 400 && response.status < 500) {
      const message = typeof body?.error === 'string' ? body.error : `HTTP ${response.status}`
      throw new HttpError(response.status, `${config.name}: ${message}`)
    }
    if (!response.ok || typeof body !== 'object' || body === null) {
      throw new HttpError(502, `The onramp provider ${config.name} answered HTTP ${response.status}`)
    }
    return body as T
  }

  return {
    info: {
      name: config.name,
      label: config.label,
      type: config.type,
      feePercent: config.feePercent,
      sandbox: false,
      ...(config.url ? { url: config.url } : {}),
      ...(config.publicKey ? { publicKey: config.publicKey } : {}),
    },
    async quote(_projectId, request) {
      return (await call<OnRampQuote>('/v1/onramp/quote', { method: 'POST', body: request })) as OnRampQuote
    },
    async createSession(_projectId, request) {
      return (await call<OnRampUrlResponse>('/v1/generators/onrampurl', {
        method: 'POST',
        body: request,
      })) as OnRampUrlResponse
    },
    order(_projectId, id) {
      return call<OnRampOrder>(`/v1/onramp/orders/${encodeURIComponent(id)}`, { method: 'GET' })
    },
  }
}
