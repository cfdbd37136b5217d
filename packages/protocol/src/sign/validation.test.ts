import * as official from '@walletconnect/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ProtocolError } from './errors.ts'
import { eventsForChain, methodsForChain } from './namespaces.ts'
import { RecentlyDeleted } from './recentlyDeleted.ts'
import type { SessionNamespaces, SessionRecord } from './types.ts'
import {
  APP_KEY,
  METADATA,
  mutate,
  NOW_MS,
  NOW_S,
  PAIRING_TOPIC,
  pairingRecord,
  proposalRecord,
  SESSION_TOPIC,
  sessionNamespaces,
  sessionRecord,
  validProposalNamespaces,
  validSessionNamespaces,
  WALLET_KEY,
} from './validation.fixtures.ts'
import {
  isValidErrorReason,
  isValidRequestExpiry,
  isValidResponse,
  SESSION_REQUEST_EXPIRY_BOUNDARIES,
  validateApprove,
  validateAuthenticate,
  validateConnect,
  validateDisconnect,
  validateEmit,
  validateErrorReason,
  validateExtend,
  validatePing,
  validateProposalParams,
  validateReject,
  validateRequest,
  validateRespond,
  validateSessionEventRequest,
  validateSessionRequest,
  validateSessionSettleRequest,
  validateSessionUpdateRequest,
  validateUpdate,
} from './validation.ts'

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

/** Runs `fn`, expects a ProtocolError, returns it. */
function thrown(fn: () => unknown): ProtocolError {
  try {
    fn()
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError)
    return error as ProtocolError
  }
  throw new Error('expected a ProtocolError, nothing was thrown')
}

function expectError(fn: () => unknown, code: number, message: string): void {
  const error = thrown(fn)
  expect({ code: error.code, message: error.message }).toEqual({ code, message })
}

/** Either returns or throws a ProtocolError; anything else fails the test. */
function onlyProtocolErrors(fn: () => unknown): void {
  try {
    fn()
  } catch (error) {
    if (!(error instanceof ProtocolError)) throw new Error(`threw a non-ProtocolError: ${String(error)}`)
  }
}

const PROPOSAL = proposalRecord()
const SESSION = sessionRecord()
const PAIRING = pairingRecord()

function contexts(options: { session?: SessionRecord; recentlyDeleted?: RecentlyDeleted } = {}) {
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

const settleParams = () => ({
  relay: { protocol: 'irn' },
  namespaces: sessionNamespaces(),
  controller: { publicKey: WALLET_KEY, metadata: METADATA },
  expiry: NOW_S + 7 * 86_400,
})

const proposalParams = () => ({
  relays: [{ protocol: 'irn' }],
  requiredNamespaces: {},
  optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['eth_sign'], events: ['chainChanged'] } },
  proposer: { publicKey: APP_KEY, metadata: METADATA },
  expiryTimestamp: NOW_S + 300,
  pairingTopic: PAIRING_TOPIC,
})

const requestParams = () => ({
  topic: SESSION_TOPIC,
  chainId: 'eip155:1',
  request: { method: 'eth_sign', params: ['0xabc', '0xdead'] },
})

// ---- connect ------------------------------------------------------------------------------------

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

// ---- incoming proposal --------------------------------------------------------------------------

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

// ---- approve / reject ---------------------------------------------------------------------------

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

// ---- settle -------------------------------------------------------------------------------------

describe('validateSessionSettleRequest', () => {
  const ctx = { nowMs: NOW_MS }

  it('returns valid settle params', () => {
    const params = settleParams()
    expect(validateSessionSettleRequest(params, ctx)).toBe(params)
  })

  const settleError = (params: unknown, inner: { code: number; message: string }) => {
    const error = thrown(() => validateSessionSettleRequest(params, ctx))
    expect(error.code).toBe(1005)
    expect(error.key).toBe('INVALID_SESSION_SETTLE_REQUEST')
    expect(error.message).toBe(`Invalid session settle request. ${inner.message}`)
    expect(error.cause).toBeInstanceOf(ProtocolError)
    expect((error.cause as ProtocolError).toJsonRpcError()).toEqual(inner)
  }

  it('1005 with the official check as cause', () => {
    settleError(undefined, {
      code: 5,
      message: 'Missing or invalid. onSessionSettleRequest() params: undefined',
    })
    settleError(
      { ...settleParams(), relay: {} },
      { code: 5, message: 'Missing or invalid. onSessionSettleRequest() relay protocol should be a string' },
    )
    settleError(
      { ...settleParams(), controller: { metadata: METADATA } },
      {
        code: 5,
        message: 'Missing or invalid. onSessionSettleRequest() controller public key should be a string',
      },
    )
    settleError(
      { ...settleParams(), namespaces: { eip155: { accounts: 'x', methods: [], events: [] } } },
      {
        code: 5103,
        message:
          'Unsupported accounts. onSessionSettleRequest() namespace, accounts should be an array of strings conforming to "namespace:chainId:address" format',
      },
    )
    settleError(
      { ...settleParams(), expiry: NOW_S },
      { code: 6, message: 'Expired. onSessionSettleRequest()' },
    )
    settleError(
      { ...settleParams(), expiry: undefined },
      { code: 5, message: 'Missing or invalid. onSessionSettleRequest() expiry: undefined' },
    )
  })
})

