import { z } from 'zod'
import { HttpError } from '../http/errors.ts'
import { formatZodError } from '../validation.ts'
import type { ConvertBackend, TokenRef } from './backend.ts'
import type { UpstreamSwapConfig } from './config.ts'
import {
  allowanceResponseSchema,
  approveResponseSchema,
  buildTransactionResponseSchema,
  gasPriceResponseSchema,
  quotesResponseSchema,
  tokensResponseSchema,
} from './shapes.ts'

const DEFAULT_KEY_HEADER = 'x-api-key'
const errorBodySchema = z.object({ error: z.string().min(1).max(500) })

const caip = (ref: TokenRef) => `${ref.chainId}:${ref.address}`

/**
 * The convert calls forwarded to an aggregator that speaks the same API. The cloud adds the operator's key
 * (so it never reaches a browser) and checks every answer against the API's shapes: the kit is never handed
 * something it cannot read. The dapp's project id is not forwarded: upstream, the operator's key is the caller.
 *
 * An upstream 4xx with an `{ error }` body is the caller's mistake and keeps its status and message; a
 * refused key, an upstream failure, a timeout or an answer of the wrong shape is the cloud's problem: 502.
 */
export function createUpstreamBackend(config: UpstreamSwapConfig, timeoutMs: number): ConvertBackend {
  const host = new URL(config.url).host
  const headers: Record<string, string> = { accept: 'application/json' }
  if (config.apiKey) headers[(config.headerName ?? DEFAULT_KEY_HEADER).toLowerCase()] = config.apiKey

  async function call<T>(
    path: string,
    schema: z.ZodType<T>,
    request: { query: Record<string, string | undefined> } | { body: unknown },
  ): Promise<T> {
    const failed = (reason: string) => new HttpError(502, `The swap aggregator (${host}) ${reason}`)
    let url = `${config.url}/v1/convert/${path}`
    const init: RequestInit = { headers, signal: AbortSignal.timeout(timeoutMs) }
    if ('query' in request) {
      const query = Object.entries(request.query).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      )
      url += `?${new URLSearchParams(query)}`
    } else {
      init.method = 'POST'
      init.headers = { ...headers, 'content-type': 'application/json' }
      init.body = JSON.stringify(request.body)
    }
    let response: Response
    let text: string
    try {
      response = await fetch(url, init)
      text = await response.text()
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
      throw failed(timedOut ? `did not answer within ${timeoutMs} ms` : 'could not be reached')
    }
    if (response.status === 401 || response.status === 403) {
      throw failed(
        `refused the cloud's key (HTTP ${response.status}): check the chain's swap.upstream.apiKey`,
      )
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw failed(`answered ${path} with HTTP ${response.status} and no JSON`)
    }
    if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 404 &&
      response.status !== 429
    ) {
      const body = errorBodySchema.safeParse(json)
      if (body.success) throw new HttpError(response.status, body.data.error)
    }
    if (!response.ok) throw failed(`failed on ${path} (HTTP ${response.status})`)
    const parsed = schema.safeParse(json)
    if (!parsed.success)
      throw failed(`answered ${path} in an unexpected shape: ${formatZodError(parsed.error)}`)
    return parsed.data
  }

  return {
    tokens: (chainId) => call('tokens', tokensResponseSchema, { query: { chainId } }),
    quotes: ({ from, to, amount, user, gasPrice }) =>
      call('quotes', quotesResponseSchema, {
        query: {
          amount: amount.toString(),
          userAddress: `${from.chainId}:${user}`,
          from: caip(from),
          to: caip(to),
          gasPrice,
        },
      }),
    allowance: (token, user) =>
      call('allowance', allowanceResponseSchema, {
        query: { tokenAddress: caip(token), userAddress: `${token.chainId}:${user}` },
      }),
    gasPrice: (chainId) => call('gas-price', gasPriceResponseSchema, { query: { chainId } }),
    buildApprove: ({ from, to, user, amount }) =>
      call('build-approve', approveResponseSchema, {
        query: {
          userAddress: `${from.chainId}:${user}`,
          from: caip(from),
          to: caip(to),
          amount: amount?.toString(),
        },
      }),
    buildTransaction: ({ from, to, amount, user, slippage, disableEstimate }) =>
      call('build-transaction', buildTransactionResponseSchema, {
        body: {
          userAddress: `${from.chainId}:${user}`,
          amount: amount.toString(),
          from: caip(from),
          to: caip(to),
          eip155: { slippage: slippage.text },
          disableEstimate,
        },
      }),
  }
}
