import {
  BaseError,
  type EIP1193RequestFn,
  type Hash,
  type Hex,
  type PublicClient,
  ResponseBodyTooLargeError,
} from 'viem'
import { type CallFrame, internalTransfersFromCallFrames } from './callFrames.ts'
import { mayMoveEther } from './mayMoveEther.ts'
import { internalTransfersFromStructLogs, type StructLog } from './structLogs.ts'
import { cachedTrace, rememberTrace, traceCacheKey } from './traceCache.ts'
import type { InternalTransfer } from './transfer.ts'
import { isUnsupported } from './unsupported.ts'

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

  const trace = (tracer: Exclude<TracerKind, 'none'>, candidate: TraceCandidate) =>
    cachedTrace(traceCacheKey(tracer, candidate), () => traceNow(tracer, candidate))
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
        rememberTrace(traceCacheKey(tracer, candidate), transfers)
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
            rememberTrace(traceCacheKey(tracer, group[0]!), [])
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
