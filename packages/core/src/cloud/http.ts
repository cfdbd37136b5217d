import { SDK_TYPE, SDK_VERSION } from '../version.ts'
import { CloudError, RequestAbortedError } from './errors.ts'

export { CloudError, RequestAbortedError }

export type QueryValue = string | number | boolean | undefined | readonly string[]

export interface CloudClientOptions {
  /** Base URL of the cloud, e.g. http://127.0.0.1:8787. */
  baseUrl: string
  projectId: string
  /** Version reported as `sv`; the React package passes its own. */
  sdkVersion?: string
  fetch?: typeof fetch
  /** Per-request timeout; 10 s by default, after which a call fails rather than holds a view. */
  timeoutMs?: number
}

export const DEFAULT_TIMEOUT_MS = 10_000

/**
 * The one way the kit talks to the cloud: every call carries st (SDK type), sv (SDK version) and projectId,
 * which the cloud needs to serve it, answers are JSON, and failures become a CloudError carrying the
 * service's message.
 */
export function createCloudHttp(options: CloudClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  function url(path: string, query: Record<string, QueryValue> = {}) {
    const target = new URL(
      path.replace(/^\//, ''),
      options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    )
    const params: Record<string, QueryValue> = {
      ...query,
      projectId: options.projectId,
      st: SDK_TYPE,
      sv: options.sdkVersion ?? SDK_VERSION,
    }
    for (const [key, value] of Object.entries(params)) {
      if (value === undefined) continue
      target.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
    return target.toString()
  }

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    {
      query,
      body,
      signal,
    }: { query?: Record<string, QueryValue>; body?: unknown; signal?: AbortSignal } = {},
  ): Promise<T> {
    const timeout = AbortSignal.timeout(timeoutMs)
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
    let response: Response
    try {
      response = await doFetch(url(path, query), {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: combined,
      })
    } catch (error) {
      // The caller's own signal fired: it moved on, which is no failure of the cloud.
      if (combined.aborted && !timeout.aborted) throw new RequestAbortedError({ cause: error })
      throw new CloudError('Network error: the cloud could not be reached', 0, { cause: error })
    }
    const text = await response.text()
    const data = parseJson(text)
    if (!response.ok) {
      const message =
        typeof data === 'object' && data !== null && typeof (data as { error?: unknown }).error === 'string'
          ? (data as { error: string }).error
          : `HTTP ${response.status}`
      throw new CloudError(message, response.status)
    }
    return data as T
  }

  return {
    url,
    get: <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
      request<T>('GET', path, { query, signal }),
    post: <T>(path: string, body: unknown, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
      request<T>('POST', path, { body, query, signal }),
  }
}

export type CloudHttp = ReturnType<typeof createCloudHttp>

function parseJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
