import { Worker } from 'node:worker_threads'
import type { Cloud } from '@airlock/cloud'
import { type Anchor, startAnchor } from './anchor.ts'
import type { Job, OpenResult, Target, ThroughputResult } from './relayWorker.ts'
import { printTable, quantile, ratio, sleep } from './util.ts'

/**
 * Section 4: our relay under load on loopback, against a plain `ws` forwarder (anchor.ts) driven by the same
 * clients. The clients run in a worker thread (relayWorker.ts); relay, database and anchor share the main
 * thread, each measured on its own.
 *  - connections: K clients (each its own Ed25519 key and JWT from signRelayJwt, with the projectId) open
 *    and irn_subscribe to one topic each, K stepping up (BENCH_RELAY_STEPS, default 500,1000,2000) until
 *    a step fails or RAMP_BUDGET_SECONDS are spent; each level is held HOLD_SECONDS and then counted,
 *    client side and relay side. The anchor is ramped to the same levels.
 *  - throughput: P publisher/subscriber pairs, each publisher keeping W (default 1) messages in flight
 *    (closed loop: a delivery triggers the next publish), ~10 s; delivered messages/s and
 *    publish-to-delivery latency measured at the subscriber (which acks every push like a real client).
 *    Our relay stores every message until it is acknowledged (PGlite here); the anchor stores nothing.
 */

const STEPS = (process.env.BENCH_RELAY_STEPS ?? '500,1000,2000').split(',').map(Number)
const HOLD_SECONDS = Number(process.env.BENCH_RELAY_HOLD_SECONDS ?? 5)
/** Opening stops once a ramp has run this long (holds included), so the bench stays bounded. */
const RAMP_BUDGET_SECONDS = Number(process.env.BENCH_RELAY_RAMP_SECONDS ?? 60)
const OPEN_CONCURRENCY = 50
const PAIRS = Number(process.env.BENCH_RELAY_PAIRS ?? 50)
const WINDOW = Number(process.env.BENCH_RELAY_WINDOW ?? 1)
const SECONDS = Number(process.env.BENCH_RELAY_SECONDS ?? 10)
const WARM_UP_SECONDS = 1

interface LoadWorker {
  run<T>(job: Job): Promise<T>
  stop(): Promise<void>
}

function startWorker(): LoadWorker {
  // tsx does not hook worker entry files: the worker registers tsx itself, then imports the TypeScript.
  const api = import.meta.resolve('tsx/esm/api')
  const entry = new URL('./relayWorker.ts', import.meta.url).href
  const worker = new Worker(
    `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}) })`,
    { eval: true },
  )
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  let nextId = 1
  worker.on('message', ({ id, result, error }: { id: number; result?: unknown; error?: string }) => {
    const waiter = pending.get(id)
    pending.delete(id)
    if (error !== undefined) waiter?.reject(new Error(error))
    else waiter?.resolve(result)
  })
  worker.on('error', (error) => {
    for (const waiter of pending.values()) waiter.reject(error)
    pending.clear()
  })
  return {
    run<T>(job: Job) {
      const id = nextId++
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
        worker.postMessage({ id, job })
      })
    },
    async stop() {
      await worker.terminate()
    },
  }
}

interface StepRow {
  /** The level this step aimed at. */
  target: number
  /** Clients open after the step (below target when the time budget ran out or clients failed). */
  total: number
  open: OpenResult
  heldClient: number
  heldServer: number | undefined
}

const failedStep = (row: StepRow) => row.open.failed > 0 || row.heldClient < row.total

/**
 * Ramps one target up through `steps`, the clients of a step added to those already open, holding each
 * level HOLD_SECONDS; stops after a step with a failure or once the time budget is spent, and closes them
 * all at the end.
 */
