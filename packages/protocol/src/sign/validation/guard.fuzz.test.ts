import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ProtocolError } from '../errors.ts'
import { RecentlyDeleted } from '../recentlyDeleted.ts'
import type { SessionNamespaces, SessionRecord } from '../types.ts'
import {
  APP_KEY,
  METADATA,
  mutate,
  NOW_MS,
  PAIRING_TOPIC,
  SESSION_TOPIC,
  sessionNamespaces,
  sessionRecord,
  WALLET_KEY,
} from '../validation.fixtures.ts'
import { validateApprove, validateReject } from './approval.ts'
import { validateAuthenticate } from './authenticate.ts'
import { validateEmit, validateSessionEventRequest } from './events.ts'
import { validateDisconnect, validateExtend, validatePing } from './lifecycle.ts'
import { validateConnect, validateProposalParams } from './proposal.ts'
import { validateRequest, validateRespond, validateSessionRequest } from './requests.ts'
import { validateSessionSettleRequest } from './settle.ts'
import { validateSessionUpdateRequest, validateUpdate } from './update.ts'
import {
  contexts,
  HOSTILE,
  onlyProtocolErrors,
  PROPOSAL,
  proposalParams,
  requestParams,
  SESSION,
  settleParams,
  thrown,
} from './validators.fixtures.ts'

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
