import {
  BaseError,
  type EIP1193RequestFn,
  type Hash,
  type Hex,
  type PublicClient,
  ResponseBodyTooLargeError,
} from 'viem'

/**
 * Ether a contract sent during a transaction (an "internal transaction": a CALL with value, a CREATE with an
 * endowment, a SELFDESTRUCT where the node reports it), in a frame that did not revert.
 */
export interface InternalTransfer {
  /** Lower case. */
  from: string
  to: string
  value: bigint
  /** How many of the transaction's receipt logs were emitted before it: its place among the logs. */
  logsBefore: number
}

/**
 * How the node reveals internal transfers, best first. 'callTracer': geth's call tracer (geth, reth, erigon,
 * anvil), a few kB per transaction. 'structLogs': the default opcode tracer, the only one Hardhat (EDR) has:
 * every executed opcode with its stack, about 1 kB per opcode (a swap: 5,600 opcodes, 6 MB, 0.4 s). 'none':
 * no debug_traceTransaction at all (most public RPCs); internal transfers are then not indexed.
 */
export type TracerKind = 'callTracer' | 'structLogs' | 'none'

/** A successful transaction that called or created a contract, and so might have moved ether internally. */
export interface TraceCandidate {
  hash: Hash
  blockNumber: bigint
  blockHash: Hash
  /** Null for a contract creation. */
  to: string | null
  input: Hex
  /** The contract a creation made. */
  created: string | null
  gasUsed: bigint
}

export interface InternalTransferTracer {
  /** Known once the first candidate was traced. */
  readonly kind: TracerKind | undefined
  /** The internal transfers of these transactions, by hash; a transaction without any has no entry. */
  read(candidates: readonly TraceCandidate[]): Promise<Map<Hash, InternalTransfer[]>>
}

export interface InternalTransferTracerOptions {
  /** Called once, when the first trace shows what the node supports. */
  onKind?(kind: TracerKind): void
  /** Called for a transaction too big to trace; its internal transfers are not indexed. */
  onSkip?(hash: Hash, reason: string): void
}

/**
 * Struct logs grow with the opcodes run, about 1.2 kB each (a swap: 118k gas, 5,600 opcodes, 6.4 MB, 0.4 s;
 * adding liquidity with a new pool: 1.5M gas, mostly the pool's code, 8,500 opcodes, 10 MB, 1 s). Above this
 * much gas a trace could take the node many seconds and hundreds of MB, so such a transaction is not traced
 * rather than stall the indexer; an answer above STRUCT_LOG_MAX_BYTES is given up too.
 */
export const STRUCT_LOG_MAX_GAS = 2_000_000n
/** The largest answer the indexer's client accepts (viem's default, 10 MB, is below two swaps). */
export const STRUCT_LOG_MAX_BYTES = 96 * 1024 * 1024
/**
 * Traces go out in batched HTTP requests of at most this much gas used (a bigger transaction alone), so one
 * answer of struct logs stays near 10 MB; call traces are small.
 */
const GAS_PER_REQUEST: Record<Exclude<TracerKind, 'none'>, bigint> = {
  structLogs: 150_000n,
  callTracer: 10_000_000n,
}
const MAX_TRACES_PER_REQUEST = 16

/**
 * Traces already read, by tracer, block hash and transaction: a block's hash fixes what ran in it, so its
 * traces never change. Shared by the process's followers: two chain ids on one node trace it once, and a
 * chain read again from block 0 (after a devnet snapshot was reverted) does not trace the blocks it kept.
 */
const traceCache = new Map<string, Promise<InternalTransfer[]>>()
const TRACE_CACHE_SIZE = 10_000

function cachedTrace(key: string, load: () => Promise<InternalTransfer[]>) {
  let traced = traceCache.get(key)
  if (!traced) {
    traced = load()
    traceCache.set(key, traced)
    // Only answers are kept: a failure is asked again with the batch.
    traced.catch(() => traceCache.delete(key))
    if (traceCache.size > TRACE_CACHE_SIZE) traceCache.delete(traceCache.keys().next().value!)
  }
  return traced
}

