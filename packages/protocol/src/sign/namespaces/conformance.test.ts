import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors.ts'
import type { ProposalNamespaces, SessionNamespaces } from '../types.ts'
import {
  validProposalNamespaces,
  validSessionNamespaces,
  wellFormedProposalNamespaces,
} from '../validation.fixtures.ts'
import { conformanceError, isSessionCompatible } from './conformance.ts'
import { type Any, asObject, HOSTILE, officially } from './official.fixtures.ts'

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
