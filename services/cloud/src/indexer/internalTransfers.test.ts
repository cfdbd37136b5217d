import { createPublicClient, custom, type Hash, type Hex, numberToHex, pad } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/types.ts'
import { useTestDatabases } from '../test/databases.ts'
import {
  type CallFrame,
  createInternalTransferTracer,
  internalTransferLogIndexes,
  internalTransfersFromCallFrames,
  internalTransfersFromStructLogs,
  mayMoveEther,
  type StructLog,
  type TraceCandidate,
  type TracerKind,
} from './internalTransfers.ts'

const ROOT = `0x${'a'.repeat(40)}`
const USER = `0x${'1'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const C = `0x${'c'.repeat(40)}`
const LIB = `0x${'d'.repeat(40)}`
const NEW = `0x${'e'.repeat(40)}`

/** A stack word as Hardhat writes it: 64 hex digits, no 0x. */
const w = (value: bigint | string) =>
  pad(typeof value === 'bigint' ? numberToHex(value) : (value as Hex), { size: 32 }).slice(2)

/** Struct logs, one opcode at a time; `top` lists the stack's top words, topmost first. */
function trace() {
  const steps: StructLog[] = []
  const api = {
    op(op: string, depth: number, ...top: (bigint | string)[]) {
      steps.push({ op, depth, stack: ['ff', ...top.toReversed().map(w)] })
      return api
    },
    /** CALL / CALLCODE: gas, address, value, …. */
    call(op: 'CALL' | 'CALLCODE', depth: number, to: string, value: bigint) {
      return api.op(op, depth, 100_000n, to, value, 0n, 0n, 0n, 0n)
    },
    /** The caller's next opcode, with the call's result on top. */
    result(depth: number, ok: bigint | string) {
      return api.op('POP', depth, ok)
    },
    steps,
  }
  return api
}

describe('internalTransfersFromStructLogs', () => {
  it('counts value calls of frames that returned, from the account whose code ran', () => {
    const steps = trace()
      // ROOT pays USER (no code: no frame): succeeds.
      .call('CALL', 1, USER, 7n)
      .result(1, 1n)
      // ROOT pays B, which pays C (no frame, succeeds) and then reverts: neither payment happened.
      .call('CALL', 1, B, 5n)
      .op('PUSH1', 2)
      .call('CALL', 2, C, 2n)
      .result(2, 1n)
      .op('REVERT', 2, 0n, 0n)
      .result(1, 0n)
      // A payment refused at once (no balance): no frame, result 0.
      .call('CALL', 1, USER, 10n ** 30n)
      .result(1, 0n)
      // DELEGATECALL runs LIB's code as ROOT: its payment comes from ROOT.
      .op('DELEGATECALL', 1, 100_000n, LIB, 0n, 0n, 0n, 0n)
      .op('PUSH1', 2)
      .call('CALL', 2, C, 3n)
      .result(2, 1n)
      .op('RETURN', 2, 0n, 0n)
      .result(1, 1n)
      // CALLCODE pays ROOT itself; STATICCALL cannot pay.
      .call('CALLCODE', 1, LIB, 4n)
      .result(1, 1n)
      .op('STATICCALL', 1, 100_000n, B, 0n, 0n, 0n, 0n)
      .op('STOP', 2)
      .result(1, 1n)
      .op('STOP', 1).steps
    expect(internalTransfersFromStructLogs(steps, ROOT.toUpperCase().replace('0X', '0x'))).toEqual([
      { from: ROOT, to: USER, value: 7n, logsBefore: 0 },
      { from: ROOT, to: C, value: 3n, logsBefore: 0 },
    ])
  })

  it('names a created contract when it returns, also as the payer in its constructor', () => {
    const steps = trace()
      // CREATE: value, offset, size; the constructor forwards part of its endowment to USER.
      .op('CREATE', 1, 9n, 0n, 10n)
      .op('PUSH1', 2)
      .call('CALL', 2, USER, 4n)
      .result(2, 1n)
      .op('RETURN', 2, 0n, 0n)
      .result(1, NEW)
      // A CREATE2 that failed: result 0, nothing moved.
      .op('CREATE2', 1, 1n, 0n, 10n, 0n)
      .op('REVERT', 2, 0n, 0n)
      .result(1, 0n)
      .op('STOP', 1).steps
    expect(internalTransfersFromStructLogs(steps, ROOT)).toEqual([
      { from: ROOT, to: NEW, value: 9n, logsBefore: 0 },
      { from: NEW, to: USER, value: 4n, logsBefore: 0 },
    ])
  })

  it('places each transfer among the logs that were kept', () => {
    const steps = trace()
      .op('LOG1', 1)
      .call('CALL', 1, B, 1n)
      // B logs and pays, and returns: both kept.
      .op('LOG2', 2)
      .call('CALL', 2, C, 2n)
      .result(2, 1n)
      .op('STOP', 2)
      .result(1, 1n)
      // C logs and reverts: its log is not in the receipt.
      .op('CALL', 1, 100_000n, C, 0n, 0n, 0n, 0n, 0n)
      .op('LOG0', 2)
      .op('REVERT', 2, 0n, 0n)
      .result(1, 0n)
      .op('LOG1', 1)
      .call('CALL', 1, USER, 3n)
      .result(1, 1n)
      .op('STOP', 1).steps
    expect(internalTransfersFromStructLogs(steps, ROOT)).toEqual([
      { from: ROOT, to: B, value: 1n, logsBefore: 1 },
      { from: B, to: C, value: 2n, logsBefore: 2 },
      { from: ROOT, to: USER, value: 3n, logsBefore: 3 },
    ])
  })

  it('reads stack words with or without 0x', () => {
    const steps: StructLog[] = [
      { op: 'CALL', depth: 1, stack: ['0x0', '0x0', '0x0', '0x0', '0x5', `0x${USER.slice(2)}`, '0x100'] },
      { op: 'POP', depth: 1, stack: ['0x1'] },
    ]
    expect(internalTransfersFromStructLogs(steps, ROOT)).toEqual([
      { from: ROOT, to: USER, value: 5n, logsBefore: 0 },
    ])
  })
})

describe('internalTransfersFromCallFrames', () => {
  it("counts value frames below the transaction's own that did not revert, in order among the logs", () => {
    const root: CallFrame = {
      type: 'CALL',
      from: USER,
      to: ROOT,
      value: '0x64',
      calls: [
        { type: 'CALL', from: ROOT, to: USER, value: '0x7' },
        {
          type: 'CALL',
          from: ROOT,
          to: B,
          value: '0x5',
          error: 'execution reverted',
          // Undone with its parent although it returned.
          calls: [{ type: 'CALL', from: B, to: C, value: '0x2' }],
        },
        { type: 'DELEGATECALL', from: ROOT, to: LIB, value: '0x64' },
        { type: 'STATICCALL', from: ROOT, to: B },
        { type: 'CREATE', from: ROOT, to: NEW, value: '0x9', logs: [{ position: '0x0' }] },
        { type: 'SELFDESTRUCT', from: NEW, to: C, value: '0x3' },
        { type: 'CALL', from: ROOT, to: C, value: '0x0' },
      ],
      logs: [{ position: '0x0' }, { position: '0x5' }],
    }
    expect(internalTransfersFromCallFrames(root)).toEqual([
      { from: ROOT, to: USER, value: 7n, logsBefore: 1 },
      { from: ROOT, to: NEW, value: 9n, logsBefore: 1 },
      { from: NEW, to: C, value: 3n, logsBefore: 3 },
    ])
  })
})

describe('mayMoveEther', () => {
  it('finds CALL-like opcodes, skipping push data', () => {
    expect(mayMoveEther('0x')).toBe(false)
    expect(mayMoveEther('0x6000f3')).toBe(false)
    expect(mayMoveEther('0x60f1fa')).toBe(false) // PUSH1 0xf1; STATICCALL
    expect(mayMoveEther(`0x7f${'f1'.repeat(32)}00`)).toBe(false)
    for (const op of ['f0', 'f1', 'f2', 'f4', 'f5', 'ff']) expect(mayMoveEther(`0x6000${op}`)).toBe(true)
    // An EIP-7702 delegation runs its delegate's code.
    expect(mayMoveEther(`0xef0100${'ab'.repeat(20)}`)).toBe(true)
  })
})

describe('internal transfer log indexes', () => {
  const databases = useTestDatabases()
  let db: Db
  beforeAll(async () => {
    db = await databases.open('pglite')
  })
  afterAll(() => db?.close())

  it('are below -1, unique, and sort among the logs where they happened', async () => {
    // Logs 5, 6, 7 in the block; two transfers before log 5, one between 6 and 7, one after 7.
    const internal = internalTransferLogIndexes(
      [{ logsBefore: 0 }, { logsBefore: 0 }, { logsBefore: 2 }, { logsBefore: 3 }],
      5,
    )
    expect(internal.every((index) => index < -1)).toBe(true)
    expect(new Set(internal).size).toBe(4)
    expect(internalTransferLogIndexes([{ logsBefore: 0 }], 0)).toEqual([-2])

    const { transferOrderKeySql } = await import('./internalTransfers.ts')
    const rows = await db.query<{ log_index: number }>(
      `select log_index from jsonb_to_recordset($1::jsonb) as r(log_index integer)
        order by ${transferOrderKeySql('log_index')}`,
      [JSON.stringify([7, ...internal, 6, -1, 5].map((log_index) => ({ log_index })))],
    )
    expect(rows.map((row) => row.log_index)).toEqual([
      -1,
      internal[0],
      internal[1],
      5,
      6,
      internal[2],
      7,
      internal[3],
    ])
  })
})

describe('createInternalTransferTracer', () => {
  const candidate = (n: number, to: string | null, gasUsed = 50_000n): TraceCandidate => ({
    hash: pad(numberToHex(n), { size: 32 }) as Hash,
    blockNumber: 1n,
    blockHash: pad(numberToHex(n + 1000), { size: 32 }) as Hash,
    to,
    input: '0x12345678',
    created: null,
    gasUsed,
  })
  /** A node with the given tracers; B's code can pay, C's cannot. */
  function node(tracers: readonly ('callTracer' | 'structLogs')[]) {
    const traced: string[] = []
    const client = createPublicClient({
      transport: custom(
        {
          async request({ method, params: args }: { method: string; params?: unknown }) {
            const params = args as unknown[]
            if (method === 'eth_getCode') return params[0] === B ? '0x6000f1' : '0x6000fa'
            if (method !== 'debug_traceTransaction') throw { code: -32601, message: 'Method not found' }
            const config = params[1] as { tracer?: string }
            const tracer = config.tracer ? 'callTracer' : 'structLogs'
            if (!tracers.includes(tracer)) {
              throw config.tracer
                ? { code: -32602, message: 'Hardhat currently only supports the default tracer' }
                : { code: -32004, message: 'Method debug_traceTransaction is not supported' }
            }
            traced.push(`${tracer} ${params[0]}`)
            if (tracer === 'callTracer') {
              return {
                type: 'CALL',
                from: USER,
                to: B,
                calls: [{ type: 'CALL', from: B, to: USER, value: '0x1' }],
              }
            }
            return { structLogs: trace().call('CALL', 1, USER, 1n).result(1, 1n).steps }
          },
        },
        { retryCount: 0 },
      ),
    })
    return { client, traced }
  }

  it.each([
    [['callTracer', 'structLogs'], 'callTracer'],
    [['structLogs'], 'structLogs'],
    [[], 'none'],
  ] as const)('with %j uses %s, found out once, and traces only code that can pay', async (tracers, kind) => {
    const { client, traced } = node(tracers)
    const kinds: TracerKind[] = []
    const tracer = createInternalTransferTracer(client, { onKind: (found) => kinds.push(found) })
    const first = await tracer.read([candidate(1, B), candidate(2, C), candidate(3, B, 30_000n)])
    const second = await tracer.read([candidate(4, B)])
    expect(kinds).toEqual([kind])
    expect(tracer.kind).toBe(kind)
    const paid = [{ from: B, to: USER, value: 1n, logsBefore: 0 }]
    if (kind === 'none') {
      expect([...first.keys(), ...second.keys()]).toEqual([])
      return
    }
    // Found out on the cheapest candidate; C's code has no CALL.
    const hash = (n: number) => candidate(n, null).hash
    expect(traced).toEqual([`${kind} ${hash(3)}`, `${kind} ${hash(1)}`, `${kind} ${hash(4)}`])
    expect(first).toEqual(
      new Map([
        [hash(3), paid],
        [hash(1), paid],
      ]),
    )
    expect(second).toEqual(new Map([[hash(4), paid]]))
  })

  it('leaves out struct logs of transactions too big to trace', async () => {
    const { client, traced } = node(['structLogs'])
    const skipped: string[] = []
    const tracer = createInternalTransferTracer(client, { onSkip: (hash) => skipped.push(hash) })
    const big = candidate(12, B, 5_000_000n)
    await tracer.read([candidate(11, B), big])
    expect(skipped).toEqual([big.hash])
    expect(traced).toHaveLength(1)
  })

  it('traces a block once for every follower of the process', async () => {
    const { client, traced } = node(['structLogs'])
    const [one, other] = [createInternalTransferTracer(client), createInternalTransferTracer(client)]
    // Each finds out on its own what the node can do.
    await one.read([candidate(21, B)])
    await other.read([candidate(20, B)])
    expect(traced).toHaveLength(2)
    const candidates = [candidate(21, B), candidate(22, B)]
    const [first, second] = await Promise.all([one.read(candidates), other.read(candidates)])
    expect(first.size).toBe(2)
    expect(second).toEqual(first)
    expect(traced).toHaveLength(3)
    // The same transaction in another block (the chain changed) is traced again.
    await one.read([{ ...candidate(21, B), blockHash: candidate(99, B).blockHash }])
    expect(traced).toHaveLength(4)
  })
})
