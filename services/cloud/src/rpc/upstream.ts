/** A failure to get a usable answer from a chain's node, worded for the caller (no upstream URL in it). */
export class UpstreamError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'UpstreamError'
  }
}

/** fetch only says "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND, "bad port"…) is in its cause. */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause
  if (typeof cause?.code === 'string') return cause.code
  if (typeof cause?.message === 'string') return cause.message
  return error instanceof Error ? error.message : String(error)
}

/**
 * POSTs a JSON-RPC payload to a node and returns the parsed JSON answer. The URL never appears in the
 * messages: production node URLs often carry API keys.
 */
export async function postUpstream(
  chainId: string,
  rpcUrl: string,
  payload: unknown,
  timeoutMs: number,
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') {
      throw new UpstreamError(`The ${chainId} RPC node did not answer within ${timeoutMs} ms`, {
        cause: error,
      })
    }
    throw new UpstreamError(`The ${chainId} RPC node is unavailable (${networkReason(error)})`, {
      cause: error,
    })
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    throw new UpstreamError(`The ${chainId} RPC node's answer was cut off (${networkReason(error)})`, {
      cause: error,
    })
  }
  if (!response.ok && !text.trimStart().startsWith('{') && !text.trimStart().startsWith('[')) {
    throw new UpstreamError(`The ${chainId} RPC node answered HTTP ${response.status}`)
  }
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new UpstreamError(`The ${chainId} RPC node answered HTTP ${response.status} with invalid JSON`, {
      cause: error,
    })
  }
}
