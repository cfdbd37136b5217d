import { embeddedRpcMethodKind } from '@airlock/protocol/rpc-methods'
import {
  APP_PREFIX,
  type AppEvent,
  type AppEventResults,
  type FrameEvent,
  newRequestId,
  parseFrameMessage,
} from '../shared/messages.ts'
import {
  FrameClosedError,
  FrameLoadError,
  FrameRequestAbortedError,
  FrameRequestTimeoutError,
  UserRejectedRequestError,
} from './errors.ts'
import { createPendingRequests } from './pendingRequests.ts'

/** What the kit's timeout callback is told: the frame did not load, or did not answer a request in time. */
export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'

export interface FrameClientOptions {
  /** The secure site's page, e.g. `http://127.0.0.1:8789/`; only its origin is ever posted to or heard. */
  secureSiteUrl: string
  projectId: string
  /** The dapp's active chain: a number or an `eip155:<id>` network id. */
  chainId: number | string
  /** The kit's version, passed to the frame. */
  version: string
  enableLogger?: boolean
  /** Where the iframe goes; document.body by default. */
  container?: HTMLElement
  /** How long the frame has to load and say READY; 20 000 ms by default. */
  loadTimeoutMs?: number
  /** How long a request waits for the frame's answer; 30 000 ms by default. */
  requestTimeoutMs?: number
  onTimeout?: (reason: FrameTimeoutReason) => void
}

export interface FrameRect {
  top: number
  left: number
  width: number
  height: number
}

export interface FrameRequestOptions {
  /** Overrides the request timeout; 0 waits as long as it takes (an approval waits for the visitor). */
  timeoutMs?: number
}

export interface FrameClient {
  /**
   * Resolves 500 ms after the frame's READY (apps/docs/pages/reference/embedded-wallet.md#timings); rejects
   * with FrameLoadError after loadTimeoutMs.
   */
  readonly ready: Promise<void>
  /** Sends `@airlock-app/<event>` and resolves with its SUCCESS payload, or rejects with a typed error. */
  request<E extends AppEvent>(
    event: E,
    payload?: Record<string, unknown>,
    options?: FrameRequestOptions,
  ): Promise<AppEventResults[E]>
  /** Listens to the frame's unsolicited events; returns the function that stops listening. */
  on(event: FrameEvent, handler: (payload: unknown) => void): () => void
  /** The frame element: hidden until show(). */
  readonly iframe: HTMLIFrameElement
  /** Places the frame visibly over `rect` (viewport pixels), e.g. the modal's ApproveTransaction view. */
  show(rect: FrameRect): void
  hide(): void
  /**
   * Rejects, here and now, the unsafe RPC requests waiting for the visitor (and those not yet sent) with
   * UserRejectedRequestError (EIP-1193 4001); returns how many. The frame is not told: its card stays until
   * reload() drops it.
   */
  rejectRpcRequests(): number
  /**
   * Sends RELOAD: the frame reloads, dropping any approval card, and restores its session from its own storage.
   * Resolves once it is ready again, back on the kit's chain, theme and dapp data; requests made meanwhile wait
   * for it, and those the old page never answered reject with FrameRequestAbortedError ('Request was aborted').
   */
  reload(): Promise<void>
  /** Removes the frame and the listener; pending requests reject with FrameClosedError. */
  destroy(): void
}

const READY_DELAY_MS = 500
const SIGN_OUT_TIMEOUT_MS = 3_000

/** Events whose payload sets state the frame keeps in memory only: sent again after a reload. */
const REPLAYED = ['SYNC_DAPP_DATA', 'SYNC_THEME'] as const

function chainIdOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  const match = typeof value === 'string' ? /^(?:eip155:)?(\d+)$/.exec(value) : null
  return match ? Number(match[1]) : undefined
}

const isUnsafeRpc = (event: AppEvent, payload: Record<string, unknown>) =>
  event === 'RPC_REQUEST' &&
  typeof payload.method === 'string' &&
  embeddedRpcMethodKind(payload.method) === 'unsafe'

function frameUrl(options: FrameClientOptions): URL {
  const url = new URL(options.secureSiteUrl)
  url.searchParams.set('projectId', options.projectId)
  url.searchParams.set('chainId', String(options.chainId))
  url.searchParams.set('version', options.version)
  url.searchParams.set('enableLogger', options.enableLogger ? 'true' : 'false')
  return url
}

function hideStyle(iframe: HTMLIFrameElement) {
  // CSSOM assignments, not a style attribute: a strict style-src on the dapp page allows these.
  Object.assign(iframe.style, {
    position: 'fixed',
    top: '0px',
    left: '0px',
    width: '0px',
    height: '0px',
    border: '0',
    opacity: '0',
    pointerEvents: 'none',
    colorScheme: 'normal',
    zIndex: '-1',
  })
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
}

