import { randomUUID } from 'node:crypto'
import type { Server as HttpServer, IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyBaseLogger } from 'fastify'
import { type WebSocket, WebSocketServer } from 'ws'
import type { Db } from '../db/types.ts'
import { errorMessage } from '../errors.ts'
import { NO_RELAY_LIMITS, type RelayLimits, refuseUpgradeTooMany } from '../http/relayLimits.ts'
import type { ProjectStore } from '../projects/store.ts'
import { audienceOf } from './audience.ts'
import { admit } from './auth.ts'
import { RelayConnection } from './connection.ts'
import { CloseCode, invalidRequest, RelayError, RelayErrorCode } from './errors.ts'
import { parseFrame } from './frame.ts'
import { type Fanout, Hub, localFanout } from './hub.ts'
import { dispatch, type MethodContext } from './methods.ts'
import { RELAY_PATH, type RelayOptions } from './options.ts'
import { RateLimiter } from './rateLimit.ts'
import { startRedisFanout } from './redis.ts'
import { startRedisRelayStore } from './redisStore.ts'
import { type Cursor, createRelayStore, type RelayStore } from './store.ts'

/** Messages per query when pushing a topic's stored messages after a subscribe. */
const FLUSH_PAGE_SIZE = 500
/** How long sockets get to answer the close frame on shutdown before they are cut. */
const CLOSE_GRACE_MS = 1_000
/** Longest close reason a close frame carries (bytes). */
const MAX_CLOSE_REASON = 120

/** Connections pinged per turn of the event loop. */
const PING_SLICE = 250

export interface RelayDeps {
  /** The cloud's HTTP server: the relay answers its upgrades on RELAY_PATH. */
  server: HttpServer
  db: Db
  projects: ProjectStore
  log: FastifyBaseLogger
  options: RelayOptions
  /** Shared limits (http/relayLimits.ts, in Redis across instances): upgrades per IP, publishes per project. */
  limits?: RelayLimits | undefined
  /** Messages stored in Redis and fanned out across cloud instances through it; in `db` alone without it. */
  redisUrl?: string | undefined
  /** The cloud's public API URL (PUBLIC_API_URL): <it>/relay is one of this relay's addresses. */
  publicApiUrl?: string | undefined
}

export interface Relay {
  /** Open client connections on this instance. */
  readonly connections: number
  /** Refuses new sockets, closes open ones with 1001, waits for running requests, leaves Redis. */
  close(): Promise<void>
}

const truncate = (text: string, max: number) =>
  Buffer.byteLength(text) <= max
    ? text
    : `${Buffer.from(text)
        .subarray(0, max - 3)
        .toString()}...`

