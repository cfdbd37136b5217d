import { randomBytes } from 'node:crypto'
import { parentPort } from 'node:worker_threads'
import { signRelayJwt } from '@airlock/protocol'
import { type RawData, WebSocket } from './ws.ts'

/**
 * The load generator of section 4, run in a worker thread so the clients do not share the event loop (or
 * the core) with the relay under test. The main thread posts jobs ({ id, job }) and gets { id, result } or
 * { id, error } back. Targets: 'relay' (ours: JWT in `auth`, JSON-RPC irn_* frames) or 'anchor' (the plain
 * ws forwarder of anchor.ts, same frames and sizes, nothing checked).
 */

export type Target = 'relay' | 'anchor'

export type Job =
  | {
      type: 'open'
      target: Target
      url: string
      projectId: string
      count: number
      concurrency: number
      /** Date.now() after which no more clients are started (the step then reports them as skipped). */
      deadline: number
    }
  | { type: 'check' }
  | { type: 'closeAll' }
  | {
      type: 'throughput'
      target: Target
      url: string
      projectId: string
      pairs: number
      window: number
      warmUpSeconds: number
      seconds: number
    }

export interface OpenResult {
  opened: number
  failed: number
  /** Not started: the deadline passed. */
  skipped: number
  firstError?: string
  ms: number
}

export interface ThroughputResult {
  delivered: number
  seconds: number
  latenciesMs: number[]
  errors: number
  firstError?: string
  frameBytes: number
}

const OPEN_TIMEOUT_MS = 30_000
/** A type 0 envelope of a 200-byte payload: 1 + 12 (iv) + 200 + 16 (tag) bytes, 308 base64 characters. */
const ENVELOPE_BYTES = 229
/** The first 12 bytes carry the sequence number: 16 base64 characters, so the rest is encoded once. */
const PREFIX_BYTES = 12
const ENVELOPE_TAIL = randomBytes(ENVELOPE_BYTES - PREFIX_BYTES).toString('base64')

function envelopeOf(seq: number): string {
  const prefix = Buffer.alloc(PREFIX_BYTES)
  prefix.writeUIntBE(seq, 0, 6)
  return prefix.toString('base64') + ENVELOPE_TAIL
}

function seqOf(message: string): number {
  return Buffer.from(message.slice(0, 16), 'base64').readUIntBE(0, 6)
}

const randomTopic = () => randomBytes(32).toString('hex')

function socketUrl(target: Target, url: string, projectId: string, query: Record<string, string> = {}) {
  const full = new URL(url)
  if (target === 'relay') {
    const seed = new Uint8Array(randomBytes(32))
    full.searchParams.set('auth', signRelayJwt({ seed, aud: url, iat: Math.floor(Date.now() / 1000) }))
    full.searchParams.set('projectId', projectId)
  }
  for (const [key, value] of Object.entries(query)) full.searchParams.set(key, value)
  return full.toString()
}

/** Opens a socket; resolves once open, rejects on an error, an early close or the timeout. */
function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    const timer = setTimeout(() => {
      socket.terminate()
      reject(new Error(`open timed out after ${OPEN_TIMEOUT_MS} ms`))
    }, OPEN_TIMEOUT_MS)
    socket.once('open', () => {
      clearTimeout(timer)
      resolve(socket)
    })
    socket.once('unexpected-response', (_request, response) => {
      clearTimeout(timer)
      reject(new Error(`HTTP ${response.statusCode} on upgrade`))
    })
    socket.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    socket.once('close', (code, reason) => {
      clearTimeout(timer)
      reject(new Error(`closed before opening: ${code} ${String(reason)}`))
    })
  })
}

let nextId = 1

/** irn_subscribe on the relay; on the anchor the same frame comes straight back. Resolves on the answer. */
function subscribe(socket: WebSocket, topic: string): Promise<void> {
  const id = nextId++
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('message', onMessage)
      reject(new Error(`subscribe timed out after ${OPEN_TIMEOUT_MS} ms`))
    }, OPEN_TIMEOUT_MS)
    const onMessage = (data: RawData) => {
      const frame = JSON.parse(String(data)) as { id?: number; error?: { message: string } }
      if (frame.id !== id) return
      clearTimeout(timer)
      socket.off('message', onMessage)
      if (frame.error) reject(new Error(`subscribe refused: ${frame.error.message}`))
      else resolve()
    }
    socket.on('message', onMessage)
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } }))
  })
}

const held: WebSocket[] = []

