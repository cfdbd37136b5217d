import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eventsForChain } from '../namespaces/queries.ts'
import { NOW_MS, SESSION_TOPIC, sessionRecord, validSessionNamespaces } from '../validation.fixtures.ts'
import { validateEmit, validateSessionEventRequest } from './events.ts'
import { contexts, expectError, SESSION } from './validators.fixtures.ts'

describe('validateEmit / validateSessionEventRequest', () => {
  const { session } = contexts()
  const emit = (overrides: Record<string, unknown> = {}) => ({
    topic: SESSION_TOPIC,
    chainId: 'eip155:1',
    event: { name: 'accountsChanged', data: ['0xabc'] },
    ...overrides,
  })

  it('chain in the session, event granted for it', () => {
    expect(validateEmit(emit(), session)).toBe(SESSION)
    expectError(
      () => validateEmit(emit({ chainId: 'eip155:10' }), session),
      5,
      'Missing or invalid. emit() chainId: eip155:10',
    )
    expectError(
      () => validateEmit(emit({ event: undefined }), session),
      5,
      'Missing or invalid. emit() event: undefined',
    )
    expectError(
      () => validateEmit(emit({ event: { name: 'balanceChanged', data: 1 } }), session),
      5,
      'Missing or invalid. emit() event: {"name":"balanceChanged","data":1}',
    )
    expectError(
      () => validateEmit(emit({ event: { name: '' } }), session),
      5,
      'Missing or invalid. emit() event: {"name":""}',
    )
  })

  it('incoming wc_sessionEvent params', () => {
    const params = { event: { name: 'chainChanged', data: 5 }, chainId: 'eip155:5' }
    expect(validateSessionEventRequest(params, SESSION)).toBe(params)
    expectError(
      () => validateSessionEventRequest({ ...params, chainId: 'eip155:2' }, SESSION),
      5,
      'Missing or invalid. emit() chainId: eip155:2',
    )
  })

  it('any granted chain and event passes', () => {
    fc.assert(
      fc.property(validSessionNamespaces, fc.nat(), (namespaces, i) => {
        const record = sessionRecord({ namespaces, requiredNamespaces: {} })
        const ctx = { session: new Map([[SESSION_TOPIC, record]]), nowMs: NOW_MS }
        const chainId = (Object.values(namespaces)[0]?.accounts[0] ?? '').split(':').slice(0, 2).join(':')
        const events = eventsForChain(namespaces, chainId)
        if (events.length === 0) return
        const name = events[i % events.length]
        expect(validateEmit({ topic: SESSION_TOPIC, chainId, event: { name, data: null } }, ctx)).toBe(record)
      }),
    )
  })
})
