/**
 * Test fixtures and fast-check arbitraries shared by the sign validation tests (not part of the
 * package's runtime; only *.test.ts files import this).
 */
import fc from 'fast-check'
import type {
  PairingRecord,
  ProposalNamespace,
  ProposalNamespaces,
  ProposalRecord,
  SessionNamespace,
  SessionNamespaces,
  SessionRecord,
} from './types.ts'

export const NOW_MS = 1_700_000_000_000
export const NOW_S = NOW_MS / 1000

export const APP_KEY = 'a'.repeat(64)
export const WALLET_KEY = 'b'.repeat(64)
export const PAIRING_TOPIC = '1'.repeat(64)
export const SESSION_TOPIC = '2'.repeat(64)

export const METADATA = { name: 'App', description: 'An app', url: 'https://app.example', icons: [] }

export const VALID_CHAINS = ['eip155:1', 'eip155:5', 'eip155:10', 'solana:abc', 'cosmos:hub'] as const
export const INVALID_CHAINS = ['eip155', 'a:b:c', '', ' ', 'eip155:1:0xabc'] as const
export const VALID_ACCOUNTS = [
  'eip155:1:0xabc',
  'eip155:5:0xabc',
  'eip155:10:0xdef',
  'solana:abc:Sol1',
  'cosmos:hub:c1',
] as const
export const INVALID_ACCOUNTS = ['eip155:1', 'eip155:1:', 'x', ':::', ''] as const
export const METHODS = ['eth_sign', 'personal_sign', 'eth_sendTransaction', 'solana_signMessage'] as const
export const EVENTS = ['chainChanged', 'accountsChanged'] as const
export const NAMESPACE_KEYS = ['eip155', 'solana', 'cosmos', 'eip155:1', 'eip155:5', 'solana:abc'] as const

export function proposalNamespaces(): ProposalNamespaces {
  return {
    eip155: {
      chains: ['eip155:1', 'eip155:5'],
      methods: ['eth_sign', 'personal_sign'],
      events: ['chainChanged'],
    },
  }
}

export function sessionNamespaces(): SessionNamespaces {
  return {
    eip155: {
      chains: ['eip155:1', 'eip155:5'],
      accounts: ['eip155:1:0xabc', 'eip155:5:0xabc'],
      methods: ['eth_sign', 'personal_sign'],
      events: ['chainChanged', 'accountsChanged'],
    },
  }
}

export function pairingRecord(overrides: Partial<PairingRecord> = {}): PairingRecord {
  return {
    topic: PAIRING_TOPIC,
    symKey: 'c'.repeat(64),
    expiry: NOW_S + 300,
    relay: { protocol: 'irn' },
    active: false,
    ...overrides,
  }
}

export function proposalRecord(overrides: Partial<ProposalRecord> = {}): ProposalRecord {
  return {
    id: 1_700_000_000_000_123,
    pairingTopic: PAIRING_TOPIC,
    relays: [{ protocol: 'irn' }],
    requiredNamespaces: proposalNamespaces(),
    optionalNamespaces: {},
    proposer: { publicKey: APP_KEY, metadata: METADATA },
    expiryTimestamp: NOW_S + 300,
    ...overrides,
  }
}

export function sessionRecord(overrides: Partial<SessionRecord> = {}): SessionRecord {
  return {
    topic: SESSION_TOPIC,
    pairingTopic: PAIRING_TOPIC,
    relay: { protocol: 'irn' },
    expiry: NOW_S + 7 * 86_400,
    acknowledged: true,
    controller: WALLET_KEY,
    namespaces: sessionNamespaces(),
    requiredNamespaces: proposalNamespaces(),
    optionalNamespaces: {},
    self: { publicKey: WALLET_KEY, metadata: METADATA },
    peer: { publicKey: APP_KEY, metadata: METADATA },
    ...overrides,
  }
}

// ---- arbitraries --------------------------------------------------------------------------------

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values)

/** Mostly valid items with some invalid ones (blank strings, non-strings). */
const actionItem = (valid: readonly string[]) =>
  fc.oneof(
    { weight: 8, arbitrary: pick(valid) },
    { weight: 1, arbitrary: pick(['', ' ', 1, null] as unknown[]) },
  )

