import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { methodsForChain } from '../namespaces/queries.ts'
import { RecentlyDeleted } from '../recentlyDeleted.ts'
import { NOW_MS, SESSION_TOPIC, sessionRecord, validSessionNamespaces } from '../validation.fixtures.ts'
import {
  isValidRequestExpiry,
  isValidResponse,
  SESSION_REQUEST_EXPIRY_BOUNDARIES,
  validateRequest,
  validateRespond,
  validateSessionRequest,
} from './requests.ts'
import { contexts, expectError, requestParams, SESSION } from './validators.fixtures.ts'

describe('validateRequest / validateSessionRequest', () => {
  const { session } = contexts()

  it('chainId among the session chains, method granted for it', () => {
    expect(validateRequest(requestParams(), session)).toBe(SESSION)
    expectError(
      () => validateRequest({ ...requestParams(), chainId: 'eip155:10' }, session),
      5,
      'Missing or invalid. request() chainId: eip155:10',
    )
    expectError(
      () => validateRequest({ ...requestParams(), chainId: undefined }, session),
      5,
      'Missing or invalid. request() chainId: undefined',
    )
    expectError(
      () => validateRequest({ ...requestParams(), request: { method: '' } }, session),
      5,
      'Missing or invalid. request() {"method":""}',
    )
    expectError(
      () => validateRequest({ ...requestParams(), request: undefined }, session),
      5,
      'Missing or invalid. request() undefined',
    )
    expectError(
      () =>
        validateRequest(
          { ...requestParams(), request: { method: 'eth_sendTransaction', params: [] } },
          session,
        ),
      5,
      'Missing or invalid. request() method: eth_sendTransaction',
    )
  })

  it('custom expiry within 300..604800 seconds', () => {
    for (const expiry of [300, 604_800, 900, 0, undefined]) {
      expect(validateRequest({ ...requestParams(), expiry }, session)).toBe(SESSION)
    }
    for (const expiry of [299, 604_801, '900', -1]) {
      expectError(
        () => validateRequest({ ...requestParams(), expiry }, session),
        5,
        `Missing or invalid. request() expiry: ${expiry}. Expiry must be a number (in seconds) between 300 and 604800`,
      )
    }
  })

  it('isValidRequestExpiry agrees with the official one', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 0, max: 700_000 }), fc.double(), fc.anything()), (expiry) => {
        expect(isValidRequestExpiry(expiry)).toBe(
          official.isValidRequestExpiry(expiry as number, SESSION_REQUEST_EXPIRY_BOUNDARIES),
        )
      }),
    )
  })

  it('incoming wc_sessionRequest params', () => {
    const params = { request: { method: 'personal_sign', params: [] }, chainId: 'eip155:5' }
    expect(validateSessionRequest(params, SESSION)).toBe(params)
    expectError(
      () => validateSessionRequest({ ...params, chainId: 'solana:abc' }, SESSION),
      5,
      'Missing or invalid. request() chainId: solana:abc',
    )
    expectError(
      () => validateSessionRequest(null, SESSION),
      5,
      'Missing or invalid. request() chainId: undefined',
    )
  })

  it('any granted chain and method passes', () => {
    fc.assert(
      fc.property(validSessionNamespaces, fc.nat(), fc.nat(), (namespaces, i, j) => {
        const record = sessionRecord({ namespaces, requiredNamespaces: {} })
        const chains = [
          ...new Set(
            Object.values(namespaces).flatMap((ns) =>
              ns.accounts.map((a) => a.split(':').slice(0, 2).join(':')),
            ),
          ),
        ]
        const chainId = chains[i % chains.length] as string
        const methods = methodsForChain(namespaces, chainId)
        const ctx = { session: new Map([[SESSION_TOPIC, record]]), nowMs: NOW_MS }
        if (methods.length === 0) {
          expect(() =>
            validateRequest({ topic: SESSION_TOPIC, chainId, request: { method: 'eth_sign' } }, ctx),
          ).toThrow('request() method: eth_sign')
          return
        }
        const method = methods[j % methods.length]
        expect(validateRequest({ topic: SESSION_TOPIC, chainId, request: { method, params: [] } }, ctx)).toBe(
          record,
        )
      }),
    )
  })
})

describe('validateRespond', () => {
  const ok = { topic: SESSION_TOPIC, response: { id: 5, jsonrpc: '2.0', result: '0xsig' } }

  it('accepts a result or an error for a pending request on the topic', () => {
    const { respond } = contexts()
    expect(validateRespond(ok, respond)).toBe(SESSION)
    expect(
      validateRespond(
        { topic: SESSION_TOPIC, response: { id: 5, jsonrpc: '2.0', error: { code: 5000, message: 'no' } } },
        respond,
      ),
    ).toBe(SESSION)
    expect(
      validateRespond(ok, {
        ...respond,
        pending: (id: number) => (id === 5 ? { topic: SESSION_TOPIC } : undefined),
      }),
    ).toBe(SESSION)
  })

  it('wants numeric id, jsonrpc, result or error', () => {
    const { respond } = contexts()
    expectError(
      () => validateRespond({ topic: SESSION_TOPIC, response: { id: 5, jsonrpc: '2.0' } }, respond),
      5,
      'Missing or invalid. respond() response: {"id":5,"jsonrpc":"2.0"}',
    )
    expectError(
      () =>
        validateRespond({ topic: SESSION_TOPIC, response: { id: '5', jsonrpc: '2.0', result: 1 } }, respond),
      5,
      'Missing or invalid. respond() response: {"id":"5","jsonrpc":"2.0","result":1}',
    )
    expectError(
      () => validateRespond({ topic: SESSION_TOPIC }, respond),
      5,
      'Missing or invalid. respond() response: undefined',
    )
  })

  it('the request must be pending, on the same topic (INTERNAL 8)', () => {
    const recentlyDeleted = new RecentlyDeleted()
    const { respond } = contexts({ recentlyDeleted })
    const response = (id: number) => ({
      topic: SESSION_TOPIC,
      response: { id, jsonrpc: '2.0', result: true },
    })
    expectError(() => validateRespond(response(6), respond), 2, 'No matching key. request: 6')
    recentlyDeleted.add(6)
    expectError(
      () => validateRespond(response(6), respond),
      5,
      'Missing or invalid. Record was recently deleted - request: 6',
    )
    const elsewhere = { ...respond, pending: new Map([[5, { topic: 'other' }]]) }
    expectError(
      () => validateRespond(ok, elsewhere),
      8,
      `Mismatched topic. Request response topic mismatch. reqId: 5, expected topic: other, received topic: ${SESSION_TOPIC}`,
    )
  })

  it('isValidResponse agrees with the official one', () => {
    const response = fc.record(
      {
        id: fc.oneof(fc.integer(), fc.constantFrom<unknown>('1', Number.NaN, null)),
        jsonrpc: fc.constantFrom<unknown>('2.0', '', ' ', 2, undefined),
        result: fc.anything(),
        error: fc.anything(),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(response, fc.anything()), (value) => {
        const theirs = (() => {
          try {
            return official.isValidResponse(value)
          } catch {
            return false
          }
        })()
        expect(isValidResponse(value)).toBe(theirs)
      }),
      { numRuns: 2000 },
    )
  })
})