// ---- session operations -------------------------------------------------------------------------

describe('session topic checks (shared by update, extend, request, respond, emit)', () => {
  const validators = [
    [
      'update()',
      (p: Record<string, unknown>, c: ReturnType<typeof contexts>) =>
        validateUpdate({ ...p, namespaces: sessionNamespaces() }, c.session),
    ],
    [
      'extend()',
      (p: Record<string, unknown>, c: ReturnType<typeof contexts>) => validateExtend(p, c.session),
    ],
    [
      'request()',
      (p: Record<string, unknown>, c: ReturnType<typeof contexts>) =>
        validateRequest({ ...requestParams(), ...p }, c.session),
    ],
    [
      'respond()',
      (p: Record<string, unknown>, c: ReturnType<typeof contexts>) =>
        validateRespond({ response: { id: 5, jsonrpc: '2.0', result: '0x' }, ...p }, c.respond),
    ],
    [
      'emit()',
      (p: Record<string, unknown>, c: ReturnType<typeof contexts>) =>
        validateEmit({ chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 }, ...p }, c.session),
    ],
  ] as const

  for (const [name, run] of validators) {
    it(`${name}: string, not recently deleted, existing, unexpired, in the keychain`, () => {
      const recentlyDeleted = new RecentlyDeleted()
      const c = contexts({ recentlyDeleted })
      expect(run({ topic: SESSION_TOPIC }, c)).toBe(SESSION)
      expectError(() => run({ topic: 7 }, c), 5, 'Missing or invalid. session topic should be a string: 7')
      expectError(() => run({ topic: 'gone' }, c), 2, "No matching key. session topic doesn't exist: gone")
      const expired = {
        ...c,
        session: { ...c.session, nowMs: SESSION.expiry * 1000 },
        respond: { ...c.respond, nowMs: SESSION.expiry * 1000 },
      }
      expectError(() => run({ topic: SESSION_TOPIC }, expired), 6, `Expired. session topic: ${SESSION_TOPIC}`)
      const noKey = {
        ...c,
        session: { ...c.session, hasSymKey: () => false },
        respond: { ...c.respond, hasSymKey: () => false },
      }
      expectError(
        () => run({ topic: SESSION_TOPIC }, noKey),
        5,
        `Missing or invalid. session topic does not exist in keychain: ${SESSION_TOPIC}`,
      )
      recentlyDeleted.add(SESSION_TOPIC)
      expectError(
        () => run({ topic: SESSION_TOPIC }, c),
        5,
        `Missing or invalid. Record was recently deleted - session: ${SESSION_TOPIC}`,
      )
    })

    it(`${name}: params must be an object`, () => {
      const c = contexts()
      const call = {
        'update()': () => validateUpdate(undefined, c.session),
        'extend()': () => validateExtend(undefined, c.session),
        'request()': () => validateRequest(undefined, c.session),
        'respond()': () => validateRespond(undefined, c.respond),
        'emit()': () => validateEmit(undefined, c.session),
      }[name]
      expectError(call, 5, `Missing or invalid. ${name} params: undefined`)
    })
  }
})

describe('validateUpdate / validateSessionUpdateRequest', () => {
  it('only the controller may update (3003)', () => {
    const { session } = contexts()
    expect(validateUpdate({ topic: SESSION_TOPIC, namespaces: sessionNamespaces() }, session)).toBe(SESSION)
    expectError(
      () =>
        validateUpdate(
          { topic: SESSION_TOPIC, namespaces: sessionNamespaces() },
          { ...session, from: 'peer' },
        ),
      3003,
      'Unauthorized update request.',
    )
    const appSession = sessionRecord({
      self: { publicKey: APP_KEY, metadata: METADATA },
      peer: { publicKey: WALLET_KEY, metadata: METADATA },
    })
    expectError(
      () =>
        validateUpdate(
          { topic: SESSION_TOPIC, namespaces: sessionNamespaces() },
          contexts({ session: appSession }).session,
        ),
      3003,
      'Unauthorized update request.',
    )
    expect(validateSessionUpdateRequest({ namespaces: sessionNamespaces() }, appSession)).toEqual({
      namespaces: sessionNamespaces(),
    })
    expectError(
      () => validateSessionUpdateRequest({ namespaces: sessionNamespaces() }, SESSION),
      3003,
      'Unauthorized update request.',
    )
  })

  it('namespaces must be valid and conform to the session requirement', () => {
    const { session } = contexts()
    expectError(
      () => validateUpdate({ topic: SESSION_TOPIC, namespaces: null }, session),
      5,
      'Missing or invalid. update(), namespaces should be an object with data',
    )
    expectError(
      () => validateSessionUpdateRequest(null, SESSION),
      5,
      'Missing or invalid. update(), namespaces should be an object with data',
    )
    expectError(
      () =>
        validateUpdate(
          {
            topic: SESSION_TOPIC,
            namespaces: { eip155: { ...sessionNamespaces().eip155, accounts: ['eip155:1:0xabc'] } },
          },
          session,
        ),
      9,
      "Non conforming namespaces. update() namespaces chains don't satisfy required namespaces.\n      Required: eip155:1,eip155:5\n      Approved: eip155:1",
    )
  })
})

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

