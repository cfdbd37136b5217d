import { deriveSymKey, generateKeyPair, topicOf } from '../crypto/keys.ts'
import { namespacesFromCacaos } from './authSession.ts'
import { isObjectLike } from './caip.ts'
import { AUTH_REQUEST_LIFETIME, RELAY_PROTOCOL, SESSION_LIFETIME } from './constants.ts'
import type { SignCore } from './core.ts'
import { internalError, ProtocolError, sdkError } from './errors.ts'
import { idKey } from './expirer.ts'
import type { Incoming } from './inbound.ts'
import type { SessionOps } from './sessionOps.ts'
import type { HistoryRecord } from './signStores.ts'
import type {
  AuthenticateRequestParams,
  Cacao,
  JsonRpcErrorObject,
  ProposalRecord,
  SessionRecord,
} from './types.ts'
import { validateReject } from './validation/approval.ts'
import type { WalletProposals } from './walletProposals.ts'

type AuthRequest = HistoryRecord & { params: AuthenticateRequestParams }

/**
 * The wallet's side of one-click auth: an app asks for signed sign-in messages (CACAOs) and gets a settled
 * session in the same answer. The answer goes back in a type-1 envelope on the topic derived from the app's key,
 * since the wallet has no session key with the app yet. The app sends a session proposal alongside, for wallets
 * without one-click auth; answering the auth request answers that proposal too.
 */
export class WalletAuth {
  readonly #core: SignCore
  readonly #sessionOps: SessionOps
  readonly #proposals: WalletProposals

  constructor(core: SignCore, sessionOps: SessionOps, proposals: WalletProposals) {
    this.#core = core
    this.#sessionOps = sessionOps
    this.#proposals = proposals
    core.onRequest('wc_sessionAuthenticate', (incoming) => this.#onAuthenticate(incoming))
  }

  async #onAuthenticate(incoming: Incoming): Promise<void> {
    const core = this.#core
    const raw = incoming.params as Partial<AuthenticateRequestParams> | undefined
    // Everything used below and by approve() comes from the peer: check its shape.
    if (
      !isObjectLike(raw) ||
      !isObjectLike(raw.requester) ||
      typeof raw.requester.publicKey !== 'string' ||
      !/^[0-9a-f]{64}$/i.test(raw.requester.publicKey) ||
      !isObjectLike(raw.requester.metadata) ||
      !isObjectLike(raw.authPayload)
    ) {
      throw new ProtocolError(
        sdkError('INVALID_METHOD', 'wc_sessionAuthenticate needs requester and authPayload'),
      )
    }
    // The expirer needs a number; the official wallet tolerates a missing one, so default it.
    const params = {
      ...raw,
      expiryTimestamp:
        typeof raw.expiryTimestamp === 'number' && Number.isFinite(raw.expiryTimestamp)
          ? raw.expiryTimestamp
          : core.nowSeconds() + AUTH_REQUEST_LIFETIME,
    } as AuthenticateRequestParams
    // Without a listener, answer 10001 (WC_METHOD_UNSUPPORTED): the app then falls back to its proposal.
    if (core.events.listenerCount('session_authenticate') === 0) {
      throw new ProtocolError(sdkError('WC_METHOD_UNSUPPORTED', 'wc_sessionAuthenticate'))
    }
    const verifyContext = await core.verifyIncoming(incoming, params.requester.metadata)
    core.history.set(incoming.id, {
      id: incoming.id,
      topic: incoming.topic,
      method: incoming.method,
      params,
      direction: 'in',
      expiry: params.expiryTimestamp,
      verifyContext,
      transport: incoming.transport,
    })
    core.expirer.set(idKey(incoming.id), params.expiryTimestamp)
    core.events.emit('session_authenticate', {
      id: incoming.id,
      topic: incoming.topic,
      params,
      verifyContext,
    })
  }

  /** Answers one-click auth with one signed CACAO per chain; the session is settled at once. */
  async approve(params: { id: number; auths: Cacao[] }): Promise<{ session: SessionRecord }> {
    const core = this.#core
    const request = this.#request(params.id)
    if (!Array.isArray(params.auths) || params.auths.length === 0) {
      throw new ProtocolError(internalError('MISSING_OR_INVALID', 'approveSessionAuthenticate() auths'))
    }
    const requester = request.params.requester
    const self = generateKeyPair()
    core.keyPairs.set(self.publicKey, self.privateKey)
    const symKey = deriveSymKey(self.privateKey, requester.publicKey)
    const topic = topicOf(symKey)
    const responder = { publicKey: self.publicKey, metadata: core.metadata }
    const session: SessionRecord = {
      topic,
      pairingTopic: request.topic,
      relay: { protocol: RELAY_PROTOCOL },
      expiry: core.nowSeconds() + SESSION_LIFETIME,
      acknowledged: true,
      controller: self.publicKey,
      namespaces: namespacesFromCacaos(params.auths, request.params.authPayload),
      requiredNamespaces: {},
      optionalNamespaces: {},
      self: responder,
      peer: requester,
      authentication: params.auths,
    }
    await core.subscribeWithKey(topic, symKey)
    this.#sessionOps.setSession(session)
    await core.sendResult(
      topicOf(requester.publicKey),
      params.id,
      'wc_sessionAuthenticate',
      { cacaos: params.auths, responder },
      { envelope: { type: 1, senderPrivateKey: self.privateKey, receiverPublicKey: requester.publicKey } },
    )
    this.#proposals.forgetFallbacks(request.topic, requester.publicKey)
    this.#proposals.activatePairing(request.topic, requester.metadata)
    core.events.emit('connect', { session })
    return { session }
  }

  /** Refuses one-click auth with the wallet's reason; the app's authenticate() rejects with it. */
  async reject(params: { id: number; reason: JsonRpcErrorObject }): Promise<void> {
    const core = this.#core
    const request = this.#request(params.id)
    validateReject(
      { id: params.id, reason: params.reason },
      {
        proposal: () => ({}) as ProposalRecord,
        isExpired: () => false,
        recentlyDeleted: core.recentlyDeleted,
      },
    )
    const requester = request.params.requester
    const self = generateKeyPair()
    await core.sendError(topicOf(requester.publicKey), params.id, 'wc_sessionAuthenticate', params.reason, {
      kind: 'reject',
      envelope: { type: 1, senderPrivateKey: self.privateKey, receiverPublicKey: requester.publicKey },
    })
    this.#proposals.forgetFallbacks(request.topic, requester.publicKey)
  }

  #request(id: number): AuthRequest {
    const record = this.#core.history.get(id)
    if (record?.method !== 'wc_sessionAuthenticate' || record.answered) {
      throw new ProtocolError(
        internalError('MISSING_OR_INVALID', `Could not find pending auth request with id ${id}`),
      )
    }
    if (this.#core.expirer.isExpired(idKey(id)))
      throw new ProtocolError(internalError('EXPIRED', `Auth request expired: ${id}`))
    return record as AuthRequest
  }
}
