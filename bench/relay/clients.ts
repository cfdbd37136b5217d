import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { signRelayJwt } from '@airlock/protocol'
import WebSocket from 'ws'

/*
 * A worker of `npm run bench:relay`: `pairs` pairs of raw relay clients (JSON-RPC over ws, each with its own
 * Ed25519 client id and JWT, as a dapp and a wallet would be). Each pair shares a topic: side A connects to
 * `urlA`, side B to `urlB` (the same instance, or two). Commands come from the parent over IPC:
 *   connect → every socket opens (ramped) and subscribes; 'connected' with the connect times
 *   run     → each A publishes every `intervalMs` for `seconds`; B times each delivery (same process clock)
 *   stop    → 'result' with the latencies, counts and errors; sockets close
 */

interface Config {
  pairs: number
  urlA: string
  urlB: string
  connectsPerSecond: number
}

interface Command {
  type: 'connect' | 'run' | 'stop'
  seconds?: number
  intervalMs?: number
}

const config = JSON.parse(process.argv[2]!) as Config
/** The demo project of the cloud's default projects file: the relay refuses a client that names none. */
const PROJECT_ID = 'airlock-demo'
const now = () => performance.now()
let nextId = 1
const rpc = (method: string, params: unknown) =>
  JSON.stringify({ id: nextId++, jsonrpc: '2.0', method, params })

interface Side {
  socket?: WebSocket
  url: string
  seed: Uint8Array
}
interface Pair {
  topic: string
  a: Side
  b: Side
}

const pairs: Pair[] = Array.from({ length: config.pairs }, () => ({
  topic: randomBytes(32).toString('hex'),
  a: { url: config.urlA, seed: randomBytes(32) },
  b: { url: config.urlB, seed: randomBytes(32) },
}))

const latencies: number[] = []
const connectTimes: number[] = []
let published = 0
let publishAcked = 0
let received = 0
let errors = 0
const errorSamples = new Set<string>()
const fail = (what: string) => {
  errors++
  if (errorSamples.size < 5) errorSamples.add(what)
}

/** Opens one side, subscribes it to the pair's topic, and resolves once the relay answered the subscribe. */
function open(side: Side, topic: string, receiver: boolean): Promise<void> {
  const iat = Math.floor(Date.now() / 1000)
  const auth = signRelayJwt({ seed: side.seed, aud: side.url, iat })
  const started = now()
  return new Promise((resolve) => {
    const socket = new WebSocket(`${side.url}?auth=${auth}&projectId=${PROJECT_ID}`, {
      perMessageDeflate: false,
    })
    side.socket = socket
    let subscribeId = 0
    socket.on('open', () => {
      subscribeId = nextId
      socket.send(rpc('irn_subscribe', { topic }))
    })
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as {
        id: number
        method?: string
        params?: { data: { message: string } }
        result?: unknown
        error?: { message: string }
      }
      if (frame.method === 'irn_subscription') {
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
        if (!receiver) return
        const sentAt = Number(frame.params!.data.message.split(':')[1])
        latencies.push(now() - sentAt)
        received++
        return
      }
      if (frame.error) fail(frame.error.message)
      if (frame.id === subscribeId) {
        connectTimes.push(now() - started)
        resolve()
      } else if (frame.result === true) publishAcked++
    })
    socket.on('error', (error) => {
      fail(error.message)
      resolve()
    })
    socket.on('close', (code) => {
      if (code !== 1000 && code !== 1005) fail(`closed ${code}`)
    })
  })
}

async function connectAll() {
  // Ramped: a burst of thousands of JWT checks at once is not how clients arrive.
  const perTick = Math.max(1, Math.round(config.connectsPerSecond / 100))
  const opening: Promise<void>[] = []
  for (let i = 0; i < pairs.length; i += perTick) {
    for (const pair of pairs.slice(i, i + perTick)) {
      opening.push(open(pair.a, pair.topic, false), open(pair.b, pair.topic, true))
    }
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  await Promise.all(opening)
}

async function run(seconds: number, intervalMs: number) {
  const end = now() + seconds * 1000
  let sequence = 0
  // Each publisher's first message at a random point of the interval, so the load is even, not in waves.
  await new Promise<void>((resolve) => {
    let running = pairs.length
    for (const pair of pairs) {
      const send = () => {
        if (now() >= end || pair.a.socket?.readyState !== WebSocket.OPEN) {
          if (--running === 0) resolve()
          return
        }
        pair.a.socket.send(
          rpc('irn_publish', {
            topic: pair.topic,
            message: `${sequence++}:${now()}`,
            ttl: 300,
            tag: 1108,
          }),
        )
        published++
        setTimeout(send, intervalMs)
      }
      setTimeout(send, Math.random() * intervalMs)
    }
  })
  // The last deliveries in flight.
  const deadline = now() + 5_000
  while (received < published && now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
}

process.on('message', (command: Command) => {
  void (async () => {
    if (command.type === 'connect') {
      await connectAll()
      process.send!({ type: 'connected', connectTimes, errors })
    } else if (command.type === 'run') {
      await run(command.seconds!, command.intervalMs!)
      process.send!({ type: 'ran' })
    } else {
      for (const pair of pairs) {
        pair.a.socket?.close(1000)
        pair.b.socket?.close(1000)
      }
      process.send!({
        type: 'result',
        latencies,
        published,
        publishAcked,
        received,
        errors,
        errorSamples: [...errorSamples],
      })
      setTimeout(() => process.exit(0), 200)
    }
  })()
})
process.send!({ type: 'ready' })