describe('validatePing / validateDisconnect', () => {
  for (const [name, validate] of [
    ['ping()', validatePing],
    ['disconnect()', validateDisconnect],
  ] as const) {
    it(`${name}: a session or a pairing topic`, () => {
      const recentlyDeleted = new RecentlyDeleted()
      const { both } = contexts({ recentlyDeleted })
      expect(validate({ topic: SESSION_TOPIC }, both)).toEqual({
        kind: 'session',
        topic: SESSION_TOPIC,
        session: SESSION,
      })
      expect(validate({ topic: PAIRING_TOPIC }, both)).toEqual({
        kind: 'pairing',
        topic: PAIRING_TOPIC,
        pairing: PAIRING,
      })
      expectError(() => validate(undefined, both), 5, `Missing or invalid. ${name} params: undefined`)
      expectError(
        () => validate({ topic: 'x' }, both),
        2,
        "No matching key. session or pairing topic doesn't exist: x",
      )
      expectError(
        () => validate({}, both),
        5,
        'Missing or invalid. session or pairing topic should be a string: undefined',
      )
      expectError(
        () => validate({ topic: PAIRING_TOPIC }, { ...both, nowMs: PAIRING.expiry * 1000 }),
        6,
        `Expired. pairing topic: ${PAIRING_TOPIC}`,
      )
      recentlyDeleted.add(PAIRING_TOPIC, 'pairing')
      expectError(
        () => validate({ topic: PAIRING_TOPIC }, both),
        5,
        `Missing or invalid. Record was recently deleted - pairing: ${PAIRING_TOPIC}`,
      )
    })
  }
})

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

// ---- authenticate -------------------------------------------------------------------------------

describe('validateAuthenticate', () => {
  const auth = (overrides: Record<string, unknown> = {}) => ({
    chains: ['eip155:1', 'eip155:137'],
    uri: 'https://app.example/login',
    domain: 'app.example',
    nonce: 'n0nce',
    ...overrides,
  })
  const plain = (message: string) => ({ code: 5, message })

  it('accepts eip155 chains with uri, domain and nonce', () => {
    expect(() => validateAuthenticate(auth())).not.toThrow()
  })

  it('uses the official messages', () => {
    const cases: [Record<string, unknown> | undefined, string][] = [
      [auth({ chains: [] }), 'chains is required and must be a non-empty array'],
      [auth({ chains: 'eip155:1' }), 'chains is required and must be a non-empty array'],
      [undefined, 'chains is required and must be a non-empty array'],
      [auth({ uri: '' }), 'uri is required parameter'],
      [auth({ domain: undefined }), 'domain is required parameter'],
      [auth({ nonce: ' ' }), 'nonce is required parameter'],
      [
        auth({ chains: ['eip155:1', 'solana:abc'] }),
        'Multi-namespace requests are not supported. Please request single namespace only.',
      ],
      [
        auth({ chains: ['solana:abc'] }),
        'Only eip155 namespace is supported for authenticated sessions. Please use .connect() for non-eip155 chains.',
      ],
    ]
    for (const [params, message] of cases) {
      const error = thrown(() => validateAuthenticate(params))
      expect(error.toJsonRpcError()).toEqual(plain(message))
    }
  })
})

// ---- robustness ---------------------------------------------------------------------------------