async function openMany(job: Extract<Job, { type: 'open' }>): Promise<OpenResult> {
  const start = performance.now()
  let opened = 0
  let failed = 0
  let firstError: string | undefined
  let next = 0
  const one = async () => {
    while (next < job.count && Date.now() < job.deadline) {
      next++
      try {
        const socket = await open(socketUrl(job.target, job.url, job.projectId))
        socket.on('error', () => {})
        held.push(socket)
        await subscribe(socket, randomTopic())
        // Pushes (none expected) are acknowledged like a client would.
        socket.on('message', (data) => {
          const frame = JSON.parse(String(data)) as { id?: number; method?: string }
          if (frame.method === 'irn_subscription')
            socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        })
        opened++
      } catch (error) {
        failed++
        firstError ??= (error as Error).message
      }
    }
  }
  await Promise.all(Array.from({ length: job.concurrency }, one))
  const skipped = job.count - opened - failed
  return { opened, failed, skipped, ...(firstError ? { firstError } : {}), ms: performance.now() - start }
}

async function closeAll(): Promise<void> {
  const sockets = held.splice(0)
  await Promise.all(
    sockets.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve()
          const timer = setTimeout(() => {
            socket.terminate()
            resolve()
          }, 2_000)
          socket.once('close', () => {
            clearTimeout(timer)
            resolve()
          })
          socket.close()
        }),
    ),
  )
}

async function throughput(job: Extract<Job, { type: 'throughput' }>): Promise<ThroughputResult> {
  const sentAt = new Map<number, number>()
  const latenciesMs: number[] = []
  let delivered = 0
  let errors = 0
  let firstError: string | undefined
  let seq = 1
  let running = true
  let measuring = false
  let frameBytes = 0
  const publishers: { socket: WebSocket; topic: string }[] = []

  const publish = (pair: number) => {
    if (!running) return
    const publisher = publishers[pair]!
    const id = seq++
    const frame = JSON.stringify({
      id,
      jsonrpc: '2.0',
      method: 'irn_publish',
      params: { topic: publisher.topic, message: envelopeOf(id), ttl: 300, tag: 1108, prompt: false },
    })
    frameBytes = frame.length
    sentAt.set(id, performance.now())
    publisher.socket.send(frame)
  }

  for (let pair = 0; pair < job.pairs; pair++) {
    const topic = randomTopic()
    const sub = await open(socketUrl(job.target, job.url, job.projectId, { pair: String(pair), role: 'sub' }))
    sub.on('error', () => {})
    held.push(sub)
    if (job.target === 'relay') await subscribe(sub, topic)
    sub.on('message', (data) => {
      const frame = JSON.parse(String(data)) as {
        id: number
        method?: string
        params?: { message?: string; data?: { message: string } }
      }
      const message = job.target === 'relay' ? frame.params?.data?.message : frame.params?.message
      if (message === undefined) return
      sub.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      const id = seqOf(message)
      const at = sentAt.get(id)
      if (at === undefined) return
      sentAt.delete(id)
      if (measuring) {
        delivered++
        latenciesMs.push(performance.now() - at)
      }
      publish(pair)
    })
    const pub = await open(socketUrl(job.target, job.url, job.projectId, { pair: String(pair), role: 'pub' }))
    pub.on('error', () => {})
    held.push(pub)
    // The relay answers each publish; an error frees the slot so the window stays full.
    pub.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { id: number; error?: { message: string } }
      if (!frame.error) return
      errors++
      firstError ??= frame.error.message
      sentAt.delete(frame.id)
      publish(pair)
    })
    publishers.push({ socket: pub, topic })
  }

  for (let pair = 0; pair < job.pairs; pair++) for (let i = 0; i < job.window; i++) publish(pair)
  await new Promise((resolve) => setTimeout(resolve, job.warmUpSeconds * 1000))
  measuring = true
  const start = performance.now()
  await new Promise((resolve) => setTimeout(resolve, job.seconds * 1000))
  measuring = false
  running = false
  const seconds = (performance.now() - start) / 1000
  await new Promise((resolve) => setTimeout(resolve, 500))
  await closeAll()
  return { delivered, seconds, latenciesMs, errors, ...(firstError ? { firstError } : {}), frameBytes }
}

async function run(job: Job): Promise<unknown> {
  switch (job.type) {
    case 'open':
      return openMany(job)
    case 'check':
      return { open: held.filter((socket) => socket.readyState === WebSocket.OPEN).length }
    case 'closeAll':
      await closeAll()
      return {}
    case 'throughput':
      return throughput(job)
  }
}

parentPort?.on('message', ({ id, job }: { id: number; job: Job }) => {
  run(job).then(
    (result) => parentPort?.postMessage({ id, result }),
    (error: unknown) => parentPort?.postMessage({ id, error: (error as Error).stack ?? String(error) }),
  )
})
