import type { Emitter } from '../events.ts'
import { toError } from './frames.ts'
import type { TryEnded, UrlRotation } from './rotation.ts'
import type { RelayEvents, WebSocketFactory, WebSocketLike } from './types.ts'

/*
 * The relay socket's life: opening it, noticing it is gone (close event, connect timeout, missed heartbeat),
 * opening the next one after the rotation's wait, and stopping for good on close() or when the relay refuses
 * the credentials. What travels on the socket is the caller's business, through the `on*` hooks.
 */

/** The close code of a relay that refused the credentials: the same ones would be refused again. */
const FATAL_CLOSE_CODE = 3000
const OPEN = 1
const CLOSED = 3
/** How long close() waits for the socket's close event before it abandons the socket. */
const CLOSE_TIMEOUT_MS = 2_000

/** What the `ws` package adds to the browser API; used only when present. */
interface NodeSocketExtras {
  on(event: 'ping', listener: () => void): unknown
  terminate?(): void
}

const hasPing = (socket: WebSocketLike): socket is WebSocketLike & NodeSocketExtras =>
  typeof (socket as Partial<NodeSocketExtras>).on === 'function'

const clearTimer = (timer: ReturnType<typeof setTimeout> | undefined) => {
  if (timer !== undefined) clearTimeout(timer)
}

/** Unhooks a socket the client is done with, so nothing it reports later reaches the client. */
function detach(target: WebSocketLike): void {
  target.onopen = null
  target.onmessage = null
  target.onclose = null
  // A no-op rather than null: the `ws` package throws an 'error' event that has no listener, and an
  // abandoned socket may still report one (terminate() while connecting does).
  target.onerror = () => {}
}

const globalWebSocket: WebSocketFactory = (socketUrl) => {
  const Ctor = (globalThis as { WebSocket?: new (url: string) => WebSocketLike }).WebSocket
  if (!Ctor) throw new Error('No WebSocket implementation: pass the `webSocket` option')
  return new Ctor(socketUrl)
}

type State = 'idle' | 'running' | 'closed' | 'fatal'

export interface RelayConnectionOptions {
  /** Which relay URL to open next, and after how long. */
  rotation: UrlRotation
  /** The URL a socket opens for the relay URL `aud` (credentials in the query). */
  socketUrl: (aud: string) => string
  /** Defaults to `globalThis.WebSocket`. */
  webSocket?: WebSocketFactory
  now: () => number
  /** Silence (no ping, no frame) after which a socket that shows pings is dropped. */
  heartbeatMs: number
  /** How long a socket may take to open before it is dropped. */
  connectTimeoutMs: number
  /** Receives `connect`, `disconnect`, `error` and `fatal`. */
  events: Emitter<RelayEvents>
  /** A socket opened; `send` writes on it (and throws once it is closing). */
  onOpen: (send: (frame: string) => void) => void
  /** A frame arrived on the open socket; `send` answers on that socket. */
  onFrame: (data: unknown, send: (frame: string) => void) => void
  /** The socket is gone; another is opened unless the connection stopped. */
  onLost: () => void
  /** The connection stopped for good (close(), or refused credentials): `error` is why. */
  onStop: (error: Error) => void
}

export interface RelayConnection {
  /** The relay URL in use, or the one to be tried next. */
  readonly url: string
  readonly connected: boolean
  /** Started and not stopped: a socket is open, opening, or about to be reopened. */
  readonly running: boolean
  /** Why the connection stopped (closed, or refused by the relay); undefined while it can be used. */
  readonly stopped: Error | undefined
  /** Opens the first socket if nothing was started yet. */
  ensureStarted(): void
  /** Resolves once a socket is open (starting again after close()); rejects when the connection stops. */
  connect(): Promise<void>
  /** Stops reconnecting and closes the socket; resolves once it closed. */
  close(): Promise<void>
}

/**
 * @example
 * const connection = createRelayConnection({ rotation, socketUrl, now: Date.now, heartbeatMs: 35_000,
 *   connectTimeoutMs: 15_000, events, onOpen, onFrame, onLost, onStop })
 * await connection.connect()
 */