/** Proposal namespaces, often invalid in one detail (bad chain, missing chains, bad methods). */
export const anyProposalNamespaces: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.oneof(
    { weight: 6, arbitrary: pick(NAMESPACE_KEYS) },
    { weight: 1, arbitrary: pick(['a:b:c', '', 'x y']) },
  ),
  fc.oneof(
    {
      weight: 10,
      arbitrary: fc.record(
        {
          chains: fc.oneof(
            {
              weight: 6,
              arbitrary: fc.array(fc.oneof(pick(VALID_CHAINS), pick(INVALID_CHAINS)), { maxLength: 3 }),
            },
            { weight: 1, arbitrary: fc.constantFrom<unknown>('eip155:1', null, 5) },
          ),
          methods: fc.oneof(
            { weight: 8, arbitrary: fc.array(actionItem(METHODS), { maxLength: 3 }) },
            { weight: 1, arbitrary: fc.constantFrom<unknown>('eth_sign', undefined, {}) },
          ),
          events: fc.oneof(
            { weight: 8, arbitrary: fc.array(actionItem(EVENTS), { maxLength: 2 }) },
            { weight: 1, arbitrary: fc.constantFrom<unknown>('chainChanged', undefined) },
          ),
        },
        { requiredKeys: [] },
      ),
    },
    { weight: 1, arbitrary: fc.anything() },
  ),
  { maxKeys: 4, noNullPrototype: true },
)

/** Session namespaces, often invalid in one detail (bad account, bad methods). */
export const anySessionNamespaces: fc.Arbitrary<Record<string, unknown>> = fc.dictionary(
  fc.oneof({ weight: 6, arbitrary: pick(NAMESPACE_KEYS) }, { weight: 1, arbitrary: pick(['foo', '']) }),
  fc.oneof(
    {
      weight: 10,
      arbitrary: fc.record(
        {
          accounts: fc.oneof(
            {
              weight: 8,
              arbitrary: fc.array(
                fc.oneof({ weight: 6, arbitrary: pick(VALID_ACCOUNTS) }, pick(INVALID_ACCOUNTS)),
                {
                  maxLength: 3,
                },
              ),
            },
            { weight: 1, arbitrary: fc.constantFrom<unknown>('eip155:1:0xabc', null, undefined, 3) },
          ),
          methods: fc.array(actionItem(METHODS), { maxLength: 3 }),
          events: fc.array(actionItem(EVENTS), { maxLength: 2 }),
          chains: fc.array(pick(VALID_CHAINS), { maxLength: 2 }),
        },
        { requiredKeys: ['accounts'] },
      ),
    },
    { weight: 1, arbitrary: fc.anything() },
  ),
  { maxKeys: 4, noNullPrototype: true },
)

/** Structurally valid proposal namespaces (any mix of namespace and inline chain keys). */
export const validProposalNamespaces: fc.Arbitrary<ProposalNamespaces> = fc.dictionary(
  pick(NAMESPACE_KEYS),
  fc.record({
    chains: fc.array(pick(VALID_CHAINS), { minLength: 1, maxLength: 3 }),
    methods: fc.subarray([...METHODS]),
    events: fc.subarray([...EVENTS]),
  }),
  { maxKeys: 3, noNullPrototype: true },
) as fc.Arbitrary<ProposalNamespaces>

/** Namespace-keyed proposal namespaces whose chains belong to the key (what real apps send). */
export const wellFormedProposalNamespaces: fc.Arbitrary<ProposalNamespaces> = fc
  .subarray(['eip155', 'solana', 'cosmos'] as const, { minLength: 0, maxLength: 3 })
  .chain((keys) =>
    fc.record(
      Object.fromEntries(
        keys.map((key) => [
          key,
          fc.record({
            chains: fc.subarray(
              VALID_CHAINS.filter((chain) => chain.startsWith(`${key}:`)),
              { minLength: 1 },
            ),
            methods: fc.subarray([...METHODS]),
            events: fc.subarray([...EVENTS]),
          }) as fc.Arbitrary<ProposalNamespace>,
        ]),
      ),
    ),
  ) as fc.Arbitrary<ProposalNamespaces>

/** Structurally valid session namespaces. */
export const validSessionNamespaces: fc.Arbitrary<SessionNamespaces> = fc.dictionary(
  pick(NAMESPACE_KEYS),
  fc.record({
    accounts: fc.subarray([...VALID_ACCOUNTS], { minLength: 1 }),
    methods: fc.subarray([...METHODS]),
    events: fc.subarray([...EVENTS]),
  }) as fc.Arbitrary<SessionNamespace>,
  { minKeys: 1, maxKeys: 3, noNullPrototype: true },
) as fc.Arbitrary<SessionNamespaces>

/** Replaces, deletes or corrupts one field of an object (one level or inside a nested object). */
export function mutate<T extends object>(value: T): fc.Arbitrary<unknown> {
  const keys = Object.keys(value)
  if (keys.length === 0) return fc.anything()
  return fc.tuple(pick(keys), fc.nat(3), fc.anything()).map(([key, how, replacement]) => {
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) }
    if (how === 0) delete copy[key]
    else if (how === 1) copy[key] = replacement
    else if (how === 2) copy[key] = null
    else {
      const inner = copy[key]
      if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
        const innerKeys = Object.keys(inner)
        const target = innerKeys[replacement ? innerKeys.length - 1 : 0]
        copy[key] = target === undefined ? replacement : { ...inner, [target]: replacement }
      } else copy[key] = [replacement]
    }
    return copy
  })
}
