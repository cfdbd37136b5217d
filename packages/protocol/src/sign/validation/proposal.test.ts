import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  APP_KEY,
  METADATA,
  NOW_MS,
  NOW_S,
  PAIRING_TOPIC,
  validProposalNamespaces,
} from '../validation.fixtures.ts'
import { validateConnect, validateProposalParams } from './proposal.ts'
import { contexts, expectError, PAIRING, proposalParams } from './validators.fixtures.ts'

describe('validateConnect', () => {
  const ctx = contexts().connect

  it('accepts empty params and returns the pairing when one is named', () => {
    expect(validateConnect({}, ctx)).toBeUndefined()
    expect(validateConnect({ pairingTopic: PAIRING_TOPIC }, ctx)).toBe(PAIRING)
    expect(
      validateConnect(
        {
          requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: ['eth_sign'], events: [] } },
          optionalNamespaces: { 'solana:abc': { methods: [], events: [] } },
          sessionProperties: { caip154: 'x' },
          scopedProperties: { 'eip155:1': { walletService: [] } },
          relays: [{ protocol: 'irn' }],
        },
        ctx,
      ),
    ).toBeUndefined()
  })

  it('params must be an object', () => {
    expectError(() => validateConnect(undefined, ctx), 5, 'Missing or invalid. connect() params: undefined')
    expectError(() => validateConnect(null, ctx), 5, 'Missing or invalid. connect() params: null')
    expectError(() => validateConnect([1], ctx), 5, 'Missing or invalid. connect() params: [1]')
  })

  it('pairing topic must be a string of an existing unexpired pairing', () => {
    expectError(
      () => validateConnect({ pairingTopic: 5 }, ctx),
      5,
      'Missing or invalid. pairing topic should be a string: 5',
    )
    expectError(
      () => validateConnect({ pairingTopic: 'nope' }, ctx),
      2,
      "No matching key. pairing topic doesn't exist: nope",
    )
    const atExpiry = { ...ctx, nowMs: PAIRING.expiry * 1000 }
    expectError(
      () => validateConnect({ pairingTopic: PAIRING_TOPIC }, atExpiry),
      6,
      `Expired. pairing topic: ${PAIRING_TOPIC}`,
    )
    const expirer = { pairing: ctx.pairing, isExpired: (topic: string) => topic === PAIRING_TOPIC }
    expectError(
      () => validateConnect({ pairingTopic: PAIRING_TOPIC }, expirer),
      6,
      `Expired. pairing topic: ${PAIRING_TOPIC}`,
    )
    expect(
      validateConnect(
        { pairingTopic: PAIRING_TOPIC },
        { pairing: (t) => (t === PAIRING_TOPIC ? PAIRING : undefined), nowMs: NOW_MS },
      ),
    ).toBe(PAIRING)
  })

  it('relays must be a non-empty array of {protocol: string}', () => {
    expectError(() => validateConnect({ relays: [] }, ctx), 5, 'Missing or invalid. connect() relays: ')
    expectError(
      () => validateConnect({ relays: [{}] }, ctx),
      5,
      'Missing or invalid. connect() relays: [object Object]',
    )
    expectError(() => validateConnect({ relays: 'irn' }, ctx), 5, 'Missing or invalid. connect() relays: irn')
    expect(validateConnect({ relays: null }, ctx)).toBeUndefined()
  })

  it('namespaces: 5100 for a bare key without chains, 5101/5102 for methods/events', () => {
    expectError(
      () => validateConnect({ requiredNamespaces: { eip155: { methods: [], events: [] } } }, ctx),
      5100,
      'Unsupported chains. connect() requiredNamespaces, chains must be defined as "namespace:chainId" e.g. "eip155:1": {...} in the namespace key OR as an array of CAIP-2 chainIds e.g. eip155: { chains: ["eip155:1", "eip155:5"] }',
    )
    expectError(
      () =>
        validateConnect(
          { optionalNamespaces: { eip155: { chains: ['eip155:1:x'], methods: [], events: [] } } },
          ctx,
        ),
      5100,
      'Unsupported chains. connect() optionalNamespaces, chain eip155:1:x should be a string and conform to "namespace:chainId" format',
    )
    expectError(
      () => validateConnect({ optionalNamespaces: { 'eip155:1': { methods: [''], events: [] } } }, ctx),
      5101,
      'Unsupported methods. connect(), namespace, methods should be an array of strings or empty array for no methods',
    )
    expectError(
      () =>
        validateConnect({ requiredNamespaces: { 'eip155:1': { methods: [], events: 'chainChanged' } } }, ctx),
      5102,
      'Unsupported events. connect(), namespace, events should be an array of strings or empty array for no events',
    )
    expectError(
      () => validateConnect({ requiredNamespaces: [] }, ctx),
      5,
      'Missing or invalid. connect(), requiredNamespaces should be an object with data',
    )
    expect(validateConnect({ requiredNamespaces: {}, optionalNamespaces: {} }, ctx)).toBeUndefined()
  })

  it('session and scoped property values must not be null', () => {
    expectError(
      () => validateConnect({ sessionProperties: { a: 'x', b: null } }, ctx),
      5,
      'Missing or invalid. sessionProperties must contain an existing value for each key. Received: null for key b',
    )
    expectError(
      () =>
        validateConnect(
          {
            optionalNamespaces: { 'eip155:1': { methods: [], events: [] } },
            scopedProperties: { eip155: undefined },
          },
          ctx,
        ),
      5,
      'Missing or invalid. scopedProperties must contain an existing value for each key. Received: undefined for key eip155',
    )
    expectError(
      () => validateConnect({ sessionProperties: 'x' }, ctx),
      5,
      'Missing or invalid. connect() sessionProperties should be an object: "x"',
    )
  })

  it('scoped keys are matched by namespace against the requested keys as written (upstream quirk)', () => {
    const optionalNamespaces = { 'solana:abc': { methods: [], events: [] } }
    expectError(
      () => validateConnect({ optionalNamespaces, scopedProperties: { 'solana:abc': {} } }, ctx),
      5,
      'Scoped properties must be a subset of required/optional namespaces, received: {"solana:abc":{}}, required/optional namespaces: ["solana:abc"]',
    )
  })

  it('scoped properties must be a subset of the requested namespaces', () => {
    expectError(
      () =>
        validateConnect(
          {
            requiredNamespaces: { eip155: { chains: ['eip155:1'], methods: [], events: [] } },
            scopedProperties: { solana: { x: 1 } },
          },
          ctx,
        ),
      5,
      'Scoped properties must be a subset of required/optional namespaces, received: {"solana":{"x":1}}, required/optional namespaces: ["eip155"]',
    )
  })

  it('valid namespaces always pass', () => {
    fc.assert(
      fc.property(
        validProposalNamespaces,
        validProposalNamespaces,
        (requiredNamespaces, optionalNamespaces) => {
          const scopedProperties = Object.fromEntries(
            Object.keys(optionalNamespaces)
              .filter((key) => !key.includes(':'))
              .map((key) => [`${key}:1`, { a: 1 }]),
          )
          expect(
            validateConnect({ requiredNamespaces, optionalNamespaces, scopedProperties }, ctx),
          ).toBeUndefined()
        },
      ),
    )
  })
})