export function createRelayConnection(options: RelayConnectionOptions): RelayConnection {
  const { rotation, now, heartbeatMs, connectTimeoutMs, events } = options
  const factory = options.webSocket ?? globalWebSocket
  let connectWaiters: { resolve: () => void; reject: (error: Error) => void }[] = []
  let state: State = 'idle'
  let socket: WebSocketLike | undefined
  let socketOpen = false
  let openedAt = 0
  let stopError: Error | undefined
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined
  let connectTimer: ReturnType<typeof setTimeout> | undefined
  let heartbeatTimer: ReturnType<typeof setTimeout> | undefined

  function start(): void {
    state = 'running'
    stopError = undefined
    rotation.restart()
    openSocket()
  }

  function stop(next: 'closed' | 'fatal', error: Error): void {
    state = next
    stopError = error
    clearTimer(reconnectTimer)
    reconnectTimer = undefined
    options.onStop(error)
    const waiters = connectWaiters
    connectWaiters = []
    for (const waiter of waiters) waiter.reject(error)
  }

  function scheduleReconnect(ended: TryEnded): void {
    if (state !== 'running' || reconnectTimer !== undefined) return
    const delay = rotation.next(ended)
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined
      openSocket()
    }, delay)
  }

  function openSocket(): void {
    if (state !== 'running' || socket) return
    let created: WebSocketLike
    try {
      created = factory(options.socketUrl(rotation.url))
    } catch (error) {
      events.emit('error', toError(error, 'Could not open the relay WebSocket'))
      scheduleReconnect({})
      return
    }
    socket = created
    socketOpen = false
    connectTimer = setTimeout(() => {
      if (socket === created && !socketOpen) dropSocket(created, 1006, 'connect timeout')
    }, connectTimeoutMs)
    const send = (frame: string) => created.send(frame)
    created.onopen = () => onOpen(created, send)
    created.onmessage = (event) => {
      if (socket !== created) return
      armHeartbeat(created)
      options.onFrame(event.data, send)
    }
    created.onclose = (event) => onClose(created, event.code, event.reason)
    created.onerror = (event) => {
      if (socket === created) events.emit('error', toError(event, 'Relay WebSocket error'))
    }
  }

  /** Sockets of the `ws` package see the relay's pings: one that stops hearing anything is dead. */
  function armHeartbeat(target: WebSocketLike): void {
    if (!hasPing(target)) return
    clearTimer(heartbeatTimer)
    heartbeatTimer = setTimeout(() => {
      if (socket === target) dropSocket(target, 1006, 'heartbeat timeout')
    }, heartbeatMs)
  }

  /** Abandons a socket without waiting for its close event, then reacts as if it had closed. */
  function dropSocket(target: WebSocketLike, code: number, reason: string): void {
    detach(target)
    try {
      const terminate = (target as Partial<NodeSocketExtras>).terminate
      if (typeof terminate === 'function') terminate.call(target)
      else target.close()
    } catch {
      // Already closing.
    }
    onClose(target, code, reason)
  }

  function onOpen(target: WebSocketLike, send: (frame: string) => void): void {
    if (socket !== target || state !== 'running') return
    clearTimer(connectTimer)
    socketOpen = true
    openedAt = now()
    if (hasPing(target)) {
      target.on('ping', () => {
        if (socket === target) armHeartbeat(target)
      })
      armHeartbeat(target)
    }
    options.onOpen(send)
    const waiters = connectWaiters
    connectWaiters = []
    for (const waiter of waiters) waiter.resolve()
    events.emit('connect', undefined)
  }

  function onClose(target: WebSocketLike, code: number, reason: string): void {
    if (socket !== target) return
    detach(target)
    socket = undefined
    clearTimer(connectTimer)
    clearTimer(heartbeatTimer)
    const wasOpen = socketOpen
    socketOpen = false
    options.onLost()
    if (wasOpen) events.emit('disconnect', { code, reason })
    if (code === FATAL_CLOSE_CODE && (state === 'running' || state === 'idle')) {
      const error = new Error(`Relay refused the connection: ${reason || 'unauthorized'} (3000)`)
      stop('fatal', error)
      events.emit('fatal', error)
      return
    }
    scheduleReconnect(wasOpen ? { openMs: now() - openedAt, code } : { code })
  }

  /** Closes `target` politely; after CLOSE_TIMEOUT_MS without its close event, abandons it. */
  function closeSocket(target: WebSocketLike, wasOpen: boolean): Promise<void> {
    return new Promise<void>((resolve) => {
      let fallback: ReturnType<typeof setTimeout> | undefined
      const done = (code: number, reason: string) => {
        clearTimer(fallback)
        detach(target)
        if (wasOpen) events.emit('disconnect', { code, reason })
        resolve()
      }
      detach(target)
      target.onclose = (event) => done(event.code, event.reason)
      if (target.readyState === CLOSED) {
        done(1000, 'client closed')
        return
      }
      fallback = setTimeout(() => {
        try {
          ;(target as Partial<NodeSocketExtras>).terminate?.call(target)
        } catch {
          // It is being abandoned either way.
        }
        done(1006, 'close timeout')
      }, CLOSE_TIMEOUT_MS)
      try {
        target.close(1000, 'client closed')
      } catch {
        done(1000, 'client closed')
      }
    })
  }

  return {
    get url() {
      return rotation.url
    },
    get connected() {
      return socketOpen && socket?.readyState === OPEN
    },
    get running() {
      return state === 'running'
    },
    get stopped() {
      return state === 'closed' || state === 'fatal'
        ? (stopError ?? new Error('Relay client closed'))
        : undefined
    },

    ensureStarted() {
      if (state === 'idle') start()
    },

    connect() {
      if (socketOpen && state === 'running') return Promise.resolve()
      return new Promise<void>((resolve, reject) => {
        connectWaiters.push({ resolve, reject })
        if (state !== 'running') start()
      })
    },

    async close() {
      if (state === 'closed') return
      stop('closed', new Error('Relay client closed'))
      clearTimer(connectTimer)
      clearTimer(heartbeatTimer)
      const target = socket
      const wasOpen = socketOpen
      socket = undefined
      socketOpen = false
      if (target) await closeSocket(target, wasOpen)
    },
  }
}
