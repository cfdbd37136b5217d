/**
 * The HTTP provider: a JSON-RPC 2.0 connection to one http(s) URL, over POST with a JSON body. Its state is
 * `closed` when made, `registering` while `open()` probes the URL with a request of method `test`, then
 * `open`. Any HTTP answer to the probe, a JSON-RPC error included, means the URL is reachable; a network
 * failure leaves the provider closed and rejects. Concurrent `open()` calls share the one probe, `send()`
 * opens first when closed, and `close()` goes back to closed. Only http:// and https:// URLs are accepted.
 */

export type HttpProviderState = 'closed' | 'registering' | 'open'

export interface JsonRpcRequest {
  jsonrpc: '2.0'
  id: number
  method: string
  params?: unknown
}

export interface JsonRpcErrorObject {
  code: number
  message: string
  data?: unknown
}

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: number | string | null; result: unknown }
  | { jsonrpc: '2.0'; id: number | string | null; error: JsonRpcErrorObject }

/** A JSON-RPC error answer (or an answer that is not JSON-RPC), with its code. */
export class RpcError extends Error {
  override name = 'RpcError'
  constructor(
    message: string,
    readonly code: number,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** The URL given is not an http:// or https:// one. */
export class HttpProviderUrlError extends Error {
  override name = 'HttpProviderUrlError'
  constructor(readonly url: string) {
    super(`Provided URL is not compatible with HTTP connection: ${url}`)
  }
}

/** The URL could not be reached (no HTTP answer at all): the provider is closed. */
export class HttpProviderUnavailableError extends Error {
  override name = 'HttpProviderUnavailableError'
  constructor(
    readonly url: string,
    cause: unknown,
  ) {
    super(`Unavailable HTTP provider at ${url}: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    })
  }
}

/** `close()` was called while `open()` was probing. */
export class HttpProviderClosedError extends Error {
  override name = 'HttpProviderClosedError'
  constructor(readonly url: string) {
    super(`The HTTP provider at ${url} was closed while opening`)
  }
}

export const PROBE_METHOD = 'test'

export const isHttpUrl = (url: unknown): url is string => typeof url === 'string' && /^https?:\/\//i.test(url)

export interface HttpProviderOptions {
  fetchFn?: typeof fetch
  /** How an answer that is not JSON-RPC names the endpoint: `${label} answered 503`. */
  label?: string
}

interface HttpProviderEvents {
  open: []
  close: []
  payload: [JsonRpcResponse]
}

type Listener<E extends keyof HttpProviderEvents> = (...args: HttpProviderEvents[E]) => void

const INTERNAL_ERROR = -32603

export class HttpProvider {
  readonly url: string
  #state: HttpProviderState = 'closed'
  #opening: Promise<void> | undefined
  /** Bumped by every open() and close(): a probe that outlived a close() does not open the provider. */
  #generation = 0
  #nextId = 1
  readonly #fetchFn: typeof fetch
  readonly #label: string
  readonly #listeners: { [E in keyof HttpProviderEvents]: Set<Listener<E>> } = {
    open: new Set(),
    close: new Set(),
    payload: new Set(),
  }

  constructor(url: string, options: HttpProviderOptions = {}) {
    if (!isHttpUrl(url)) throw new HttpProviderUrlError(String(url))
    this.url = url
    this.#fetchFn = options.fetchFn ?? ((input, init) => fetch(input, init))
    this.#label = options.label ?? 'The RPC endpoint'
  }

  get state(): HttpProviderState {
    return this.#state
  }

  /** Listens to `open`, `close` or every answer (`payload`); returns the way to stop. */
  on<E extends keyof HttpProviderEvents>(event: E, listener: Listener<E>): () => void {
    const listeners = this.#listeners[event] as Set<Listener<E>>
    listeners.add(listener)
    return () => listeners.delete(listener)
  }

  #emit<E extends keyof HttpProviderEvents>(event: E, ...args: HttpProviderEvents[E]) {
    for (const listener of this.#listeners[event] as Set<Listener<E>>) listener(...args)
  }

  #post(payload: JsonRpcRequest): Promise<Response> {
    const fetchFn = this.#fetchFn
    return fetchFn(this.url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(payload),
      credentials: 'omit',
    })
  }

  #payload(method: string, params: unknown): JsonRpcRequest {
    return { jsonrpc: '2.0', id: this.#nextId++, method, params }
  }

  /** Probes the URL once (shared by concurrent callers); resolves when open. */
  open(): Promise<void> {
    if (this.#state === 'open') return Promise.resolve()
    if (this.#opening) return this.#opening
    const generation = ++this.#generation
    this.#state = 'registering'
    const opening = this.#probe()
      .then(
        () => {
          if (generation !== this.#generation) throw new HttpProviderClosedError(this.url)
          this.#state = 'open'
          this.#emit('open')
        },
        (error: unknown) => {
          if (generation === this.#generation) this.#state = 'closed'
          throw error
        },
      )
      .finally(() => {
        if (this.#opening === opening) this.#opening = undefined
      })
    this.#opening = opening
    return opening
  }

  async #probe(): Promise<void> {
    let response: Response
    try {
      response = await this.#post(this.#payload(PROBE_METHOD, []))
    } catch (error) {
      throw new HttpProviderUnavailableError(this.url, error)
    }
    // Whatever the answer says, the URL answered: drain it so the connection can be reused.
    await response.arrayBuffer().catch(() => undefined)
  }

  /** Back to closed; an open() still probing rejects with HttpProviderClosedError. */
  async close(): Promise<void> {
    this.#generation++
    this.#opening = undefined
    const wasOpen = this.#state === 'open'
    this.#state = 'closed'
    if (wasOpen) this.#emit('close')
  }

  /**
   * Sends one JSON-RPC request (opening first when closed) and resolves with the answer, a JSON-RPC error
   * included. Rejects with RpcError when the answer is not JSON-RPC, and with HttpProviderUnavailableError when
   * nothing answered (the provider is then closed: the next send probes again).
   */
  async send(payload: JsonRpcRequest): Promise<JsonRpcResponse> {
    if (this.#state !== 'open') await this.open()
    let response: Response
    try {
      response = await this.#post(payload)
    } catch (error) {
      if (this.#state === 'open') await this.close()
      throw new HttpProviderUnavailableError(this.url, error)
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      throw new RpcError(`${this.#label} answered ${response.status}`, INTERNAL_ERROR)
    }
    const answer = toResponse(body, payload.id)
    if (!answer || (!response.ok && !('error' in answer)))
      throw new RpcError(`${this.#label} answered ${response.status}`, INTERNAL_ERROR)
    this.#emit('payload', answer)
    return answer
  }

  /** Sends `method` with `params` and returns the result; a JSON-RPC error answer throws RpcError with its code. */
  async request(method: string, params: unknown = []): Promise<unknown> {
    const answer = await this.send(this.#payload(method, params))
    if ('error' in answer) throw new RpcError(answer.error.message, answer.error.code, answer.error.data)
    return answer.result
  }
}

function toResponse(body: unknown, id: number): JsonRpcResponse | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined
  const { error, result } = body as { error?: unknown; result?: unknown }
  const answerId = (body as { id?: unknown }).id
  const responseId = typeof answerId === 'number' || typeof answerId === 'string' ? answerId : id
  if (error !== undefined && error !== null) {
    const { code, message, data } = (typeof error === 'object' ? error : {}) as {
      code?: unknown
      message?: unknown
      data?: unknown
    }
    return {
      jsonrpc: '2.0',
      id: responseId,
      error: {
        code: typeof code === 'number' ? code : INTERNAL_ERROR,
        message: typeof message === 'string' ? message : 'RPC error',
        ...(data === undefined ? {} : { data }),
      },
    }
  }
  return { jsonrpc: '2.0', id: responseId, result: result ?? null }
}