function refuseUpgrade(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/** The WalletConnect-compatible relay on the cloud's port: WalletConnect v2's relay JSON-RPC (irn_*, wc_proposeSession, wc_approveSession). */
export async function startRelay({
  server,
  db,
  projects,
  limits = NO_RELAY_LIMITS,
  log,
  options,
  redisUrl,
  publicApiUrl,
}: RelayDeps): Promise<Relay> {
  const isAudience = audienceOf({ publicUrls: options.publicUrls, publicApiUrl })
  // With Redis the messages live there (shared by every instance, numbered by one counter); alone, in the
  // database.
  const redisStore = redisUrl
    ? await startRedisRelayStore({ url: redisUrl, origin: randomUUID(), log })
    : undefined
  const store: RelayStore = redisStore ?? createRelayStore(db)
  const hub = new Hub()
  const limiter = new RateLimiter(options.rateLimit)
  const connections = new Set<RelayConnection>()
  /** Refused sockets until their close handshake ends (cut on shutdown). */
  const refused = new Set<WebSocket>()
  const tasks = new Set<Promise<unknown>>()
  let closing = false

  /** Runs background work the shutdown waits for; failures are logged, never thrown. */
  const track = (what: string, work: () => Promise<unknown>) => {
    const task = work()
      .catch((error: unknown) => log.error({ err: errorMessage(error) }, `relay: ${what} failed`))
      .finally(() => tasks.delete(task))
    tasks.add(task)
  }

  let lastPushId = 0
  const nextPushId = () => {
    // Date.now() * 1000 stays a safe integer for centuries; strictly increasing per instance.
    lastPushId = Math.max(lastPushId + 1, Date.now() * 1000)
    return lastPushId
  }

  // Acks arrive one per push: written in one statement per client per tick.
  let pendingAcks = new Map<string, number[]>()
  const writeAcks = () => {
    const batch = pendingAcks
    pendingAcks = new Map()
    for (const [clientId, ids] of batch) track('recording acks', () => store.markDelivered(clientId, ids))
  }
  const onAck = (clientId: string, ids: number[]) => {
    if (pendingAcks.size === 0) setImmediate(writeAcks)
    const list = pendingAcks.get(clientId)
    if (list) list.push(...ids)
    else pendingAcks.set(clientId, [...ids])
  }

  /** Replays the stored backlog, then ends the replay begun for `topics` (their held live pushes follow). */
  const flush = (connection: RelayConnection, topics: readonly string[]) =>
    track('pushing stored messages', async () => {
      try {
        let after: Cursor | undefined
        while (connection.open && !closing) {
          const page = await store.pending(connection.clientId, topics, Date.now(), FLUSH_PAGE_SIZE, after)
          for (const message of page) connection.pushStored(message)
          const last = page.at(-1)
          if (!last || page.length < FLUSH_PAGE_SIZE) break
          after = { publishedAt: last.publishedAt, id: last.id }
        }
      } finally {
        connection.endReplay(topics)
      }
    })

  const resyncAll = () => {
    for (const connection of connections) {
      const topics = [...connection.topics.keys()]
      connection.beginReplay(topics)
      flush(connection, topics)
    }
  }

  let fanout: Fanout
  try {
    fanout = redisUrl
      ? await startRedisFanout({ url: redisUrl, hub, log, onResync: resyncAll, storePublishes: true })
      : localFanout(hub)
  } catch (error) {
    await redisStore?.close()
    throw error
  }
  // Per project, never per client id: a client key costs nothing to make.
  const limitPublish = async (connection: RelayConnection) => {
    const verdict = await limits.publish(connection.projectId)
    if (!verdict.ok) throw new RelayError(RelayErrorCode.RATE_LIMIT, 'Rate limit exceeded')
  }
  const ctx: MethodContext = { store, hub, fanout, options, now: Date.now, flush, limitPublish }

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: options.maxFrameBytes,
    clientTracking: false,
  })

  const onFrame = (connection: RelayConnection, data: unknown) => {
    const text =
      typeof data === 'string'
        ? data
        : Buffer.isBuffer(data)
          ? data.toString('utf8')
          : Array.isArray(data)
            ? Buffer.concat(data as Buffer[]).toString('utf8')
            : Buffer.from(data as ArrayBuffer).toString('utf8')
    const frame = parseFrame(text)
    if (frame.kind === 'response') {
      connection.onResponse(frame.id, frame.acknowledged)
      return
    }
    if (frame.kind === 'invalid') {
      connection.replyError(frame.id, invalidRequest(frame.message).body)
      return
    }
    const tag = (frame.params as { tag?: unknown } | null | undefined)?.tag
    const tagData = typeof tag === 'number' ? { data: tag } : {}
    if (closing) {
      const message = 'The relay is shutting down'
      connection.replyError(frame.id, { code: RelayErrorCode.HANDLER, message, ...tagData })
      return
    }
    if (!connection.bucket.take(limiter.now())) {
      const message = 'Rate limit exceeded'
      connection.replyError(frame.id, { code: RelayErrorCode.RATE_LIMIT, message, ...tagData })
      return
    }
    const run = () =>
      dispatch(connection, frame, ctx, (error) =>
        log.error({ err: errorMessage(error), method: frame.method }, 'relay request failed'),
      )
    const next = connection.queue.then(run)
    connection.queue = next.catch(() => {})
    track('handling a request', () => next)
  }

  const onConnection = (socket: WebSocket, clientId: string, projectId: string) => {
    const connection = new RelayConnection(socket, clientId, projectId, limiter.acquire(clientId), {
      nextPushId,
      onAck,
    })
    connections.add(connection)
    socket.on('message', (data: unknown) => {
      try {
        onFrame(connection, data)
      } catch (error) {
        log.error({ err: errorMessage(error) }, 'relay frame failed')
      }
    })
    socket.on('pong', () => {
      connection.alive = true
    })
    socket.on('error', (error: Error) => log.debug({ err: error.message }, 'relay socket error'))
    socket.on('close', () => {
      connections.delete(connection)
      for (const topic of connection.topics.keys()) hub.unsubscribe(connection, topic)
      limiter.release(clientId)
    })
  }

  const closeWith = (socket: Duplex, request: IncomingMessage, head: Buffer, code: number, reason: string) =>
    wss.handleUpgrade(request, socket, head, (ws) => {
      refused.add(ws)
      ws.on('error', () => {})
      ws.on('close', () => refused.delete(ws))
      ws.close(code, truncate(reason, MAX_CLOSE_REASON))
    })

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    let url: URL
    try {
      url = new URL(request.url ?? '/', 'http://relay.invalid')
    } catch {
      refuseUpgrade(socket, 400, 'Bad Request')
      return
    }
    if (url.pathname.replace(/\/+$/, '') !== RELAY_PATH) {
      refuseUpgrade(socket, 404, 'Not Found')
      return
    }
    if (closing) {
      refuseUpgrade(socket, 503, 'Service Unavailable')
      return
    }
    // The client may vanish while the credentials are checked.
    socket.on('error', () => {})
    track('admitting a client', async () => {
      const verdict = await limits.connect(request)
      if (socket.destroyed) return
      if (!verdict.ok) {
        refuseUpgradeTooMany(socket, verdict.retryAfterSeconds)
        return
      }
      const admission = await admit(request, url, projects, Date.now(), (aud) =>
        isAudience(aud, request.socket.localPort),
      )
      if (socket.destroyed) return
      if (closing) {
        refuseUpgrade(socket, 503, 'Service Unavailable')
        return
      }
      if (!admission.ok) {
        log.info({ code: admission.closeCode, reason: admission.reason }, 'relay client refused')
        closeWith(socket, request, head, admission.closeCode, admission.reason)
        return
      }
      wss.handleUpgrade(request, socket, head, (ws) =>
        onConnection(ws, admission.clientId, admission.projectId),
      )
    })
  }
  server.on('upgrade', onUpgrade)

  const pingOne = (connection: RelayConnection) => {
    if (!connection.alive) {
      connection.socket.terminate()
      return
    }
    connection.alive = false
    try {
      connection.socket.ping()
    } catch {
      // Closing already.
    }
  }
  const pingTimer = setInterval(() => {
    // In slices with the event loop free between them: 10,000 pings in one go hold every delivery for ~100 ms.
    const all = [...connections]
    const slice = (from: number) => {
      for (const connection of all.slice(from, from + PING_SLICE)) pingOne(connection)
      if (from + PING_SLICE < all.length && !closing) setImmediate(slice, from + PING_SLICE)
    }
    slice(0)
    limiter.sweep()
  }, options.pingIntervalMs)
  pingTimer.unref()

  const purge = () =>
    track('purging expired messages', async () => {
      const purged = await store.purge(Date.now())
      if (purged > 0) log.debug({ purged }, 'relay: expired messages purged')
    })
  purge()
  const purgeTimer = setInterval(purge, options.purgeIntervalMs)
  purgeTimer.unref()

  let closed: Promise<void> | undefined
  return {
    get connections() {
      return connections.size
    },
    close() {
      closed ??= (async () => {
        closing = true
        clearInterval(pingTimer)
        clearInterval(purgeTimer)
        for (const socket of refused) socket.terminate()
        const open = [...connections].map(
          ({ socket }) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === socket.CLOSED) return resolve()
              socket.once('close', () => resolve())
              socket.close(CloseCode.GOING_AWAY, 'Relay shutting down')
            }),
        )
        const cut = setTimeout(() => {
          for (const { socket } of connections) socket.terminate()
        }, CLOSE_GRACE_MS)
        await Promise.all(open)
        clearTimeout(cut)
        writeAcks()
        while (tasks.size > 0) await Promise.allSettled([...tasks])
        await fanout.close()
        await redisStore?.close()
        wss.close()
        server.off('upgrade', onUpgrade)
      })()
      return closed
    },
  }
}
