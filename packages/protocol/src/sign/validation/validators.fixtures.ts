/**
 * Shared by the validator tests in this folder (not part of the package's runtime; only *.test.ts files
 * import this): records and contexts the validators look up, valid params to start from, and the ways a
 * test expects a ProtocolError.
 */
import fc from 'fast-check'
import { expect } from 'vitest'
import { ProtocolError } from '../errors.ts'
import { RecentlyDeleted } from '../recentlyDeleted.ts'
import type { SessionRecord } from '../types.ts'
import {
  APP_KEY,
  METADATA,
  NOW_MS,
  NOW_S,
  PAIRING_TOPIC,
  pairingRecord,
  proposalRecord,
  SESSION_TOPIC,
  sessionNamespaces,
  sessionRecord,
  WALLET_KEY,
} from '../validation.fixtures.ts'

export const HOSTILE = fc.anything({
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

/** Runs `fn`, expects a ProtocolError, returns it. */
export function thrown(fn: () => unknown): ProtocolError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError)
    return error as ProtocolError
  }
  throw new Error('expected a ProtocolError, nothing was thrown')
}

export function expectError(fn: () => unknown, code: number, message: string): void {
  const error = thrown(fn)
  expect({ code: error.code, message: error.message }).toEqual({ code, message })
}

/** Either returns or throws a ProtocolError; anything else fails the test. */
export function onlyProtocolErrors(fn: () => unknown): void {
  try {
    fn()
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw new Error(`threw a non-ProtocolError: ${String(error)}`)
  }
}

export const PROPOSAL = proposalRecord()
export const SESSION = sessionRecord()
export const PAIRING = pairingRecord()

export function contexts(options: { session?: SessionRecord; recentlyDeleted?: RecentlyDeleted } = {}) {
  const session = options.session ?? SESSION
  const recentlyDeleted = options.recentlyDeleted ?? new RecentlyDeleted()
  return {
    connect: { pairing: new Map([[PAIRING_TOPIC, PAIRING]]), nowMs: NOW_MS },
    proposal: { proposal: new Map([[PROPOSAL.id, PROPOSAL]]), recentlyDeleted, nowMs: NOW_MS },
    session: { session: new Map([[session.topic, session]]), recentlyDeleted, nowMs: NOW_MS },
    both: {
      session: new Map([[session.topic, session]]),
      pairing: new Map([[PAIRING_TOPIC, PAIRING]]),
      recentlyDeleted,
      nowMs: NOW_MS,
    },
    respond: {
      session: new Map([[session.topic, session]]),
      pending: new Map([[5, { topic: session.topic }]]),
      recentlyDeleted,
      nowMs: NOW_MS,
    },
  }
}

export const settleParams = () => ({
  relay: { protocol: 'irn' },
  namespaces: sessionNamespaces(),
  controller: { publicKey: WALLET_KEY, metadata: METADATA },
  expiry: NOW_S + 7 * 86_400,
})

export const proposalParams = () => ({
  relays: [{ protocol: 'irn' }],
  requiredNamespaces: {},
  optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['eth_sign'], events: ['chainChanged'] } },
  proposer: { publicKey: APP_KEY, metadata: METADATA },
  expiryTimestamp: NOW_S + 300,
  pairingTopic: PAIRING_TOPIC,
})

export const requestParams = () => ({
  topic: SESSION_TOPIC,
  chainId: 'eip155:1',
  request: { method: 'eth_sign', params: ['0xabc', '0xdead'] },
})
