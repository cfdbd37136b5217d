import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors.ts'
import { anyProposalNamespaces, anySessionNamespaces } from '../validation.fixtures.ts'
import { conformanceError } from './conformance.ts'
import { asObject, HOSTILE, officially } from './official.fixtures.ts'
import { proposalNamespacesError, sessionNamespacesError } from './shape.ts'

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
