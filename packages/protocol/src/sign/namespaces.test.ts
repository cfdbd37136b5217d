import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ProtocolError } from './errors.ts'
import {
  accountsOfNamespaces,
  buildApprovedNamespaces,
  conformanceError,
  eventsForChain,
  isSessionCompatible,
  mergeRequiredAndOptionalNamespaces,
  methodsForChain,
  normalizeNamespaces,
  proposalNamespacesError,
  sessionNamespacesError,
} from './namespaces.ts'
import type { ProposalNamespaces, SessionNamespaces } from './types.ts'
import {
  anyProposalNamespaces,
  anySessionNamespaces,
  EVENTS,
  METHODS,
  VALID_ACCOUNTS,
  VALID_CHAINS,
  validProposalNamespaces,
  validSessionNamespaces,
  wellFormedProposalNamespaces,
} from './validation.fixtures.ts'

// biome-ignore lint/suspicious/noExplicitAny: the official helpers are typed for well-formed input only
type Any = any

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

/** The official result, or 'throws' when the official helper crashes on the input. */
function officially<T>(run: () => T): T | 'throws' {
  try {
    return run()
  } catch {
    return 'throws'
  }
}

const asObject = (error: ProtocolError | null) =>
  error ? { code: error.code, message: error.message } : null

describe('proposalNamespacesError', () => {
  const check = (input: unknown) =>
    asObject(proposalNamespacesError(input, 'connect()', 'requiredNamespaces'))

  it('accepts namespace keys with chains and inline chain keys', () => {
    expect(check({ eip155: { chains: ['eip155:1'], methods: ['eth_sign'], events: [] } })).toBeNull()
    expect(check({ 'eip155:1': { methods: [], events: ['chainChanged'] } })).toBeNull()
  })

  it('wants a non-empty plain object', () => {
    for (const input of [undefined, null, {}, [], 'eip155', 5, Object.create(null)]) {
      expect(check(input)).toEqual({
        code: 5,
        message: 'Missing or invalid. connect(), requiredNamespaces should be an object with data',
      })
    }
  })

  it('5101 for methods that are not an array of non-blank strings', () => {
    for (const methods of [undefined, 'eth_sign', [''], [' '], [1]]) {
      expect(check({ 'eip155:1': { methods, events: [] } })).toEqual({
        code: 5101,
        message:
          'Unsupported methods. connect(), namespace, methods should be an array of strings or empty array for no methods',
      })
    }
  })

  it('5102 for bad events', () => {
    expect(check({ 'eip155:1': { methods: [], events: [''] } })).toEqual({
      code: 5102,
      message:
        'Unsupported events. connect(), namespace, events should be an array of strings or empty array for no events',
    })
  })

  it('5100 for a bad chain', () => {
    expect(check({ eip155: { chains: ['eip155:1', 'eip155'], methods: [], events: [] } })).toEqual({
      code: 5100,
      message:
        'Unsupported chains. connect() requiredNamespaces, chain eip155 should be a string and conform to "namespace:chainId" format',
    })
    expect(check({ 'a:b:c': { methods: [], events: [] } })?.message).toContain(
      'chain a:b:c should be a string',
    )
  })

  it('5100 for a bare key without chains (this wins over a methods error)', () => {
    const expected = {
      code: 5100,
      message:
        'Unsupported chains. connect() requiredNamespaces, chains must be defined as "namespace:chainId" e.g. "eip155:1": {...} in the namespace key OR as an array of CAIP-2 chainIds e.g. eip155: { chains: ["eip155:1", "eip155:5"] }',
    }
    expect(check({ eip155: { methods: [], events: [] } })).toEqual(expected)
    expect(check({ eip155: { chains: [], methods: [], events: [] } })).toEqual(expected)
    expect(check({ eip155: { methods: [''], events: [] } })).toEqual(expected)
  })

  it('names the type in the message', () => {
    expect(proposalNamespacesError({ eip155: {} }, 'connect()', 'optionalNamespaces')?.message).toContain(
      'connect() optionalNamespaces, chains must be defined',
    )
  })

  it('decides and words exactly like the official isValidRequiredNamespaces', () => {
    fc.assert(
      fc.property(anyProposalNamespaces, (input) => {
        const ours = check(input)
        const theirs = officially(() =>
          official.isValidRequiredNamespaces(input, 'connect()', 'requiredNamespaces'),
        )
        if (theirs === 'throws') expect(ours).not.toBeNull()
        else expect(ours).toEqual(theirs)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('sessionNamespacesError', () => {
  const check = (input: unknown) => asObject(sessionNamespacesError(input, 'approve()'))

  it('accepts valid namespaces, also with no accounts', () => {
    expect(check({ eip155: { accounts: ['eip155:1:0xabc'], methods: ['eth_sign'], events: [] } })).toBeNull()
    expect(check({ eip155: { accounts: [], methods: [], events: [] } })).toBeNull()
  })

  it('wants a non-empty plain object', () => {
    expect(check({})).toEqual({
      code: 5,
      message: 'Missing or invalid. approve(), namespaces should be an object with data',
    })
  })

  it('5103 for a bad account (wins over methods/events)', () => {
    for (const account of ['eip155:1', 'eip155:1:', 'eip155:1:0x:extra', 7]) {
      expect(check({ eip155: { accounts: [account], methods: [''], events: [] } })).toEqual({
        code: 5103,
        message: `Unsupported accounts. approve() namespace, account ${account} should be a string and conform to "namespace:chainId:address" format`,
      })
    }
  })

  it('5103 when accounts is not an array', () => {
    expect(check({ eip155: { methods: [], events: [] } })).toEqual({
      code: 5103,
      message:
        'Unsupported accounts. approve() namespace, accounts should be an array of strings conforming to "namespace:chainId:address" format',
    })
  })

  it('5101/5102 for methods/events', () => {
    expect(check({ eip155: { accounts: [], methods: [' '], events: [] } })?.code).toBe(5101)
    expect(check({ eip155: { accounts: [], methods: [], events: null } })?.code).toBe(5102)
  })

  it('decides and words exactly like the official isValidNamespaces', () => {
    fc.assert(
      fc.property(anySessionNamespaces, (input) => {
        const ours = check(input)
        const theirs = officially(() => official.isValidNamespaces(input, 'approve()'))
        if (theirs === 'throws') expect(ours).not.toBeNull()
        else expect(ours).toEqual(theirs)
      }),
      { numRuns: 2000 },
    )
  })
})

describe('conformanceError', () => {
  const required: ProposalNamespaces = {
    eip155: { chains: ['eip155:1', 'eip155:5'], methods: ['eth_sign'], events: ['chainChanged'] },
  }
  const granted = (
    overrides: Partial<SessionNamespaces[string]> = {},
    key = 'eip155',
  ): SessionNamespaces => ({
    [key]: {
      accounts: ['eip155:1:0xabc', 'eip155:5:0xabc'],
      methods: ['eth_sign', 'personal_sign'],
      events: ['chainChanged'],
      ...overrides,
    },
  })

  it('accepts a superset', () => {
    expect(conformanceError(required, granted(), 'approve()')).toBeNull()
    expect(conformanceError({}, granted(), 'approve()')).toBeNull()
  })

  it('INTERNAL 9 when a required namespace is missing (the chains message wins)', () => {
    const solana = granted({ accounts: ['solana:a:x'] }, 'solana')
    expect(asObject(conformanceError(required, solana, 'approve()'))).toEqual({
      code: 9,
      message:
        "Non conforming namespaces. approve() namespaces chains don't satisfy required namespaces.\n      Required: eip155:1,eip155:5\n      Approved: solana:a",
    })
  })

  it('keys message when only the keys differ', () => {
    const inlineRequired = { eip155: { methods: [], events: [] } }
    expect(
      conformanceError(inlineRequired, { solana: { accounts: [], methods: [], events: [] } }, 'update()')
        ?.message,
    ).toBe(
      "Non conforming namespaces. update() namespaces keys don't satisfy requiredNamespaces.\n      Required: eip155\n      Received: solana",
    )
  })

  it('chains message when a required chain has no account', () => {
    expect(conformanceError(required, granted({ accounts: ['eip155:1:0xabc'] }), 'approve()')?.message).toBe(
      "Non conforming namespaces. approve() namespaces chains don't satisfy required namespaces.\n      Required: eip155:1,eip155:5\n      Approved: eip155:1",
    )
  })

  it('accounts message for an inline key without an account on it', () => {
    const inline = { 'eip155:1': { accounts: ['eip155:5:0xabc'], methods: [], events: [] } }
    expect(conformanceError({}, inline, 'approve()')?.message).toBe(
      "Non conforming namespaces. approve() namespaces accounts don't satisfy namespace accounts for eip155:1\n        Required: eip155:1\n        Approved: eip155:5",
    )
  })

  it('methods, then events messages', () => {
    expect(conformanceError(required, granted({ methods: ['personal_sign'] }), 'approve()')?.message).toBe(
      "Non conforming namespaces. approve() namespaces methods don't satisfy namespace methods for eip155:1",
    )
    expect(conformanceError(required, granted({ events: [] }), 'approve()')?.message).toBe(
      "Non conforming namespaces. approve() namespaces events don't satisfy namespace events for eip155:1",
    )
  })

  it('never throws on garbage', () => {
    fc.assert(
      fc.property(HOSTILE, HOSTILE, (a, b) => {
        const result = conformanceError(a, b, 'approve()')
        expect(result === null || result instanceof ProtocolError).toBe(true)
      }),
    )
  })

  it('decides and words exactly like the official isConformingNamespaces', () => {
    fc.assert(
      fc.property(validProposalNamespaces, validSessionNamespaces, (req, ns) => {
        const ours = asObject(conformanceError(req, ns, 'approve()'))
        const theirs = officially(() => official.isConformingNamespaces(req as Any, ns as Any, 'approve()'))
        if (theirs === 'throws') expect(ours).not.toBeNull()
        else expect(ours).toEqual(theirs)
      }),
      { numRuns: 3000 },
    )
  })

  it('agrees with the official helper on granted namespaces derived from the request', () => {
    fc.assert(
      fc.property(wellFormedProposalNamespaces, fc.boolean(), (req, dropOne) => {
        const ns: SessionNamespaces = {}
        for (const [key, value] of Object.entries(req)) {
          const chains = value.chains ?? []
          ns[key] = {
            accounts: (dropOne ? chains.slice(1) : chains).map((chain) => `${chain}:0xabc`),
            methods: value.methods,
            events: value.events,
          }
        }
        const ours = asObject(conformanceError(req, ns, 'approve()'))
        expect(ours).toEqual(official.isConformingNamespaces(req as Any, ns as Any, 'approve()'))
      }),
    )
  })
})

describe('queries', () => {
  const ns: SessionNamespaces = {
    eip155: { accounts: ['eip155:1:0xa', 'eip155:5:0xa'], methods: ['eth_sign'], events: ['chainChanged'] },
    'eip155:10': { accounts: ['eip155:10:0xa'], methods: ['personal_sign'], events: [] },
  }

  it('methods and events for a chain', () => {
    expect(methodsForChain(ns, 'eip155:1')).toEqual(['eth_sign'])
    expect(methodsForChain(ns, 'eip155:10')).toEqual(['personal_sign'])
    expect(eventsForChain(ns, 'eip155:5')).toEqual(['chainChanged'])
    expect(methodsForChain(ns, 'eip155:2')).toEqual([])
  })

  it('accounts of namespaces', () => {
    expect(accountsOfNamespaces(ns)).toEqual(['eip155:1:0xa', 'eip155:5:0xa', 'eip155:10:0xa'])
    expect(accountsOfNamespaces(ns, ['eip155:10'])).toEqual(['eip155:10:0xa'])
  })

  it('agree with the official helpers', () => {
    fc.assert(
      fc.property(validSessionNamespaces, fc.constantFrom(...VALID_CHAINS), (namespaces, chain) => {
        expect(methodsForChain(namespaces, chain)).toEqual(
          official.getNamespacesMethodsForChainId(namespaces, chain),
        )
        expect(eventsForChain(namespaces, chain)).toEqual(
          official.getNamespacesEventsForChainId(namespaces, chain),
        )
        expect(accountsOfNamespaces(namespaces)).toEqual(official.getAccountsFromNamespaces(namespaces))
      }),
    )
  })
})

describe('isSessionCompatible', () => {
  const session = {
    namespaces: {
      eip155: {
        accounts: ['eip155:1:0xa'],
        methods: ['eth_sign', 'personal_sign'],
        events: ['chainChanged'],
      },
    },
  }

  it('true when every required chain, method and event is granted', () => {
    expect(
      isSessionCompatible(session, { eip155: { chains: ['eip155:1'], methods: ['eth_sign'], events: [] } }),
    ).toBe(true)
  })

  it('false when a chain, method, event or namespace is missing', () => {
    expect(isSessionCompatible(session, { eip155: { chains: ['eip155:5'], methods: [], events: [] } })).toBe(
      false,
    )
    expect(
      isSessionCompatible(session, { eip155: { chains: ['eip155:1'], methods: ['x'], events: [] } }),
    ).toBe(false)
    expect(
      isSessionCompatible(session, { eip155: { chains: ['eip155:1'], methods: [], events: ['x'] } }),
    ).toBe(false)
    expect(isSessionCompatible(session, { solana: { chains: ['solana:a'], methods: [], events: [] } })).toBe(
      false,
    )
  })

  it('ignores session namespaces that were not asked for (upstream crashes or refuses on them)', () => {
    const extra = { ...session.namespaces, 'solana:a': { accounts: ['solana:b:x'], methods: [], events: [] } }
    expect(isSessionCompatible({ namespaces: extra }, {})).toBe(true)
  })

  it('agrees with the official helper when every session key was asked for', () => {
    fc.assert(
      fc.property(validSessionNamespaces, validProposalNamespaces, (namespaces, required) => {
        if (!Object.keys(namespaces).every((key) => Object.hasOwn(required, key))) return
        const theirs = officially(() =>
          official.isSessionCompatible({ namespaces } as Any, { requiredNamespaces: required }),
        )
        if (theirs !== 'throws') expect(isSessionCompatible({ namespaces }, required)).toBe(theirs)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('normalizeNamespaces / mergeRequiredAndOptionalNamespaces', () => {
  it('groups inline chain keys, later entries first like upstream', () => {
    expect(
      normalizeNamespaces({
        'eip155:1': { methods: ['a'], events: [] },
        'eip155:2': { methods: ['b'], events: ['e'] },
      }),
    ).toEqual({ eip155: { chains: ['eip155:2', 'eip155:1'], methods: ['b', 'a'], events: ['e'] } })
    expect(normalizeNamespaces({})).toEqual({})
    expect(normalizeNamespaces(undefined)).toEqual({})
  })

  it('merges required into optional', () => {
    expect(
      mergeRequiredAndOptionalNamespaces(
        { eip155: { chains: ['eip155:1'], methods: ['eth_sign'], events: [] } },
        {
          'eip155:5': { methods: ['personal_sign'], events: ['chainChanged'] },
          solana: { chains: ['solana:a'], methods: [], events: [] },
        },
      ),
    ).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:5'],
        methods: ['eth_sign', 'personal_sign'],
        events: ['chainChanged'],
      },
      solana: { chains: ['solana:a'], methods: [], events: [] },
    })
  })

  it('keeps "__proto__" as an ordinary key', () => {
    const input = JSON.parse('{"__proto__": {"chains": ["x:1"], "methods": [], "events": []}}')
    const out = normalizeNamespaces(input)
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype)
    expect(Object.keys(out)).toEqual(['__proto__'])
  })

  it('agree with the official helpers', () => {
    fc.assert(
      fc.property(validProposalNamespaces, validProposalNamespaces, (a, b) => {
        expect(normalizeNamespaces(a)).toEqual(official.normalizeNamespaces(a))
        expect(mergeRequiredAndOptionalNamespaces(a, b)).toEqual(
          official.mergeRequiredAndOptionalNamespaces(a, b),
        )
      }),
      { numRuns: 1000 },
    )
  })

  it('never throw on garbage', () => {
    fc.assert(
      fc.property(HOSTILE, HOSTILE, (a, b) => {
        normalizeNamespaces(a)
        mergeRequiredAndOptionalNamespaces(a, b)
      }),
    )
  })
})

describe('buildApprovedNamespaces', () => {
  const supported = {
    eip155: {
      chains: ['eip155:1', 'eip155:5'],
      methods: ['eth_sign', 'personal_sign'],
      events: ['chainChanged', 'accountsChanged'],
      accounts: ['eip155:1:0xabc', 'eip155:5:0xabc'],
    },
  }

  it('grants the intersection of what is asked and what is supported', () => {
    expect(
      buildApprovedNamespaces({
        proposal: {
          requiredNamespaces: {},
          optionalNamespaces: {
            eip155: { chains: ['eip155:1', 'eip155:10'], methods: ['eth_sign'], events: ['chainChanged'] },
          },
        },
        supportedNamespaces: supported,
      }),
    ).toEqual({
      eip155: {
        chains: ['eip155:1'],
        methods: ['eth_sign'],
        events: ['chainChanged'],
        accounts: ['eip155:1:0xabc'],
      },
    })
  })

  it('grants everything supported when nothing is asked', () => {
    expect(
      buildApprovedNamespaces({ proposal: { requiredNamespaces: {} }, supportedNamespaces: supported }),
    ).toEqual(supported)
  })

  it('refuses a supported chain without accounts', () => {
    expect(() =>
      buildApprovedNamespaces({
        proposal: { requiredNamespaces: {} },
        supportedNamespaces: { eip155: { ...supported.eip155, chains: ['eip155:1', 'eip155:10'] } },
      }),
    ).toThrow(
      new ProtocolError({ code: 5, message: 'No accounts provided for chain eip155:10 in namespace eip155' }),
    )
  })

  it('refuses when a required namespace is not supported (INTERNAL 9)', () => {
    try {
      buildApprovedNamespaces({
        proposal: { requiredNamespaces: { solana: { chains: ['solana:a'], methods: [], events: [] } } },
        supportedNamespaces: supported,
      })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ProtocolError)
      expect((error as ProtocolError).code).toBe(9)
      expect((error as ProtocolError).message).toContain("approve() namespaces chains don't satisfy")
    }
  })

  const supportedArb = fc
    .subarray(['eip155', 'solana', 'cosmos'] as const, { minLength: 1 })
    .chain((keys) =>
      fc.tuple(
        ...keys.map((key) =>
          fc
            .record({
              chains: fc.subarray(
                VALID_CHAINS.filter((chain) => chain.startsWith(`${key}:`)),
                { minLength: 1 },
              ),
              methods: fc.subarray([...METHODS]),
              events: fc.subarray([...EVENTS]),
              missingAccount: fc.nat(10),
            })
            .map(({ chains, methods, events, missingAccount }) => ({
              key,
              value: {
                chains,
                methods,
                events,
                accounts: VALID_ACCOUNTS.filter((account) =>
                  chains.some(
                    (chain) =>
                      account.startsWith(`${chain}:`) && !(missingAccount === 0 && chain === chains[0]),
                  ),
                ),
              },
            })),
        ),
      ),
    )
    .map((entries) => Object.fromEntries(entries.map(({ key, value }) => [key, value])))

  it('builds exactly what the official helper builds (or fails with its message)', () => {
    fc.assert(
      fc.property(
        wellFormedProposalNamespaces,
        fc.oneof(wellFormedProposalNamespaces, fc.constant(undefined)),
        supportedArb,
        (requiredNamespaces, optionalNamespaces, supportedNamespaces) => {
          const params = {
            proposal: { requiredNamespaces, ...(optionalNamespaces ? { optionalNamespaces } : {}) },
            supportedNamespaces,
          }
          let theirs: unknown
          let theirError: string | undefined
          try {
            theirs = official.buildApprovedNamespaces(params as Any)
          } catch (error) {
            theirError = (error as Error).message
          }
          if (theirError?.includes('Cannot read')) return
          if (theirError === undefined) expect(buildApprovedNamespaces(params)).toEqual(theirs)
          else expect(() => buildApprovedNamespaces(params)).toThrow(theirError)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('throws nothing but ProtocolError on garbage', () => {
    fc.assert(
      fc.property(
        HOSTILE,
        HOSTILE,
        HOSTILE,
        (requiredNamespaces, optionalNamespaces, supportedNamespaces) => {
          try {
            buildApprovedNamespaces({
              proposal: { requiredNamespaces, optionalNamespaces },
              supportedNamespaces,
            } as Any)
          } catch (error) {
            expect(error).toBeInstanceOf(ProtocolError)
          }
        },
      ),
    )
  })
})

describe('namespace validators on hostile input', () => {
  it('return a ProtocolError or null, never throw', () => {
    fc.assert(
      fc.property(HOSTILE, (input) => {
        for (const result of [
          proposalNamespacesError(input, 'connect()', 'requiredNamespaces'),
          sessionNamespacesError(input, 'approve()'),
        ]) {
          expect(result === null || result instanceof ProtocolError).toBe(true)
        }
      }),
      { numRuns: 500 },
    )
  })

  it('survive throwing getters and proxies', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom')
        },
        ownKeys() {
          throw new Error('boom')
        },
        getPrototypeOf() {
          return Object.prototype
        },
      },
    )
    const withGetter = {
      eip155: Object.defineProperty({}, 'methods', {
        get: () => {
          throw new Error('x')
        },
        enumerable: true,
      }),
    }
    for (const input of [hostile, withGetter]) {
      expect(proposalNamespacesError(input, 'connect()', 'requiredNamespaces')).toBeInstanceOf(ProtocolError)
      expect(sessionNamespacesError(input, 'approve()')).toBeInstanceOf(ProtocolError)
      expect(conformanceError(input, input, 'approve()')).toBeInstanceOf(ProtocolError)
    }
  })
})
