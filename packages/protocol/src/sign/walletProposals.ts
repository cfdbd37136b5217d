import { deriveSymKey, generateKeyPair, topicOf } from '../crypto/keys.ts'
import { PairingUriError, parsePairingUri } from '../uri.ts'
import { PAIRING_LIFETIME, RELAY_PROTOCOL, SESSION_LIFETIME } from './constants.ts'
import type { SignCore } from './core.ts'
import { internalError, ProtocolError } from './errors.ts'
import { idKey, topicKey } from './expirer.ts'
import type { Incoming } from './inbound.ts'
import type { SessionOps } from './sessionOps.ts'
import type {
  JsonRpcErrorObject,
  PairingRecord,
  ProposalRecord,
  SessionRecord,
  SettleParams,
} from './types.ts'
import { validateApprove, validateReject } from './validation/approval.ts'
import { validateProposalParams } from './validation/proposal.ts'

/** What the wallet grants when it approves: the namespaces and properties it settles the session with. */
export type SessionGrant = Pick<
  SettleParams,
  'namespaces' | 'sessionProperties' | 'scopedProperties' | 'sessionConfig'
>

/**
 * The wallet's side of pairing and proposals: pairs from the app's `wc:` URI, keeps each proposal that arrives
 * on the pairing until approve() or reject() answers it (or it expires), and settles the approved session.
 */
export class WalletProposals {
  readonly #core: SignCore
  readonly #sessionOps: SessionOps

  constructor(core: SignCore, sessionOps: SessionOps) {
    this.#core = core
    this.#sessionOps = sessionOps
    core.onRequest('wc_sessionPropose', (incoming) => this.#onPropose(incoming))
  }

  /** Pairs with a `wc:` URI: the app's proposal (stored by the relay) arrives as session_proposal. */
  async pair(uri: string): Promise<PairingRecord> {
    const core = this.#core
    let parsed: ReturnType<typeof parsePairingUri>
    try {
      parsed = parsePairingUri(uri, core.now())
    } catch (error) {
      if (error instanceof PairingUriError && error.code === 'EXPIRED') {
        throw new ProtocolError(
          internalError('EXPIRED', `pair() URI has expired. Please try again with a new connection URI.`),
        )
      }
      throw new ProtocolError(internalError('MISSING_OR_INVALID', `pair() uri: ${(error as Error).message}`))
    }
    const existing = core.pairings.get(parsed.topic)
    if (existing?.active) {
      throw new ProtocolError(
        internalError(
          'MISSING_OR_INVALID',
          `Pairing already exists: ${parsed.topic}. Please try again with a new connection URI.`,
        ),
      )
    }
    const pairing: PairingRecord = {
      topic: parsed.topic,
      symKey: parsed.symKey,
      expiry: parsed.expiryTimestamp,
      relay: { protocol: parsed.relayProtocol, ...(parsed.relayData ? { data: parsed.relayData } : {}) },
      active: false,
      ...(parsed.methods ? { methods: parsed.methods } : {}),
    }
    core.pairings.set(pairing.topic, pairing)
    core.expirer.set(topicKey(pairing.topic), pairing.expiry)
    await core.subscribeWithKey(pairing.topic, pairing.symKey)
    return pairing
  }

  async #onPropose(incoming: Incoming): Promise<void> {
    const core = this.#core
    const params = validateProposalParams(incoming.params, { nowMs: core.now() })
    const proposal: ProposalRecord = { ...params, id: incoming.id, pairingTopic: incoming.topic }
    core.proposals.set(proposal.id, proposal)
    core.expirer.set(idKey(proposal.id), proposal.expiryTimestamp)
    const verifyContext = await core.verifyIncoming(incoming, proposal.proposer.metadata)
    core.events.emit('session_proposal', { id: proposal.id, params: proposal, verifyContext })
  }