describe('validateProposalParams', () => {
  const ctx = { nowMs: NOW_MS }

  it('accepts an official proposal and fills defaults', () => {
    const params = proposalParams()
    expect(validateProposalParams(params, ctx)).toEqual(params)
    const { relays: _r, requiredNamespaces: _n, expiryTimestamp: _e, ...bare } = params
    expect(validateProposalParams(bare, ctx)).toEqual({
      ...bare,
      relays: [{ protocol: 'irn' }],
      requiredNamespaces: {},
      expiryTimestamp: NOW_S + 300,
    })
  })

  it('runs the connect() checks with their messages', () => {
    expectError(() => validateProposalParams('x', ctx), 5, 'Missing or invalid. connect() params: "x"')
    expectError(
      () => validateProposalParams({ ...proposalParams(), relays: [] }, ctx),
      5,
      'Missing or invalid. connect() relays: ',
    )
    expectError(
      () =>
        validateProposalParams(
          { ...proposalParams(), optionalNamespaces: { eip155: { methods: [], events: [] } } },
          ctx,
        ),
      5100,
      'Unsupported chains. connect() optionalNamespaces, chains must be defined as "namespace:chainId" e.g. "eip155:1": {...} in the namespace key OR as an array of CAIP-2 chainIds e.g. eip155: { chains: ["eip155:1", "eip155:5"] }',
    )
  })

  it('wants a proposer key and metadata, and an unexpired expiry', () => {
    expectError(
      () =>
        validateProposalParams(
          { ...proposalParams(), proposer: { publicKey: 'xyz', metadata: METADATA } },
          ctx,
        ),
      5,
      'Missing or invalid. onSessionProposeRequest() proposer public key should be a string',
    )
    expectError(
      () => validateProposalParams({ ...proposalParams(), proposer: { publicKey: APP_KEY } }, ctx),
      5,
      'Missing or invalid. onSessionProposeRequest() proposer metadata should be an object',
    )
    expectError(
      () => validateProposalParams({ ...proposalParams(), expiryTimestamp: NOW_S }, ctx),
      6,
      `Expired. onSessionProposeRequest() expiryTimestamp: ${NOW_S}`,
    )
    expectError(
      () => validateProposalParams({ ...proposalParams(), expiryTimestamp: 'soon' }, ctx),
      5,
      'Missing or invalid. onSessionProposeRequest() expiryTimestamp: soon',
    )
    expectError(
      () => validateProposalParams({ ...proposalParams(), pairingTopic: 1 }, ctx),
      5,
      'Missing or invalid. pairing topic should be a string: 1',
    )
  })
})
