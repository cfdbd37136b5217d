import { UnavailableRpcUrlError } from '@airlock/core'
import { HttpRequestError, RpcRequestError, TimeoutError, type Transport, BaseError as ViemError } from 'viem'
import { mapRequest } from './wrap.ts'

function isTransportFailure(error: unknown): boolean {
  return (
    error instanceof HttpRequestError ||
    error instanceof TimeoutError ||
    (error instanceof RpcRequestError && (error as { status?: number }).status !== undefined)
  )
}

/**
 * True when the endpoint did not answer, or answered with an HTTP error status (refused connection, timeout,
 * 5xx, 429…). A JSON-RPC error in a 200 answer (a revert, too low a balance) means the node works: false.
 */
export function isUnavailable(error: unknown): boolean {
  return error instanceof ViemError && Boolean(error.walk(isTransportFailure))
}

function normalised(url: string): string {
  try {
    return new URL(url).toString()
  } catch {
    return url
  }
}

/** The configured url a viem error names (viem normalises urls: a trailing slash may be added). */
function failedUrl(error: ViemError, urls: readonly string[]): string {
  const failure = error.walk(isTransportFailure) as { url?: unknown } | null
  const url = typeof failure?.url === 'string' ? failure.url : undefined
  const configured = urls.find((each) => each === url || normalised(each) === url)
  return configured ?? url ?? urls.at(-1) ?? ''
}

/**
 * The error a read throws once every endpoint has failed: `Unavailable {chain} RPC url at {url}` when no
 * endpoint could serve it, `url` being the last one tried; any other error (a node's JSON-RPC error, an
 * abort) as it is.
 */
export function toUnavailableError(error: unknown, chain: string, urls: readonly string[]): unknown {
  if (!isUnavailable(error)) return error
  return new UnavailableRpcUrlError({ chain, url: failedUrl(error as ViemError, urls), urls, cause: error })
}

/** Makes a transport throw UnavailableRpcUrlError when every endpoint failed. */
export function withUnavailableError(
  transport: Transport,
  chain: string,
  urls: readonly string[],
): Transport {
  return mapRequest(transport, (request) => async (args, options) => {
    try {
      return await request(args, options)
    } catch (error) {
      throw toUnavailableError(error, chain, urls)
    }
  })
}