// ---- Which code can move ether ----

/** CREATE, CALL, CALLCODE, DELEGATECALL (runs code that may CALL), CREATE2, SELFDESTRUCT. STATICCALL cannot. */
const VALUE_OPCODES = new Set([0xf0, 0xf1, 0xf2, 0xf4, 0xf5, 0xff])

/**
 * Whether EVM code holds an opcode that can move ether. Code without one cannot send ether however it is
 * called: an ERC-20's transfer or approve needs no trace. Push data is skipped; the metadata trailer is read as
 * code, which can only err towards tracing. 0xef… (an EIP-7702 delegation, EOF) is traced to be safe.
 */
export function mayMoveEther(code: Hex): boolean {
  if (code.startsWith('0xef')) return true
  for (let i = 2; i < code.length; i += 2) {
    const op = Number.parseInt(code.slice(i, i + 2), 16)
    if (VALUE_OPCODES.has(op)) return true
    // PUSH1..PUSH32: skip the pushed bytes.
    if (op >= 0x60 && op <= 0x7f) i += (op - 0x5f) * 2
  }
  return false
}

// ---- geth's callTracer ----

export interface CallFrame {
  type: string
  from: string
  to?: string
  /** Hex wei; absent on STATICCALL and DELEGATECALL. */
  value?: string
  /** Set when the frame reverted: nothing in it happened. */
  error?: string
  calls?: CallFrame[]
  /** With tracerConfig.withLog: position = how many of the frame's calls came before the log. */
  logs?: { position?: string | number }[]
}

const VALUE_FRAMES = new Set(['CALL', 'CREATE', 'CREATE2', 'SELFDESTRUCT'])

/** The internal transfers in a callTracer result (the root frame is the transaction itself: skipped). */
export function internalTransfersFromCallFrames(root: CallFrame): InternalTransfer[] {
  const transfers: InternalTransfer[] = []
  let logs = 0
  const visit = (frame: CallFrame, depth: number) => {
    // A reverted frame undid its value and everything below it (whose own frames show no error).
    if (frame.error) return
    const value = frame.value ? BigInt(frame.value) : 0n
    if (depth > 0 && value > 0n && frame.to && VALUE_FRAMES.has(frame.type.toUpperCase())) {
      transfers.push({
        from: frame.from.toLowerCase(),
        to: frame.to.toLowerCase(),
        value,
        logsBefore: logs,
      })
    }
    const calls = frame.calls ?? []
    const frameLogs = frame.logs ?? []
    let next = 0
    for (let call = 0; call <= calls.length; call++) {
      while (next < frameLogs.length && Number(frameLogs[next]!.position ?? calls.length) <= call) {
        logs += 1
        next += 1
      }
      if (call < calls.length) visit(calls[call]!, depth + 1)
    }
  }
  visit(root, 0)
  return transfers
}

// ---- The default struct-log tracer ----

export interface StructLog {
  op: string
  /** 1 for the transaction's own frame. */
  depth: number
  /** Bottom first: the top of the stack is the last word. Hex, with or without 0x. */
  stack?: string[]
}

/** A frame's account, filled in later for a CREATE (its address is only known when it returns). */
interface Place {
  address?: string
}

type FrameEvent = { kind: 'log' } | { kind: 'transfer'; from: Place; to: Place; value: bigint }

interface Call {
  op: string
  /** The account whose code runs and whose balance the frame spends: the caller's for DELEGATECALL, CALLCODE. */
  callee: Place
  caller: Place
  value: bigint
}

interface Frame {
  place: Place
  /** What happened in the frame and the frames it called that returned, in order. */
  events: FrameEvent[]
  /** How the frame was entered; undefined for the transaction's own. */
  call?: Call
}

const CREATE_OPS = new Set(['CREATE', 'CREATE2'])
const CALL_OPS = new Set(['CALL', 'CALLCODE', 'DELEGATECALL', 'STATICCALL'])

