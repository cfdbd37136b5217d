import {
  APP_PREFIX,
  type AppEvent,
  type AppEventResults,
  type FrameEvent,
  newRequestId,
  parseFrameMessage,
} from '../shared/messages.ts'
import { FrameClosedError, FrameLoadError, FrameRequestTimeoutError } from './errors.ts'
import { createPendingRequests } from './pendingRequests.ts'

/** Spec section 8: what the kit's timeout callback is told. */
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
  /** Spec section 9: 20 000 ms. */
  loadTimeoutMs?: number
  /** Spec section 9: 30 000 ms. */
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
  /** Resolves 500 ms after the frame's READY (spec section 9); rejects with FrameLoadError after loadTimeoutMs. */
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
  /** Removes the frame and the listener; pending requests reject with FrameClosedError. */
  destroy(): void
}

const READY_DELAY_MS = 500
const SIGN_OUT_TIMEOUT_MS = 3_000

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
      pending.settle(message.id, message.event, message)
      return
    }
    if (message.event === 'READY' && !readySeen) {
      readySeen = true
      clearTimeout(loadTimer)
      setTimeout(markReady, READY_DELAY_MS)
    }
    for (const handler of handlers.get(message.event) ?? []) handler(message.payload)
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
    await ready
    const target = iframe.contentWindow
    if (closed || !target) throw new FrameClosedError()
    const id = newRequestId()
    const signOut = event === 'SIGN_OUT'
    const timeoutMs = requestOptions.timeoutMs ?? (signOut ? SIGN_OUT_TIMEOUT_MS : requestTimeoutMs)
    const answer = pending.wait(id, event, timeoutMs, () => {
      // Spec section 9: sign-out waits at most 3 s, then the kit goes on signed out.
      if (signOut) return { value: {} }
      options.onTimeout?.('iframe_request_timeout')
      return new FrameRequestTimeoutError(event, timeoutMs)
    })
    target.postMessage({ type: `${APP_PREFIX}${event}`, id, payload }, origin)
    return answer as Promise<AppEventResults[E]>
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
    destroy() {
      if (closed) return
      closed = true
      clearTimeout(loadTimer)
      window.removeEventListener('message', onMessage)
      pending.closeAll()
      failLoad(new FrameClosedError())
      iframe.remove()
      handlers.clear()
    },
  }
}
