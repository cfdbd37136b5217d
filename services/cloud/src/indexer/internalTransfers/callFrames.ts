import type { InternalTransfer } from './transfer.ts'

/** One frame of geth's callTracer result (geth, reth, erigon, anvil): a call and the calls it made. */
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