  /** Approves a proposal with what the wallet grants: answers the proposal, then sends the settle. */
  async approve(
    params: { id: number; relayProtocol?: string } & SessionGrant,
  ): Promise<{ topic: string; acknowledged: () => Promise<SessionRecord> }> {
    const core = this.#core
    const proposal = validateApprove(params, this.#lookup())
    // Forgotten before the first await: a second approve() (or reject()) of the same proposal fails
    // validation instead of settling a second session.
    this.forget(proposal.id)
    const self = generateKeyPair()
    core.keyPairs.set(self.publicKey, self.privateKey)
    const symKey = deriveSymKey(self.privateKey, proposal.proposer.publicKey)
    const topic = topicOf(symKey)
    const relay = { protocol: params.relayProtocol ?? RELAY_PROTOCOL }
    const expiry = core.nowSeconds() + SESSION_LIFETIME
    const controller = { publicKey: self.publicKey, metadata: core.metadata }
    const session: SessionRecord = {
      topic,
      pairingTopic: proposal.pairingTopic,
      relay,
      expiry,
      acknowledged: false,
      controller: self.publicKey,
      namespaces: params.namespaces,
      requiredNamespaces: proposal.requiredNamespaces,
      optionalNamespaces: proposal.optionalNamespaces ?? {},
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
      self: controller,
      peer: proposal.proposer,
    }
    await core.subscribeWithKey(topic, symKey)
    this.#sessionOps.setSession(session)
    await core.sendResult(proposal.pairingTopic, proposal.id, 'wc_sessionPropose', {
      relay,
      responderPublicKey: self.publicKey,
    })
    const { response } = await core.sendRequest(topic, 'wc_sessionSettle', {
      relay,
      namespaces: params.namespaces,
      controller,
      expiry,
      requiredNamespaces: proposal.requiredNamespaces,
      optionalNamespaces: proposal.optionalNamespaces ?? {},
      pairingTopic: proposal.pairingTopic,
      ...(params.sessionProperties ? { sessionProperties: params.sessionProperties } : {}),
      ...(params.scopedProperties ? { scopedProperties: params.scopedProperties } : {}),
      ...(params.sessionConfig ? { sessionConfig: params.sessionConfig } : {}),
    })
    this.activatePairing(proposal.pairingTopic, proposal.proposer.metadata)
    const acknowledged = response.then(() => core.sessions.get(topic) ?? session)
    acknowledged.catch(() => {})
    return { topic, acknowledged: () => acknowledged }
  }

  /** Refuses a proposal; the app's approval() rejects with this reason. */
  async reject(params: { id: number; reason: JsonRpcErrorObject }): Promise<void> {
    const proposal = validateReject(params, this.#lookup())
    await this.#core.sendError(proposal.pairingTopic, proposal.id, 'wc_sessionPropose', params.reason, {
      kind: 'reject',
    })
    this.forget(proposal.id)
  }

  /** Drops a proposal that is answered (or needs no answer any more); a late approve() of it fails. */
  forget(id: number): void {
    this.#core.proposals.delete(id)
    this.#core.expirer.delete(idKey(id))
    this.#core.recentlyDeleted.add(id)
  }

  /**
   * Drops the proposals an app sent alongside a one-click auth request (same pairing, same key): the answer to
   * the auth request answers them too.
   */
  forgetFallbacks(pairingTopic: string, proposerKey: string): void {
    for (const proposal of this.#core.proposals.values()) {
      if (proposal.pairingTopic === pairingTopic && proposal.proposer.publicKey === proposerKey) {
        this.forget(proposal.id)
      }
    }
  }

  /** A pairing that led to a session becomes active, with the peer's metadata and a new PAIRING_LIFETIME. */
  activatePairing(topic: string, peerMetadata: PairingRecord['peerMetadata']): void {
    const core = this.#core
    const pairing = core.pairings.get(topic)
    if (!pairing) return
    const expiry = core.nowSeconds() + PAIRING_LIFETIME
    core.pairings.set(topic, { ...pairing, active: true, expiry, ...(peerMetadata ? { peerMetadata } : {}) })
    core.expirer.set(topicKey(topic), expiry)
  }

  #lookup() {
    const core = this.#core
    return {
      proposal: (id: number) => core.proposals.get(id),
      isExpired: (id: number) => core.expirer.isExpired(idKey(id)),
      recentlyDeleted: core.recentlyDeleted,
    }
  }
}