const word = (value: string) => BigInt(value.startsWith('0x') ? value : `0x${value}`)
const addressOf = (value: string) =>
  `0x${(value.startsWith('0x') ? value.slice(2) : value).padStart(40, '0').slice(-40).toLowerCase()}`

/**
 * The internal transfers in a default-tracer trace of a successful transaction sent to (or creating) `root`.
 * Replays the frames: a CALL at depth d opens a frame at depth d + 1 (none for an account without code or a
 * precompile), and the caller's next opcode finds the call's result on top of its stack: 0 when the callee
 * reverted, else 1 (the new address for CREATE). A transfer counts once its frame returned and every frame
 * around it did too. SELFDESTRUCT is not counted: the balance it sends is not in the trace.
 */
export function internalTransfersFromStructLogs(
  steps: readonly StructLog[],
  root: string,
): InternalTransfer[] {
  const frames: Frame[] = [{ place: { address: root.toLowerCase() }, events: [] }]
  let pending: Call | undefined

  const settle = (parent: Frame, call: Call, resultWord: string | undefined, events: FrameEvent[]) => {
    if (resultWord === undefined || word(resultWord) === 0n) return
    if (CREATE_OPS.has(call.op)) call.callee.address = addressOf(resultWord)
    // CALLCODE pays the caller itself.
    if (call.value > 0n && call.op !== 'CALLCODE') {
      parent.events.push({ kind: 'transfer', from: call.caller, to: call.callee, value: call.value })
    }
    for (const event of events) parent.events.push(event)
  }

  for (const step of steps) {
    if (pending) {
      const call = pending
      pending = undefined
      if (step.depth > frames.length) {
        frames.push({ place: call.callee, events: [], call })
      } else {
        // No frame: an account without code, a precompile, or a call refused before it started.
        settle(frames.at(-1)!, call, step.stack?.at(-1), [])
      }
    }
    while (step.depth < frames.length) {
      const child = frames.pop()!
      settle(frames.at(-1)!, child.call!, step.stack?.at(-1), child.events)
    }
    const frame = frames.at(-1)!
    if (step.op.startsWith('LOG')) {
      frame.events.push({ kind: 'log' })
      continue
    }
    const isCall = CALL_OPS.has(step.op)
    if (!isCall && !CREATE_OPS.has(step.op)) continue
    const stack = step.stack
    if (!stack) throw new Error('The node traced without the stack: internal transfers cannot be read')
    const top = (position: number) => stack[stack.length - 1 - position] ?? '0'
    if (isCall) {
      // CALL, CALLCODE: gas, address, value, …; DELEGATECALL, STATICCALL: gas, address, … (no value).
      const hasValue = step.op === 'CALL' || step.op === 'CALLCODE'
      const callee =
        step.op === 'CALL' || step.op === 'STATICCALL' ? { address: addressOf(top(1)) } : frame.place
      pending = { op: step.op, caller: frame.place, callee, value: hasValue ? word(top(2)) : 0n }
    } else {
      // CREATE, CREATE2: value, offset, size(, salt).
      pending = { op: step.op, caller: frame.place, callee: {}, value: word(top(0)) }
    }
  }

  const transfers: InternalTransfer[] = []
  let logs = 0
  for (const event of frames[0]!.events) {
    if (event.kind === 'log') logs += 1
    else if (event.from.address && event.to.address) {
      transfers.push({ from: event.from.address, to: event.to.address, value: event.value, logsBefore: logs })
    }
  }
  return transfers
}

// ---- Reading them from the node ----

/**
 * Whether a node's error says it lacks the method or the tracer, rather than failing this once (down, a
 * timeout, a transaction it cannot find after a reorganisation: retried with the batch).
 */
function isUnsupported(error: unknown) {
  if (!(error instanceof BaseError)) return false
  const rpc = error.walk((cause) => typeof (cause as { code?: unknown }).code === 'number') as unknown as {
    code: number
    details?: string
  } | null
  if (!rpc) return false
  // The node's own message (viem's message adds the request, which names the method).
  const message = rpc.details ?? ''
  // Method not found; method not supported (Hardhat).
  if (rpc.code === -32601 || rpc.code === -32004) return true
  // Invalid params about the tracer: Hardhat's "only supports the default tracer".
  if (rpc.code === -32602) return /tracer/i.test(message)
  // Providers that answer with other codes: "debug_traceTransaction is not available on the Free tier".
  return /(method|debug_trace\w*)\b.*\b(not (supported|available|allowed|enabled|found)|does not exist)/i.test(
    message,
  )
}

