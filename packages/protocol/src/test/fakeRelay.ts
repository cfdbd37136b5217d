/*
 * TEST DOUBLE: a tiny in-process relay speaking just enough of the relay protocol
 * (apps/docs/pages/protocol.md#the-relay) for the relay client's tests. It is not the real relay
 * (services/cloud) and must never be imported by production code.
 */
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import WebSocket, { WebSocketServer } from 'ws'
import { verifyRelayJwt } from '../auth/jwt.ts'
import type { RelayMessage, WebSocketFactory, WebSocketLike } from '../relay/types.ts'

export interface FakeRelayRequest {
  id: number | string
  jsonrpc: '2.0'
  method: string
  params: Record<string, unknown>
}

export interface FakeRelayConnection {
  /** The URL the client connected with (query included). */
  url: URL
  /** `iss` of the auth JWT, or the verification error message. */
  clientId: string | undefined
  jwtError: string | undefined
  socket: WebSocket
  requests: FakeRelayRequest[]
  /** Ids of irn_subscription pushes the client acknowledged. */
  acks: (number | string)[]
  subscriptions: Set<string>
  closed: boolean
}

/**
 * Returning `undefined` lets the fake handle the request normally; `'ignore'` never answers;
 * otherwise the object is sent as the response (with the request id and jsonrpc added).
 */
export type FakeRelayHandler = (
  request: FakeRelayRequest,
  connection: FakeRelayConnection,
) => { result: unknown } | { error: { code: number; message: string; data?: unknown } } | 'ignore' | undefined

export interface FakeRelayOptions {
  /** Send WebSocket pings at this interval (the real relay pings at least every 30 s). */
  pingIntervalMs?: number
}

export interface FakeRelay {
  /** `ws://127.0.0.1:<port>/relay` */
  readonly url: string
  readonly connections: FakeRelayConnection[]
  /** Refuse new connections at the HTTP upgrade (503) while true. */
  paused: boolean
  /** Accept new connections, then close them at once with this code (3000 = bad credentials). */
  closeNewConnectionsWith: number | undefined
  handler: FakeRelayHandler | undefined
  /** Every request of every connection, in arrival order. */
  requests(method?: string): FakeRelayRequest[]
  /** Push a message to one connection; returns the push id. */
  push(connection: FakeRelayConnection, message: RelayMessage): number
  /** Abruptly drop every open connection (no close frame). */
  dropAll(): void
  /** Close every open connection with a close frame. */
  closeAll(code: number, reason?: string): void
  close(): Promise<void>
}

