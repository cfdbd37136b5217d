import { randomBytes } from 'node:crypto'
import { clientIdFromSeed, signRelayJwt } from '@airlock/protocol'
import WebSocket from 'ws'
import type { ProjectStore } from '../projects/store.ts'

/** A tiny raw relay client for tests: JSON-RPC over `ws`, signed with signRelayJwt. */

const DEFAULT_TIMEOUT_MS = 5_000

export interface RelayFrame {
  id?: string | number | null
  jsonrpc?: string
  method?: string
  params?: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export interface PushedMessage {
  topic: string
  message: string
  publishedAt: number
  tag: number
  attestation?: string
}

export interface RelayPush extends RelayFrame {
  id: number
  method: 'irn_subscription'
  params: { id: string; data: PushedMessage }
}

export interface ConnectRelayOptions {
  /** 32-byte Ed25519 seed; a new one by default. Reuse it to reconnect as the same client. */
  seed?: Uint8Array
  /** Answer every irn_subscription push with `result: true` (default true). */
  autoAck?: boolean
  /** The JWT to send: default a fresh valid one; null sends none. */
  auth?: string | null
  /** Send the JWT as `Authorization: Bearer` instead of the `auth` query parameter. */
  bearer?: boolean
  /** The projectId query parameter: RELAY_TEST_PROJECT by default, null sends none. */
  projectId?: string | null
  /** Extra query parameters (ua, …; a projectId here wins over `projectId`). */
  query?: Record<string, string>
  headers?: Record<string, string>
}

export interface RelayTestClient {
  readonly clientId: string
  readonly seed: Uint8Array
  readonly socket: WebSocket
  /** Every frame received, parsed, in order. */
  readonly frames: RelayFrame[]
  /** irn_subscription pushes received, in order. */
  readonly pushes: RelayPush[]
  /** WebSocket ping frames received from the relay. */
  readonly pings: number
  /** Resolves with the close code and reason once the socket closed. */
  readonly closed: Promise<{ code: number; reason: string }>
  /** Sends a request and resolves with the response carrying the same id (a 19-digit string by default). */
  request(method: string, params?: unknown, id?: string | number): Promise<RelayFrame>
  /** Sends raw text. */
  sendRaw(text: string): void
  /** Resolves with the first frame (already received or future) matching `predicate`. */
  waitFor(predicate: (frame: RelayFrame) => boolean, timeoutMs?: number): Promise<RelayFrame>
  /** Waits until `count` pushes have arrived; returns them all. */
  waitForPushes(count: number, timeoutMs?: number): Promise<RelayPush[]>
  ack(push: RelayPush): void
  close(): Promise<void>
}

/** The project test clients name by default: every relay connection names a known project. */
export const RELAY_TEST_PROJECT = 'relay-test-clients'

/** Creates RELAY_TEST_PROJECT in a test cloud (no allowed origins: Node clients send no Origin). */
export async function createRelayTestProject(cloud: { context: { projects: ProjectStore } }): Promise<void> {
  await cloud.context.projects.create({ id: RELAY_TEST_PROJECT })
}

/** ws://127.0.0.1:<port>/relay of a cloud. */
export function relayUrlOf(cloud: { url: string }): string {
  return `${cloud.url.replace(/^http/, 'ws')}/relay`
}

/** A random 32-byte topic as 64 hex characters. */
export function randomTopic(): string {
  return randomBytes(32).toString('hex')
}

/** A 19-digit JSON-RPC id as the official client sends it (a string). */
export function nineteenDigitId(): string {
  return `${Date.now()}${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`
}

export function newSeed(): Uint8Array {
  return new Uint8Array(randomBytes(32))
}

/** Opens a relay socket; resolves once open (a refused client is then closed: see `closed`). */
export function connectRelay(url: string, options: ConnectRelayOptions = {}): Promise<RelayTestClient> {
  const seed = options.seed ?? newSeed()
  const auth =
    options.auth === undefined
      ? signRelayJwt({ seed, aud: url, iat: Math.floor(Date.now() / 1000) })
      : options.auth
  const target = new URL(url)
  if (auth !== null && !options.bearer) target.searchParams.set('auth', auth)
  const projectId = options.projectId === undefined ? RELAY_TEST_PROJECT : options.projectId
  if (projectId !== null) target.searchParams.set('projectId', projectId)
  for (const [key, value] of Object.entries(options.query ?? {})) target.searchParams.set(key, value)
  const headers = {
    ...options.headers,
    ...(auth !== null && options.bearer ? { authorization: `Bearer ${auth}` } : {}),
  }
  const socket = new WebSocket(target.toString(), { headers })
  const frames: RelayFrame[] = []
  const pushes: RelayPush[] = []
  const waiters = new Set<() => void>()
  let pings = 0
  const autoAck = options.autoAck ?? true

  socket.on('ping', () => {
    pings += 1
  })
  socket.on('message', (data) => {
    let frame: RelayFrame
    try {
      frame = JSON.parse(String(data)) as RelayFrame
    } catch {
      return
    }
    frames.push(frame)
    if (frame.method === 'irn_subscription') {
      const push = frame as RelayPush
      pushes.push(push)
      if (autoAck) client.ack(push)
    }
    for (const wake of [...waiters]) wake()
  })
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: String(reason) })
      for (const wake of [...waiters]) wake()
    })
  })
  socket.on('error', () => {})

  const waitUntil = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const attempt = () => {
        const value = check()
        if (value === undefined) return false
        cleanup()
        resolve(value)
        return true
      }
      const timer = setTimeout(() => {
        cleanup()
        reject(new Error(`Timed out waiting for ${what}; frames: ${JSON.stringify(frames).slice(0, 2000)}`))
      }, timeoutMs)
      const cleanup = () => {
        clearTimeout(timer)
        waiters.delete(wake)
      }
      const wake = () => {
        attempt()
      }
      waiters.add(wake)
      attempt()
    })

  const client: RelayTestClient = {
    clientId: clientIdFromSeed(seed),
    seed,
    socket,
    frames,
    pushes,
    get pings() {
      return pings
    },
    closed,
    request(method, params, id = nineteenDigitId()) {
      const response = client.waitFor(
        (frame) => frame.id === id && frame.method === undefined,
        DEFAULT_TIMEOUT_MS,
      )
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, ...(params === undefined ? {} : { params }) }))
      return response
    },
    sendRaw(text) {
      socket.send(text)
    },
    waitFor(predicate, timeoutMs = DEFAULT_TIMEOUT_MS) {
      return waitUntil(() => frames.find(predicate), timeoutMs, 'a matching frame')
    },
    waitForPushes(count, timeoutMs = DEFAULT_TIMEOUT_MS) {
      return waitUntil(
        () => (pushes.length >= count ? [...pushes] : undefined),
        timeoutMs,
        `${count} pushes (have ${pushes.length})`,
      )
    },
    ack(push) {
      if (socket.readyState === socket.OPEN)
        socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }))
    },
    async close() {
      if (socket.readyState !== socket.CLOSED) {
        socket.close()
        await closed
      }
    },
  }

  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client))
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`Relay answered the upgrade with HTTP ${response.statusCode}`)),
    )
    socket.once('close', (code) => reject(new Error(`Relay socket closed before opening (${code})`)))
  })
}
