import { buildAuthPayload, type Verify1271, verifyCacao } from '../auth/cacao.ts'
import { deriveSymKey, generateKeyPair, topicOf } from '../crypto/keys.ts'
import type { AppClient } from './app.ts'
import { namespacesFromCacaos } from './authSession.ts'
import { AUTH_REQUEST_LIFETIME, SESSION_LIFETIME } from './constants.ts'
import { internalError, ProtocolError } from './errors.ts'
import type { AuthenticateResponseResult, Cacao, SessionRecord } from './types.ts'
import { validateAuthenticate } from './validation/authenticate.ts'

export interface AuthenticateParams {
  chains: string[]
  domain: string
  nonce: string
  /** The `aud` of the SIWE message. */
  uri: string
  statement?: string
  methods?: string[]
  resources?: string[]
  exp?: string
  nbf?: string
  requestId?: string
  /** Seconds the request stays valid (at least 3600). */
  expiry?: number
}

export interface AuthenticateResult {
  session: SessionRecord
  /** The signed CACAOs; absent when the wallet answered the fallback proposal instead. */
  auths?: Cacao[]
}

const WC_METHOD_UNSUPPORTED = 10001
const AUTH_EVENTS = ['chainChanged', 'accountsChanged']

/**
 * One-click auth (apps/docs/pages/protocol.md#one-click-authentication): a pairing URI with
 * `methods=wc_sessionAuthenticate`, the auth request and a fallback proposal sharing one key pair. Resolves
 * with whichever the wallet answers: signed CACAOs (checked here) or a settled session. Kept out of app.ts so
 * apps that never authenticate do not ship it.
 *
 * @example
 * ```ts
 * const { uri, response } = await authenticate(app, {
 *   chains: ['eip155:1'],
 *   domain: location.host,
 *   nonce: crypto.randomUUID(),
 *   uri: location.href,
 *   methods: ['personal_sign'],
 * })
 * // show `uri` as a QR code, then:
 * const { session, auths } = await response() // auths: the signed CACAOs, absent on the fallback session
 * ```
 */
export async function authenticate(
  app: AppClient,
  params: AuthenticateParams,
  options: { verify1271?: Verify1271 } = {},
): Promise<{ uri: string; response: () => Promise<AuthenticateResult> }> {
  const core = app.core
  validateAuthenticate(params)
  const { topic: pairingTopic, uri } = await app.createPairing(['wc_sessionAuthenticate'])
  core.events.emit('display_uri', { uri })

  const key = generateKeyPair()
  core.keyPairs.set(key.publicKey, key.privateKey)
  const responseTopic = topicOf(key.publicKey)
  core.responseTopics.set(responseTopic, key.publicKey)
  await core.relay.subscribe(responseTopic)

  const lifetime = Math.max(params.expiry ?? AUTH_REQUEST_LIFETIME, AUTH_REQUEST_LIFETIME)
  const expiryTimestamp = core.nowSeconds() + lifetime
  const authPayload = buildAuthPayload({
    chains: params.chains,
    domain: params.domain,
    nonce: params.nonce,
    uri: params.uri,
    ...(params.statement !== undefined ? { statement: params.statement } : {}),
    ...(params.methods ? { methods: params.methods } : {}),
    ...(params.resources ? { resources: params.resources } : {}),
    ...(params.exp ? { exp: params.exp } : {}),
    ...(params.nbf ? { nbf: params.nbf } : {}),
    ...(params.requestId ? { requestId: params.requestId } : {}),
    now: core.now(),
  })
  const requester = { publicKey: key.publicKey, metadata: core.metadata }
  const { response: authResponse } = await core.sendRequest<AuthenticateResponseResult>(
    pairingTopic,
    'wc_sessionAuthenticate',
    { requester, authPayload, expiryTimestamp },
    { ttl: lifetime, expiry: expiryTimestamp },
  )
  const namespace = { chains: params.chains, methods: params.methods ?? [], events: AUTH_EVENTS }
  const fallback = await app.proposeFallback(pairingTopic, { optionalNamespaces: { eip155: namespace } }, key)

  const cleanup = async () => {
    core.responseTopics.delete(responseTopic)
    await core.relay.unsubscribe(responseTopic).catch(() => {})
  }

  const viaAuth = async (): Promise<AuthenticateResult> => {
    const result = await authResponse
    const cacaos = Array.isArray(result?.cacaos) ? result.cacaos : []
    const responderKey = result?.responder?.publicKey
    if (cacaos.length === 0 || typeof responderKey !== 'string') {
      throw new ProtocolError(
        internalError('MISSING_OR_INVALID', 'authenticate response: cacaos and responder'),
      )
    }
    for (const cacao of cacaos) {
      const check = await verifyCacao(cacao, {
        expected: { domain: params.domain, nonce: params.nonce, aud: params.uri, chains: params.chains },
        now: core.now(),
        ...(options.verify1271 ? { verify1271: options.verify1271 } : {}),
      })
      if (!check.ok)
        throw new ProtocolError(
          internalError('MISSING_OR_INVALID', `Signature verification failed: ${check.reason}`),
        )
    }
    const symKey = deriveSymKey(key.privateKey, responderKey)
    const topic = topicOf(symKey)
    await core.subscribeWithKey(topic, symKey)
    const session: SessionRecord = {
      topic,
      pairingTopic,
      relay: { protocol: 'irn' },
      expiry: core.nowSeconds() + SESSION_LIFETIME,
      acknowledged: true,
      controller: responderKey,
      namespaces: namespacesFromCacaos(cacaos, authPayload),
      requiredNamespaces: {},
      optionalNamespaces: { eip155: namespace },
      self: requester,
      peer: result.responder,
      authentication: cacaos,
    }
    app.sessionOps.setSession(session)
    const pairing = core.pairings.get(pairingTopic)
    if (pairing)
      core.pairings.set(pairingTopic, { ...pairing, active: true, peerMetadata: result.responder.metadata })
    // The fallback proposal is answered by the auth answer.
    app.dropProposal(fallback.id)
    core.events.emit('connect', { session })
    return { session, auths: cacaos }
  }

  const outcome = new Promise<AuthenticateResult>((resolve, reject) => {
    viaAuth().then(resolve, (error: unknown) => {
      // 10001: the wallet cannot do one-click auth, so its answer to the fallback proposal decides.
      if ((error as { code?: number }).code === WC_METHOD_UNSUPPORTED) {
        fallback.settled.then((session) => resolve({ session }), reject)
      } else reject(error)
    })
    fallback.settled.then(
      (session) => resolve({ session }),
      () => {},
    )
  })
  const response = outcome.finally(cleanup)
  response.catch(() => {})
  return { uri, response: () => response }
}