/** Groups of candidates to trace in one batched HTTP request each. */
function requestGroups(candidates: readonly TraceCandidate[], gasPerRequest: bigint) {
  const groups: TraceCandidate[][] = []
  let gas = 0n
  for (const candidate of candidates) {
    const group = groups.at(-1)
    if (!group || group.length >= MAX_TRACES_PER_REQUEST || gas + candidate.gasUsed > gasPerRequest) {
      groups.push([candidate])
      gas = candidate.gasUsed
    } else {
      group.push(candidate)
      gas += candidate.gasUsed
    }
  }
  return groups
}

/**
 * Reads internal transfers with the best tracer the node has (TracerKind), found out on the first transaction
 * worth tracing: only successful transactions whose called code (or init code) holds an opcode that can move
 * ether are traced, in batched requests like the receipts.
 */
export function createInternalTransferTracer(
  client: PublicClient,
  options: InternalTransferTracerOptions = {},
): InternalTransferTracer {
  const request = client.request as EIP1193RequestFn
  let kind: TracerKind | undefined

  const cacheKey = (tracer: TracerKind, candidate: TraceCandidate) =>
    `${tracer} ${candidate.blockHash} ${candidate.hash}`
  const trace = (tracer: Exclude<TracerKind, 'none'>, candidate: TraceCandidate) =>
    cachedTrace(cacheKey(tracer, candidate), () => traceNow(tracer, candidate))
  const traceNow = async (tracer: Exclude<TracerKind, 'none'>, candidate: TraceCandidate) => {
    if (tracer === 'callTracer') {
      const frame = (await request({
        method: 'debug_traceTransaction',
        params: [candidate.hash, { tracer: 'callTracer', tracerConfig: { withLog: true } }],
      })) as CallFrame
      return internalTransfersFromCallFrames(frame)
    }
    const result = (await request({
      method: 'debug_traceTransaction',
      params: [candidate.hash, { disableStorage: true, disableMemory: true }],
    })) as { structLogs: StructLog[] }
    return internalTransfersFromStructLogs(result.structLogs, (candidate.to ?? candidate.created)!)
  }

  /** Traces the first candidate with each tracer in turn until the node accepts one (asking this node). */
  const detect = async (candidate: TraceCandidate) => {
    for (const tracer of ['callTracer', 'structLogs'] as const) {
      try {
        const transfers = await traceNow(tracer, candidate)
        traceCache.set(cacheKey(tracer, candidate), Promise.resolve(transfers))
        return { tracer, transfers }
      } catch (error) {
        // Anything else (the node is down, a timeout) is retried with the whole batch.
        if (!isUnsupported(error)) throw error
      }
    }
    return { tracer: 'none' as const, transfers: [] }
  }

  /** The candidates whose code can move ether: one eth_getCode per contract and block, batched. */
  const worthTracing = async (candidates: readonly TraceCandidate[]) => {
    const codes = new Map<string, Promise<Hex | undefined>>()
    const codeOf = (candidate: TraceCandidate) => {
      const key = `${candidate.to}@${candidate.blockNumber}`
      let code = codes.get(key)
      if (!code) {
        code = client.getCode({ address: candidate.to as Hex, blockNumber: candidate.blockNumber })
        codes.set(key, code)
      }
      return code
    }
    const worth = await Promise.all(
      candidates.map(async (candidate) => {
        // A creation runs its init code, the transaction's input.
        if (candidate.to === null) return candidate.created !== null && mayMoveEther(candidate.input)
        const code = await codeOf(candidate)
        return code !== undefined && mayMoveEther(code)
      }),
    )
    return candidates.filter((_, index) => worth[index])
  }

  return {
    get kind() {
      return kind
    },
    async read(candidates) {
      const found = new Map<Hash, InternalTransfer[]>()
      if (kind === 'none' || candidates.length === 0) return found
      let todo = await worthTracing(candidates)
      if (kind === undefined && todo.length > 0) {
        // Found out on the cheapest trace.
        const first = todo.reduce((least, candidate) =>
          candidate.gasUsed < least.gasUsed ? candidate : least,
        )
        const detected = await detect(first)
        kind = detected.tracer
        options.onKind?.(kind)
        if (detected.transfers.length > 0) found.set(first.hash, detected.transfers)
        todo = todo.filter((candidate) => candidate !== first)
      }
      const tracer = kind
      if (tracer === undefined || tracer === 'none') return found
      if (tracer === 'structLogs') {
        todo = todo.filter((candidate) => {
          if (candidate.gasUsed <= STRUCT_LOG_MAX_GAS) return true
          options.onSkip?.(candidate.hash, `${candidate.gasUsed} gas used`)
          return false
        })
      }
      /** Traces a group in one request; when the answer is too big, each alone, giving up the too big. */
      const traceGroup = async (group: readonly TraceCandidate[]): Promise<InternalTransfer[][]> => {
        try {
          return await Promise.all(group.map((candidate) => trace(tracer, candidate)))
        } catch (error) {
          if (
            !(error instanceof BaseError && error.walk((cause) => cause instanceof ResponseBodyTooLargeError))
          )
            throw error
          if (group.length === 1) {
            options.onSkip?.(group[0]!.hash, `trace above ${STRUCT_LOG_MAX_BYTES} bytes`)
            // Not asked again.
            traceCache.set(cacheKey(tracer, group[0]!), Promise.resolve([]))
            return [[]]
          }
          const alone: InternalTransfer[][] = []
          for (const candidate of group) alone.push(...(await traceGroup([candidate])))
          return alone
        }
      }
      for (const group of requestGroups(todo, GAS_PER_REQUEST[tracer])) {
        const traced = await traceGroup(group)
        for (const [index, transfers] of traced.entries()) {
          if (transfers.length > 0) found.set(group[index]!.hash, transfers)
        }
      }
      return found
    },
  }
}