async function ramp(
  worker: LoadWorker,
  target: Target,
  url: string,
  projectId: string,
  steps: readonly number[],
  serverCount: () => number | undefined,
): Promise<StepRow[]> {
  const rows: StepRow[] = []
  const deadline = Date.now() + RAMP_BUDGET_SECONDS * 1000
  let total = 0
  try {
    for (const count of steps) {
      if (count <= total) continue
      const open = await worker.run<OpenResult>({
        type: 'open',
        target,
        url,
        projectId,
        count: count - total,
        concurrency: OPEN_CONCURRENCY,
        deadline,
      })
      if (open.opened === 0 && open.failed === 0) break
      total += open.opened
      await sleep(HOLD_SECONDS * 1000)
      const { open: heldClient } = await worker.run<{ open: number }>({ type: 'check' })
      const row: StepRow = { target: count, total, open, heldClient, heldServer: serverCount() }
      rows.push(row)
      if (failedStep(row) || open.skipped > 0) break
    }
    return rows
  } finally {
    await worker.run({ type: 'closeAll' })
  }
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a')

export async function benchRelay(cloud: Cloud, relayUrl: string, projectId: string): Promise<string[]> {
  const notes: string[] = []
  const worker = startWorker()
  let anchor: Anchor | undefined
  try {
    anchor = await startAnchor()
    const anchorUrl = anchor.url

    // Connections held.
    const ours = await ramp(worker, 'relay', relayUrl, projectId, STEPS, () => cloud.relay.connections)
    const plain = await ramp(
      worker,
      'anchor',
      anchorUrl,
      projectId,
      ours.map((row) => row.total),
      () => undefined,
    )
    const last = ours.at(-1)
    if (last && failedStep(last)) {
      const reason = last.open.firstError ? ` (first error: ${last.open.firstError})` : ''
      notes.push(
        `relay connections: stopped at ${last.target}: ${last.open.failed} failed to open/subscribe, ${last.heldClient} of ${last.total} held${reason}`,
      )
    } else if (last && last.total < (STEPS.at(-1) ?? 0)) {
      notes.push(
        `relay connections: ramp stopped by its ${RAMP_BUDGET_SECONDS} s time budget at ${last.total} of ${STEPS.at(-1)} (BENCH_RELAY_RAMP_SECONDS)`,
      )
    }
    const perConnection = (row: StepRow | undefined) =>
      row ? row.open.ms / Math.max(1, row.open.opened) : Number.NaN
    printTable(
      `4a. Relay connections held on loopback: clients added per step (open + irn_subscribe, ${OPEN_CONCURRENCY} at a time), each level held ${HOLD_SECONDS} s`,
      [
        'K',
        'ours: +open ms',
        'ours held (client/relay)',
        'anchor: +open ms',
        'anchor held',
        'held ratio',
        'open ms/conn ratio',
      ],
      ours.map((row, index) => {
        const anchorRow = plain[index]
        return [
          row.total === row.target ? String(row.total) : `${row.total} of ${row.target}`,
          `+${row.open.opened} in ${fmt(row.open.ms)}`,
          `${row.heldClient}/${row.heldServer ?? '?'}`,
          anchorRow ? `+${anchorRow.open.opened} in ${fmt(anchorRow.open.ms)}` : 'n/a',
          anchorRow ? String(anchorRow.heldClient) : 'n/a',
          anchorRow ? ratio(row.heldClient, anchorRow.heldClient) : 'n/a',
          ratio(perConnection(row), perConnection(anchorRow)),
        ]
      }),
    )
    for (const note of notes) console.log(note)

    // Publish throughput.
    const results: { name: string; result: ThroughputResult }[] = []
    for (const [name, target, url] of [
      ['anchor: plain ws forwarder', 'anchor', anchorUrl],
      ['ours: relay (irn_publish -> irn_subscription)', 'relay', relayUrl],
    ] as const) {
      const result = await worker.run<ThroughputResult>({
        type: 'throughput',
        target,
        url,
        projectId,
        pairs: PAIRS,
        window: WINDOW,
        warmUpSeconds: WARM_UP_SECONDS,
        seconds: SECONDS,
      })
      results.push({ name, result })
    }
    const anchorRate = results[0]!.result.delivered / results[0]!.result.seconds
    const anchorP99 = quantile(results[0]!.result.latenciesMs, 0.99)
    printTable(
      `4b. Relay publish throughput, ${PAIRS} publisher/subscriber pairs, ${WINDOW} in flight each, ${SECONDS} s after ${WARM_UP_SECONDS} s warm-up, ~${results[1]!.result.frameBytes}-byte publish frames (308-character envelope)`,
      ['target', 'delivered msgs/s', 'p50 ms', 'p99 ms', 'errors', 'msgs/s ratio', 'p99 ratio'],
      results.map(({ name, result }) => {
        const rate = result.delivered / result.seconds
        const p99 = quantile(result.latenciesMs, 0.99)
        return [
          name,
          fmt(rate),
          fmt(quantile(result.latenciesMs, 0.5), 2),
          fmt(p99, 2),
          String(result.errors),
          ratio(rate, anchorRate),
          ratio(p99, anchorP99),
        ]
      }),
    )
    for (const { name, result } of results) {
      if (result.firstError) {
        const note = `${name}: first publish error: ${result.firstError}`
        console.log(note)
        notes.push(note)
      }
    }
    return notes
  } finally {
    await worker.stop()
    await anchor?.close()
  }
}
