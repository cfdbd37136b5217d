import { createPublicClient, custom, type Hash, numberToHex, pad } from 'viem'
import { describe, expect, it } from 'vitest'
import type { StructLog } from './structLogs.ts'
import { createInternalTransferTracer, type TraceCandidate, type TracerKind } from './tracer.ts'

const USER = `0x${'1'.repeat(40)}`
const B = `0x${'b'.repeat(40)}`
const C = `0x${'c'.repeat(40)}`

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
            // The called contract pays USER 1 wei (stack: gas, address, value, …, top last); the call returns 1.
            const steps: StructLog[] = [
              { op: 'CALL', depth: 1, stack: ['0x0', '0x0', '0x0', '0x0', '0x1', USER, '0x186a0'] },
              { op: 'POP', depth: 1, stack: ['0x1'] },
            ]
            return { structLogs: steps }
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
