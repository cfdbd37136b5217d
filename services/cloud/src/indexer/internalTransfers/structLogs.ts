import type { InternalTransfer } from './transfer.ts'

/** One opcode of the default (struct-log) tracer's answer: the only tracer Hardhat (EDR) has. */
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