/**
 * Creates the hidden frame of the secure site and the channel to it. Every message is posted to the secure
 * site's origin only, and only messages from that origin, from this frame's window and of a known shape are
 * read; everything else is dropped without a word.
 *
 * @example
 * ```ts
 * const client = createFrameClient({
 *   secureSiteUrl: 'http://127.0.0.1:8789/',
 *   projectId: 'airlock-demo',
 *   chainId: 'eip155:31337',
 *   version: '0.1.0',
 *   onTimeout: (reason) => showAlert(reason), // 'iframe_load_failed' | 'iframe_request_timeout'
 * })
 * await client.ready
 * const { action } = await client.request('CONNECT_EMAIL', { email: 'ada@example.com' })
 * client.on('APPROVAL_OPEN', () => client.show(approveView.getBoundingClientRect()))
 * client.on('APPROVAL_CLOSED', () => client.hide())
 * ```
 */
export function createFrameClient(options: FrameClientOptions): FrameClient {
  const url = frameUrl(options)
  const origin = url.origin
  const loadTimeoutMs = options.loadTimeoutMs ?? 20_000
  const requestTimeoutMs = options.requestTimeoutMs ?? 30_000
  const pending = createPendingRequests()
  const handlers = new Map<FrameEvent, Set<(payload: unknown) => void>>()
  let closed = false

  const iframe = document.createElement('iframe')
  iframe.title = 'Airlock embedded wallet'
  // The frame needs the page's origin to answer it: the referrer carries it where ancestorOrigins is missing.
  iframe.referrerPolicy = 'origin'
  hideStyle(iframe)

  let markReady: () => void = () => {}
  let failLoad: (error: Error) => void = () => {}
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failLoad = reject
  })
  // Nobody may await `ready` (the kit may only call request()); that must not be an unhandled rejection.
  ready.catch(() => {})
  let readySeen = false
  /** Requests wait on this: the first READY, then the one after each reload. */
  let gate: Promise<void> = ready
  /** How many times the frame was reloaded: each request is tagged with the page it went to. */
  let generation = 0
  /** While a reload runs: where its READY goes. */
  let reloading: { onReady: () => void } | undefined
  /** The frame's chain as the kit last set or heard it; a reloaded frame is put back on it. */
  let chainId = chainIdOf(options.chainId)
  const replayed = new Map<AppEvent, Record<string, unknown>>()
  /** Ends a reload in progress (destroy): requests waiting for it reject. */
  let stopReload: (error: Error) => void = () => {}
  /** Unsafe requests still waiting for the frame to be ready: rejectRpcRequests refuses them too. */
  const queued = new Set<(error: Error) => void>()
  const loadTimer = setTimeout(() => {
    if (readySeen || closed) return
    options.onTimeout?.('iframe_load_failed')
    failLoad(new FrameLoadError({ details: `no READY from ${origin} in ${loadTimeoutMs} ms` }))
  }, loadTimeoutMs)

  function onMessage(event: MessageEvent) {
    if (event.origin !== origin || event.source !== iframe.contentWindow) return
    const message = parseFrameMessage(event.data)
    if (!message) return
    if (message.kind === 'answer') {
      const heard = message.ok ? (message.payload as { chainId?: unknown } | null)?.chainId : undefined
      if (['SWITCH_NETWORK', 'GET_CHAIN_ID', 'GET_USER'].includes(message.event))
        chainId = chainIdOf(heard) ?? chainId
      pending.settle(message.id, message.event, message)
      return
    }
    if (message.event === 'READY' && !readySeen) {
      readySeen = true
      clearTimeout(loadTimer)
      setTimeout(markReady, READY_DELAY_MS)
    } else if (message.event === 'READY' && reloading) {
      reloading.onReady()
      return
    }
    // A reload ends by asking the new page for its user (it tells a page nothing it did not ask for).
    if (message.event === 'SESSION_UPDATE' && reloading) return
    if (message.event === 'SESSION_UPDATE')
      chainId = chainIdOf((message.payload as { chainId?: unknown } | null)?.chainId) ?? chainId
    dispatch(message.event, message.payload)
  }

  function dispatch(event: FrameEvent, payload: unknown) {
    for (const handler of handlers.get(event) ?? []) handler(payload)
  }
  window.addEventListener('message', onMessage)

  iframe.src = url.href
  ;(options.container ?? document.body).appendChild(iframe)

  async function request<E extends AppEvent>(
    event: E,
    payload: Record<string, unknown> = {},
    requestOptions: FrameRequestOptions = {},
  ): Promise<AppEventResults[E]> {
    if (closed) throw new FrameClosedError()
    if (isUnsafeRpc(event, payload)) {
      let refuse: (error: Error) => void = () => {}
      const refused = new Promise<never>((_, reject) => {
        refuse = reject
      })
      queued.add(refuse)
      try {
        await Promise.race([gate, refused])
      } finally {
        queued.delete(refuse)
      }
    } else await gate
    if ((REPLAYED as readonly AppEvent[]).includes(event)) replayed.set(event, payload)
    return send(event, payload, requestOptions)
  }

  /** Posts to the frame's current page, ready or not (request() waits for it first). */
  function send<E extends AppEvent>(
    event: E,
    payload: Record<string, unknown>,
    requestOptions: FrameRequestOptions,
  ): Promise<AppEventResults[E]> {
    const target = iframe.contentWindow
    if (closed || !target) throw new FrameClosedError()
    const id = newRequestId()
    const signOut = event === 'SIGN_OUT'
    const timeoutMs = requestOptions.timeoutMs ?? (signOut ? SIGN_OUT_TIMEOUT_MS : requestTimeoutMs)
    const answer = pending.wait(
      id,
      event,
      timeoutMs,
      () => {
        // Sign-out waits at most 3 s, then the kit goes on signed out: a stuck frame cannot keep a visitor
        // in.
        if (signOut) return { value: {} }
        options.onTimeout?.('iframe_request_timeout')
        return new FrameRequestTimeoutError(event, timeoutMs)
      },
      { method: typeof payload.method === 'string' ? payload.method : undefined, generation },
    )
    target.postMessage({ type: `${APP_PREFIX}${event}`, id, payload }, origin)
    return answer as Promise<AppEventResults[E]>
  }

  async function reload(): Promise<void> {
    if (closed) throw new FrameClosedError()
    await gate
    const page = generation
    let onReady: () => void = () => {}
    const readyAgain = new Promise<void>((resolve) => {
      onReady = resolve
    })
    let open: () => void = () => {}
    let fail: (error: Error) => void = () => {}
    gate = new Promise<void>((resolve, reject) => {
      open = resolve
      fail = reject
    })
    gate.catch(() => {})
    stopReload = fail
    const state = { onReady }
    try {
      // Answered by the current page, which reloads right after; requests made from now on wait for the next.
      await send('RELOAD', {}, {})
    } catch (error) {
      // Not reloaded: the page that answered is still the one requests go to.
      open()
      throw error
    }
    try {
      reloading = state
      generation++
      let timer: ReturnType<typeof setTimeout> | undefined
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          options.onTimeout?.('iframe_load_failed')
          reject(
            new FrameLoadError({ details: `no READY from ${origin} in ${loadTimeoutMs} ms after RELOAD` }),
          )
        }, loadTimeoutMs)
      })
      await Promise.race([readyAgain, late]).finally(() => clearTimeout(timer))
      await new Promise((resolve) => setTimeout(resolve, READY_DELAY_MS))
      // The old page is gone: what it did not answer never will be.
      pending.rejectWhere(
        (r) => (r.generation ?? 0) <= page,
        (r) => new FrameRequestAbortedError(r.event),
      )
      for (const [event, payload] of replayed) await send(event, payload, {})
      if (chainId !== undefined) await send('SWITCH_NETWORK', { chainId }, {})
      // The new page reports its session only once asked: asked here, back on the kit's chain, so the provider
      // sees no chain change; from now on it also hears the session's changes.
      const { isConnected } = await send('IS_CONNECTED', {}, {})
      const session = isConnected ? await send('GET_USER', {}, {}) : null
      reloading = undefined
      dispatch('SESSION_UPDATE', session)
      open()
    } catch (error) {
      reloading = undefined
      fail(error as Error)
      throw error
    }
  }

  return {
    ready,
    request,
    on(event, handler) {
      let set = handlers.get(event)
      if (!set) {
        set = new Set()
        handlers.set(event, set)
      }
      set.add(handler)
      return () => set.delete(handler)
    },
    iframe,
    show(rect) {
      Object.assign(iframe.style, {
        top: `${rect.top}px`,
        left: `${rect.left}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        opacity: '1',
        pointerEvents: 'auto',
        zIndex: '2147483647',
      })
      iframe.removeAttribute('aria-hidden')
      iframe.tabIndex = 0
    },
    hide() {
      hideStyle(iframe)
    },
    rejectRpcRequests() {
      const refusal = () => new UserRejectedRequestError()
      for (const refuse of queued) refuse(refusal())
      const count = queued.size
      queued.clear()
      return (
        count +
        pending.rejectWhere(
          (r) =>
            r.event === 'RPC_REQUEST' &&
            r.method !== undefined &&
            embeddedRpcMethodKind(r.method) === 'unsafe',
          refusal,
        )
      )
    },
    reload,
    destroy() {
      if (closed) return
      closed = true
      clearTimeout(loadTimer)
      window.removeEventListener('message', onMessage)
      pending.closeAll()
      failLoad(new FrameClosedError())
      stopReload(new FrameClosedError())
      iframe.remove()
      handlers.clear()
    },
  }
}
