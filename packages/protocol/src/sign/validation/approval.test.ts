import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RecentlyDeleted } from '../recentlyDeleted.ts'
import { proposalRecord, sessionNamespaces, validSessionNamespaces } from '../validation.fixtures.ts'
import { isValidErrorReason, validateApprove, validateErrorReason, validateReject } from './approval.ts'
import { contexts, expectError, PROPOSAL } from './validators.fixtures.ts'

describe('validateApprove', () => {
  const approve = (overrides: Record<string, unknown> = {}) => ({
    id: PROPOSAL.id,
    namespaces: sessionNamespaces(),
    ...overrides,
  })

  it('returns the proposal for valid params', () => {
    const { proposal } = contexts()
    expect(validateApprove(approve({ relayProtocol: 'irn', sessionProperties: { a: 'b' } }), proposal)).toBe(
      PROPOSAL,
    )
    expect(validateApprove(approve({ scopedProperties: { 'eip155:1': {} } }), proposal)).toBe(PROPOSAL)
    expect(
      validateApprove(approve(), {
        ...proposal,
        proposal: (id: number) => (id === PROPOSAL.id ? PROPOSAL : undefined),
      }),
    ).toBe(PROPOSAL)
  })

  it('checks the proposal id: recently deleted, number, existing, unexpired', () => {
    const recentlyDeleted = new RecentlyDeleted()
    const { proposal } = contexts({ recentlyDeleted })
    expectError(
      () => validateApprove(undefined, proposal),
      5,
      'Missing or invalid. approve() params: undefined',
    )
    expectError(
      () => validateApprove(approve({ id: String(PROPOSAL.id) }), proposal),
      5,
      `Missing or invalid. proposal id should be a number: ${PROPOSAL.id}`,
    )
    expectError(
      () => validateApprove(approve({ id: 99 }), proposal),
      2,
      "No matching key. proposal id doesn't exist: 99",
    )
    expectError(
      () => validateApprove(approve(), { ...proposal, nowMs: PROPOSAL.expiryTimestamp * 1000 }),
      6,
      `Expired. proposal id: ${PROPOSAL.id}`,
    )
    expectError(
      () => validateApprove(approve(), { ...proposal, isExpired: () => true }),
      6,
      `Expired. proposal id: ${PROPOSAL.id}`,
    )
    recentlyDeleted.add(PROPOSAL.id)
    expectError(
      () => validateApprove(approve(), proposal),
      5,
      `Missing or invalid. Record was recently deleted - proposal: ${PROPOSAL.id}`,
    )
  })

  it('namespaces must be valid (5103 for accounts) and conform (INTERNAL 9)', () => {
    const { proposal } = contexts()
    expectError(
      () => validateApprove(approve({ namespaces: {} }), proposal),
      5,
      'Missing or invalid. approve(), namespaces should be an object with data',
    )
    expectError(
      () =>
        validateApprove(
          approve({ namespaces: { eip155: { accounts: ['eip155:1'], methods: [], events: [] } } }),
          proposal,
        ),
      5103,
      'Unsupported accounts. approve() namespace, account eip155:1 should be a string and conform to "namespace:chainId:address" format',
    )
    expectError(
      () =>
        validateApprove(
          approve({ namespaces: { eip155: { ...sessionNamespaces().eip155, methods: ['eth_sign'] } } }),
          proposal,
        ),
      9,
      "Non conforming namespaces. approve() namespaces methods don't satisfy namespace methods for eip155:1",
    )
  })

  it('relayProtocol, properties and scoped properties', () => {
    const { proposal } = contexts()
    expectError(
      () => validateApprove(approve({ relayProtocol: '' }), proposal),
      5,
      'Missing or invalid. approve() relayProtocol: ',
    )
    expectError(
      () => validateApprove(approve({ sessionProperties: { a: undefined } }), proposal),
      5,
      'Missing or invalid. sessionProperties must contain an existing value for each key. Received: undefined for key a',
    )
    expectError(
      () => validateApprove(approve({ scopedProperties: { solana: {} } }), proposal),
      5,
      'Scoped properties must be a subset of approved namespaces, received: {"solana":{}}, approved namespaces: eip155',
    )
  })

  it('valid granted namespaces always pass against an empty requirement', () => {
    const { proposal } = contexts()
    const ctx = {
      ...proposal,
      proposal: new Map([[PROPOSAL.id, proposalRecord({ requiredNamespaces: {} })]]),
    }
    fc.assert(
      fc.property(validSessionNamespaces, (generated) => {
        // an inline chain key needs an account on that chain (INTERNAL 9 otherwise, as upstream)
        const namespaces = Object.fromEntries(
          Object.entries(generated).map(([key, ns]) => [
            key,
            key.includes(':') ? { ...ns, accounts: [`${key}:0xabc`] } : ns,
          ]),
        )
        expect(validateApprove({ id: PROPOSAL.id, namespaces }, ctx).id).toBe(PROPOSAL.id)
      }),
    )
  })
})

describe('validateReject / validateErrorReason', () => {
  it('returns the proposal for a valid reason', () => {
    const { proposal } = contexts()
    expect(
      validateReject({ id: PROPOSAL.id, reason: { code: 5000, message: 'User rejected.' } }, proposal),
    ).toBe(PROPOSAL)
  })

  it('wants a reason with a non-zero numeric code and a non-blank message', () => {
    const { proposal } = contexts()
    expectError(
      () => validateReject(undefined, proposal),
      5,
      'Missing or invalid. reject() params: undefined',
    )
    expectError(
      () => validateReject({ id: PROPOSAL.id, reason: { code: 0, message: 'x' } }, proposal),
      5,
      'Missing or invalid. reject() reason: {"code":0,"message":"x"}',
    )
    expectError(
      () => validateReject({ id: PROPOSAL.id }, proposal),
      5,
      'Missing or invalid. reject() reason: undefined',
    )
    expectError(
      () => validateErrorReason({ code: 1, message: ' ' }),
      5,
      'Missing or invalid. reject() reason: {"code":1,"message":" "}',
    )
    expect(validateErrorReason({ code: -1, message: 'x' })).toEqual({ code: -1, message: 'x' })
  })

  it('checks the id before the reason, recently deleted first', () => {
    const recentlyDeleted = new RecentlyDeleted()
    recentlyDeleted.add(3, 'proposal')
    const { proposal } = contexts({ recentlyDeleted })
    expectError(
      () => validateReject({ id: 3, reason: null }, proposal),
      5,
      'Missing or invalid. Record was recently deleted - proposal: 3',
    )
  })

  it('isValidErrorReason agrees with the official one', () => {
    const reason = fc.record(
      {
        code: fc.oneof(fc.integer(), fc.constantFrom<unknown>(0, Number.NaN, '1', null)),
        message: fc.oneof(fc.string(), fc.constantFrom<unknown>('', ' ', 1, null)),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.oneof(reason, fc.anything()), (value) => {
        expect(isValidErrorReason(value)).toBe(official.isValidErrorReason(value))
      }),
      { numRuns: 2000 },
    )
  })
})