export async function startFakeRelay(options: FakeRelayOptions = {}): Promise<FakeRelay> {
  const connections: FakeRelayConnection[] = []
  let pushCounter = 0
  const stored = new Map<string, RelayMessage[]>()
  const state = {
    paused: false,
    closeWith: undefined as number | undefined,
    handler: undefined as FakeRelayHandler | undefined,
  }

  const server = new WebSocketServer({
    host: '127.0.0.1',
    port: 0,
    path: '/relay',
    verifyClient: (_info: unknown, callback: (ok: boolean, code?: number) => void) =>
      callback(!state.paused, 503),
  })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const { port } = server.address() as AddressInfo
  const url = `ws://127.0.0.1:${port}/relay`

  const send = (connection: FakeRelayConnection, payload: unknown) => {
    if (connection.socket.readyState === WebSocket.OPEN) connection.socket.send(JSON.stringify(payload))
  }

  const push = (connection: FakeRelayConnection, message: RelayMessage): number => {
    const id = Date.now() * 1000 + (pushCounter++ % 1000)
    send(connection, { id, jsonrpc: '2.0', method: 'irn_subscription', params: { id: 'sub', data: message } })
    return id
  }

  const subscribe = (connection: FakeRelayConnection, topic: string) => {
    connection.subscriptions.add(topic)
    return `sub-${topic.slice(0, 8)}-${connections.indexOf(connection)}`
  }

  const deliverStored = (connection: FakeRelayConnection, topics: string[]) => {
    for (const topic of topics) for (const message of stored.get(topic) ?? []) push(connection, message)
  }

  const publish = (from: FakeRelayConnection, params: Record<string, unknown>, topicKey = 'topic') => {
    const message: RelayMessage = {
      topic: String(params[topicKey]),
      message: String(params.message),
      publishedAt: Date.now(),
      tag: Number(params.tag ?? 0),
    }
    if (typeof params.attestation === 'string') message.attestation = params.attestation
    const list = stored.get(message.topic) ?? []
    list.push(message)
    stored.set(message.topic, list)
    for (const other of connections) {
      if (other !== from && !other.closed && other.subscriptions.has(message.topic)) push(other, message)
    }
  }

  const handle = (connection: FakeRelayConnection, request: FakeRelayRequest): void => {
    const custom = state.handler?.(request, connection)
    if (custom === 'ignore') return
    if (custom) {
      send(connection, { id: request.id, jsonrpc: '2.0', ...custom })
      return
    }
    const { params } = request
    const reply = (result: unknown) => send(connection, { id: request.id, jsonrpc: '2.0', result })
    switch (request.method) {
      case 'irn_publish':
        reply(true)
        publish(connection, params)
        return
      case 'irn_subscribe': {
        const topic = String(params.topic)
        reply(subscribe(connection, topic))
        deliverStored(connection, [topic])
        return
      }
      case 'irn_batchSubscribe': {
        const topics = (params.topics as string[]) ?? []
        reply(topics.map((topic) => subscribe(connection, topic)))
        deliverStored(connection, topics)
        return
      }
      case 'irn_unsubscribe':
        connection.subscriptions.delete(String(params.topic))
        reply(true)
        return
      case 'irn_fetchMessages':
        reply({ messages: stored.get(String(params.topic)) ?? [], hasMore: false })
        return
      case 'wc_proposeSession':
        reply(true)
        publish(
          connection,
          { topic: params.pairingTopic, message: params.sessionProposal, tag: 1100 },
          'topic',
        )
        connection.subscriptions.add(String(params.pairingTopic))
        return
      case 'wc_approveSession':
        reply(true)
        publish(connection, {
          topic: params.pairingTopic,
          message: params.sessionProposalResponse,
          tag: 1101,
        })
        publish(connection, {
          topic: params.sessionTopic,
          message: params.sessionSettlementRequest,
          tag: 1102,
        })
        connection.subscriptions.add(String(params.sessionTopic))
        return
      default:
        send(connection, {
          id: request.id,
          jsonrpc: '2.0',
          error: { code: -32601, message: 'Method not found' },
        })
    }
  }

  server.on('connection', (socket: WebSocket, incoming: IncomingMessage) => {
    const connectionUrl = new URL(incoming.url ?? '/', url)
    let clientId: string | undefined
    let jwtError: string | undefined
    try {
      clientId = verifyRelayJwt(connectionUrl.searchParams.get('auth') ?? '', {
        now: Math.floor(Date.now() / 1000),
        // A test double: clients reach it under any name (localhost, 127.0.0.1), their aud is not its concern.
        isAudience: () => true,
      })
    } catch (error) {
      jwtError = (error as Error).message
    }
    const connection: FakeRelayConnection = {
      url: connectionUrl,
      clientId,
      jwtError,
      socket,
      requests: [],
      acks: [],
      subscriptions: new Set(),
      closed: false,
    }
    connections.push(connection)
    if (state.closeWith !== undefined) {
      socket.close(state.closeWith, 'refused')
      return
    }
    const pinger =
      options.pingIntervalMs === undefined
        ? undefined
        : setInterval(() => socket.readyState === WebSocket.OPEN && socket.ping(), options.pingIntervalMs)
    socket.on('close', () => {
      connection.closed = true
      if (pinger) clearInterval(pinger)
    })
    socket.on('message', (data: WebSocket.RawData) => {
      const payload = JSON.parse(data.toString()) as Record<string, unknown>
      if (typeof payload.method === 'string') {
        const request = payload as unknown as FakeRelayRequest
        connection.requests.push(request)
        handle(connection, request)
      } else if ('result' in payload && (typeof payload.id === 'number' || typeof payload.id === 'string')) {
        connection.acks.push(payload.id)
      }
    })
  })

  return {
    url,
    connections,
    get paused() {
      return state.paused
    },
    set paused(value: boolean) {
      state.paused = value
    },
    get closeNewConnectionsWith() {
      return state.closeWith
    },
    set closeNewConnectionsWith(value: number | undefined) {
      state.closeWith = value
    },
    get handler() {
      return state.handler
    },
    set handler(value: FakeRelayHandler | undefined) {
      state.handler = value
    },
    requests: (method) =>
      connections.flatMap((c) => c.requests).filter((r) => method === undefined || r.method === method),
    push,
    dropAll() {
      for (const connection of connections) if (!connection.closed) connection.socket.terminate()
    },
    closeAll(code, reason = '') {
      for (const connection of connections) if (!connection.closed) connection.socket.close(code, reason)
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const connection of connections) connection.socket.terminate()
        server.close(() => resolve())
      }),
  }
}

/** The `ws` package's client socket as the relay client's factory. */
export const nodeWebSocket: WebSocketFactory = (url) => new WebSocket(url) as unknown as WebSocketLike

/** Polls until `check` returns a truthy value. */
export async function waitFor<T>(check: () => T, timeoutMs = 3_000, label = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${label}`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