describe('every validator on random and mutated input', () => {
  const c = contexts({ recentlyDeleted: new RecentlyDeleted() })
  const validParams = {
    connect: { ...proposalParams(), scopedProperties: { eip155: {} } },
    proposal: proposalParams(),
    approve: {
      id: PROPOSAL.id,
      namespaces: sessionNamespaces(),
      relayProtocol: 'irn',
      scopedProperties: { eip155: {} },
    },
    reject: { id: PROPOSAL.id, reason: { code: 5000, message: 'User rejected.' } },
    settle: settleParams(),
    update: { topic: SESSION_TOPIC, namespaces: sessionNamespaces() },
    updateRequest: { namespaces: sessionNamespaces() },
    extend: { topic: SESSION_TOPIC },
    request: { ...requestParams(), expiry: 600 },
    sessionRequest: { request: { method: 'eth_sign', params: [] }, chainId: 'eip155:1' },
    respond: { topic: SESSION_TOPIC, response: { id: 5, jsonrpc: '2.0', result: '0x' } },
    ping: { topic: PAIRING_TOPIC },
    disconnect: { topic: SESSION_TOPIC },
    emit: { topic: SESSION_TOPIC, chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 } },
    eventRequest: { chainId: 'eip155:1', event: { name: 'chainChanged', data: 1 } },
    authenticate: { chains: ['eip155:1'], uri: 'https://a.example', domain: 'a.example', nonce: 'n' },
  }
  const controllerPeerSession = sessionRecord({
    self: { publicKey: APP_KEY, metadata: METADATA },
    peer: { publicKey: WALLET_KEY, metadata: METADATA },
  })
  const validators: Record<keyof typeof validParams, (params: unknown) => unknown> = {
    connect: (p) => validateConnect(p, c.connect),
    proposal: (p) => validateProposalParams(p, { nowMs: NOW_MS }),
    approve: (p) => validateApprove(p, c.proposal),
    reject: (p) => validateReject(p, c.proposal),
    settle: (p) => validateSessionSettleRequest(p, { nowMs: NOW_MS }),
    update: (p) => validateUpdate(p, c.session),
    updateRequest: (p) => validateSessionUpdateRequest(p, controllerPeerSession),
    extend: (p) => validateExtend(p, c.session),
    request: (p) => validateRequest(p, c.session),
    sessionRequest: (p) => validateSessionRequest(p, SESSION),
    respond: (p) => validateRespond(p, c.respond),
    ping: (p) => validatePing(p, c.both),
    disconnect: (p) => validateDisconnect(p, c.both),
    emit: (p) => validateEmit(p, c.session),
    eventRequest: (p) => validateSessionEventRequest(p, SESSION),
    authenticate: (p) => validateAuthenticate(p),
  }
  const names = Object.keys(validators) as (keyof typeof validParams)[]

  it('the valid params pass', () => {
    for (const name of names) expect(() => validators[name](validParams[name]), name).not.toThrow()
  })

  for (const name of names) {
    it(`${name}: throws nothing but ProtocolError on anything`, () => {
      fc.assert(
        fc.property(HOSTILE, (params) => onlyProtocolErrors(() => validators[name](params))),
        { numRuns: 300 },
      )
    })

    it(`${name}: throws nothing but ProtocolError on mutated valid params`, () => {
      const mutated = mutate(validParams[name]).chain((once) =>
        fc.oneof(fc.constant(once), once && typeof once === 'object' ? mutate(once) : fc.constant(once)),
      )
      fc.assert(
        fc.property(mutated, (params) => onlyProtocolErrors(() => validators[name](params))),
        { numRuns: 500 },
      )
    })
  }

  it('turn throwing lookups, getters and proxies into ProtocolError', () => {
    const boom = () => {
      throw new Error('store failure')
    }
    const error = thrown(() => validateExtend({ topic: SESSION_TOPIC }, { session: boom }))
    expect(error.code).toBe(5)
    expect(error.message).toBe('Missing or invalid. extend() params: [object Object]')
    expect(error.cause).toBeInstanceOf(Error)
    const proxy = new Proxy(
      {},
      {
        get() {
          throw new Error('boom')
        },
      },
    )
    for (const name of names) onlyProtocolErrors(() => validators[name](proxy))
    const getter = Object.defineProperty({ topic: SESSION_TOPIC }, 'namespaces', {
      get() {
        throw new Error('boom')
      },
      enumerable: true,
    })
    expect(() => validateUpdate(getter, c.session)).toThrow(ProtocolError)
  })

  it('corrupt session records do not crash the validators', () => {
    const corrupt = {
      topic: SESSION_TOPIC,
      namespaces: { eip155: null },
      expiry: 'x',
    } as unknown as SessionRecord
    const ctx = { session: new Map([[SESSION_TOPIC, corrupt]]), nowMs: NOW_MS }
    onlyProtocolErrors(() => validateRequest(requestParams(), ctx))
    onlyProtocolErrors(() => validateEmit(validParams.emit, ctx))
    onlyProtocolErrors(() => validateUpdate(validParams.update, ctx))
    onlyProtocolErrors(() => validateSessionRequest(validParams.sessionRequest, corrupt))
    onlyProtocolErrors(() =>
      validateSessionUpdateRequest({ namespaces: {} as SessionNamespaces }, {
        ...corrupt,
        requiredNamespaces: 5,
      } as never),
    )
  })
})