// ---- Storing them ----

/**
 * Internal transfers are stored in `transfers` with log_index below -1, which no log has, encoding where they
 * happened among the transaction's logs: -2 - n, with n = (log_index of the next log) * ORDER_SLOTS + k for
 * the k-th transfer before that log. The trace is deterministic, so a re-index writes the same keys (and
 * `on conflict do nothing` keeps one copy); transferOrderKeySql sorts them into execution order.
 */
const ORDER_SLOTS = 32_768
/** The largest next-log index n can hold within an integer (log indexes count per block). */
const MAX_NEXT_LOG = 65_534
const MAX_N = 2 ** 31 - 3

/**
 * log_index values for one transaction's internal transfers, in order. `firstLogIndex`: the log_index of the
 * transaction's first log (any number when it has none).
 */
export function internalTransferLogIndexes(
  transfers: readonly Pick<InternalTransfer, 'logsBefore'>[],
  firstLogIndex: number,
): number[] {
  const indexes: number[] = []
  let n = -1
  for (const transfer of transfers) {
    const nextLog = Math.min(firstLogIndex + transfer.logsBefore, MAX_NEXT_LOG)
    n = Math.max(n + 1, nextLog * ORDER_SLOTS)
    // Unreachable within any block gas limit: 65,535 logs or 32,768 value calls in one place.
    if (n > MAX_N) break
    indexes.push(-2 - n)
  }
  return indexes
}

/**
 * An SQL expression sorting a transaction's transfers in execution order: its native value (-1), then logs
 * and internal transfers as they happened.
 */
export const transferOrderKeySql = (logIndex: string) =>
  `(case when ${logIndex} >= -1 then ${logIndex}::bigint * ${ORDER_SLOTS} + ${ORDER_SLOTS - 1} else -2 - ${logIndex}::bigint end)`
