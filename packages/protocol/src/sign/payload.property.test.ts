/**
 * Property tests: the payload classifier and the tolerant error parser take anything a peer can send
 * (and more) without throwing.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseJson, stringifyJson } from '../json.ts'
import { ProtocolError, parseJsonRpcErrorTolerant, UNKNOWN_ERROR_CODE } from './errors.ts'
import { parsePayload } from './payload.ts'

const RUNS = { numRuns: 500 }

const HOSTILE = fc.anything({
  withBoxedValues: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withBigInt: true,
  withDate: true,
  withTypedArray: true,
  withSparseArray: true,
  withObjectString: true,
})

/** Keys that trip code reading `obj.key` or calling inherited methods. */
const TRICKY_KEY = fc.constantFrom('__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty')

const id = fc.oneof(
  fc.maxSafeInteger(),
  fc.constantFrom(0, -1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 2, '1', null, 10n),
)

/** Things shaped like JSON-RPC messages, some valid, most a little wrong. */
const rpcLike = fc.record(
  {
    id,
    jsonrpc: fc.oneof(fc.constant('2.0'), HOSTILE),
    method: fc.oneof(fc.constantFrom('wc_sessionRequest', '', 'toString'), HOSTILE),
    params: HOSTILE,
    result: HOSTILE,
    error: HOSTILE,
  },
  { requiredKeys: [] },
)

/** The same after a trip through the wire codec (what the engine really sees). */
const overTheWire = fc.oneof(rpcLike, HOSTILE).map((value) => {
  try {
    return parseJson(stringifyJson(value))
  } catch {
    return value
  }
})

/** Objects whose properties throw when read. */
const throwingGetters = fc
  .constantFrom('id', 'method', 'error', 'result', 'code', 'message', 'data')
  .map((key) =>
    Object.defineProperty({ id: 1, code: 1, message: 'm' }, key, {
      get() {
        throw new Error(`no ${key}`)
      },
      enumerable: true,
    }),
  )

describe('parsePayload', () => {
  it('classifies anything or returns undefined, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(rpcLike, overTheWire, HOSTILE), (value) => {
        const parsed = parsePayload(value)
        if (parsed === undefined) return
        const record = value as Record<string, unknown>
        expect(Number.isSafeInteger(parsed.id)).toBe(true)
        expect(parsed.id).toBe(record.id)
        if (parsed.kind === 'request') {
          expect(typeof parsed.method).toBe('string')
          expect(parsed.params).toBe(record.params)
        } else if (parsed.kind === 'error') {
          expect('error' in record).toBe(true)
          expect(typeof record.method).not.toBe('string')
        } else {
          expect('result' in record).toBe(true)
          expect('error' in record).toBe(false)
        }
      }),
      RUNS,
    )
  })

  it('objects whose properties throw when read give undefined', () => {
    fc.assert(
      fc.property(throwingGetters, (value) => {
        const parsed = parsePayload(value)
        if (parsed) expect(parsed.id).toBe(1)
      }),
      { numRuns: 50 },
    )
  })

  it('non-objects and objects without a safe integer id give undefined', () => {
    fc.assert(
      fc.property(HOSTILE, (value) => {
        const hasSafeId =
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Number.isSafeInteger((value as { id?: unknown }).id)
        if (!hasSafeId) expect(parsePayload(value)).toBeUndefined()
      }),
      RUNS,
    )
  })
})

describe('parseJsonRpcErrorTolerant', () => {
  const check = (value: unknown) => {
    const parsed = parseJsonRpcErrorTolerant(value)
    expect(typeof parsed.code).toBe('number')
    expect(Number.isFinite(parsed.code)).toBe(true)
    expect(typeof parsed.message).toBe('string')
    expect(parsed.message.trim().length).toBeGreaterThan(0)
    return parsed
  }

  it('always gives a finite numeric code and a non-blank message, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          HOSTILE,
          overTheWire,
          throwingGetters,
          fc.record({ code: HOSTILE, message: HOSTILE, data: HOSTILE }, { requiredKeys: [] }),
          fc.dictionary(TRICKY_KEY, HOSTILE),
        ),
        (value) => void check(value),
      ),
      RUNS,
    )
  })

  it('keeps a usable code and message as they are', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.string().filter((message) => message.trim().length > 0),
        (code, message) => {
          expect(check({ code, message })).toEqual({ code, message })
          expect(check(new ProtocolError({ code, message }))).toEqual({ code, message })
        },
      ),
      { numRuns: 200 },
    )
  })

  it('an error without a code gets the unknown-error code', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant({}), fc.record({ message: fc.string() })), (value) => {
        expect(check(value).code).toBe(UNKNOWN_ERROR_CODE)
      }),
      { numRuns: 50 },
    )
  })
})
