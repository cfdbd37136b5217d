import { PING_RESPONSE_DELAY_MS, SESSION_LIFETIME } from './constants.ts'
import type { SignCore } from './core.ts'
import { internalError, ProtocolError, sdkError } from './errors.ts'
import { type ExpiryKey, idKey, topicKey } from './expirer.ts'
import { idTime } from './payload.ts'
import type { SessionRecord } from './types.ts'
import { validateDisconnect, validateExtend, validatePing } from './validation/lifecycle.ts'

const USER_DISCONNECTED = () => sdkError('USER_DISCONNECTED')

/** What both roles do with sessions and pairings: ping, extend, disconnect, expiry and their handlers. */
export class SessionOps {
  readonly #core: SignCore
  /**
   * Last id seen per topic for update/event: one whose id (less its last 3 random digits) is older is dropped
   * as out of sync, so a late update cannot undo a newer one.
   */
  readonly #lastIds = new Map<string, number>()

  constructor(core: SignCore) {
    this.#core = core
    core.onRequest('wc_sessionPing', async ({ topic, id }) => {
      this.#requireSession(topic)
      await core.sendResult(topic, id, 'wc_sessionPing', true)
      core.events.emit('session_ping', { id, topic })
    })
    core.onRequest('wc_pairingPing', async ({ topic, id }) => {
      if (!core.pairings.has(topic))
        throw new ProtocolError(internalError('NO_MATCHING_KEY', `pairing topic doesn't exist: ${topic}`))
      await core.sendResult(topic, id, 'wc_pairingPing', true)
      core.events.emit('pairing_ping', { id, topic })
    })
    core.onRequest('wc_sessionExtend', async ({ topic, id }) => {
      const session = this.#requireSession(topic)
      const expiry = core.nowSeconds() + SESSION_LIFETIME
      this.#setSession({ ...session, expiry })
      await core.sendResult(topic, id, 'wc_sessionExtend', true)
      core.events.emit('session_extend', { id, topic })
    })
    core.onRequest('wc_sessionDelete', async ({ topic, id, params }) => {
      this.#requireSession(topic)
      // Current clients send no answer and delete at once; we do the same.
      const reason = isReason(params) ? params : USER_DISCONNECTED()
      await this.deleteSession(topic, reason)
      core.events.emit('session_delete', { id, topic })
    })
    core.onRequest('wc_pairingDelete', async ({ topic, id }) => {
      // Like the official client: a delete on a topic that is no pairing (a session's) is refused.
      if (!core.pairings.has(topic))
        throw new ProtocolError(internalError('NO_MATCHING_KEY', `pairing topic doesn't exist: ${topic}`))
      await this.deletePairing(topic)
      core.events.emit('pairing_delete', { id, topic })
    })
    core.onExpire((key) => void this.#onExpire(key))
  }

  /** Drops an update or event whose id is older than the last one seen on the topic. */
  isOutOfSync(topic: string, id: number): boolean {
    const last = this.#lastIds.get(topic)
    if (last !== undefined && idTime(id) < idTime(last)) return true
    this.#lastIds.set(topic, Math.max(last ?? 0, id))
    return false
  }

  /** Pings a session or a pairing; resolves when the peer answers. */
  async ping(params: { topic: string }): Promise<void> {
    const core = this.#core
    validatePing(params, {
      session: (topic) => core.sessions.get(topic),
      pairing: (topic) => core.pairings.get(topic),
      isExpired: (topic) => core.expirer.isExpired(topicKey(topic)),
      recentlyDeleted: core.recentlyDeleted,
    })
    const method = core.sessions.has(params.topic) ? 'wc_sessionPing' : 'wc_pairingPing'
    const { response } = await core.sendRequest(params.topic, method, {})
    const answer = await response.then(
      () => ({ ok: true as const }),
      (error: unknown) => ({ ok: false as const, error }),
    )
    // The responder answers at once; the answer, result or error, settles the ping 500 ms later, as the
    // official client's does.
    await new Promise((resolve) => setTimeout(resolve, PING_RESPONSE_DELAY_MS))
    if (!answer.ok) throw answer.error
  }

  /** Sets a new 7-day expiry on both sides. */
  async extend(params: { topic: string }): Promise<{ acknowledged: () => Promise<void> }> {
    const core = this.#core
    const session = validateExtend(params, {
      session: (topic) => core.sessions.get(topic),
      isExpired: (topic) => core.expirer.isExpired(topicKey(topic)),
      recentlyDeleted: core.recentlyDeleted,
    })
    const { response } = await core.sendRequest(params.topic, 'wc_sessionExtend', {})
    this.#setSession({ ...session, expiry: core.nowSeconds() + SESSION_LIFETIME })
    return { acknowledged: async () => void (await response) }
  }

  /** Ends a session (tells the peer, deletes at once) or a pairing. */
  async disconnect(params: { topic: string; reason?: { code: number; message: string } }): Promise<void> {
    const core = this.#core
    validateDisconnect(params, {
      session: (topic) => core.sessions.get(topic),
      pairing: (topic) => core.pairings.get(topic),
      isExpired: (topic) => core.expirer.isExpired(topicKey(topic)),
      recentlyDeleted: core.recentlyDeleted,
    })
    const reason = params.reason ?? USER_DISCONNECTED()
    if (core.sessions.has(params.topic)) {
      await core.sendRequest(params.topic, 'wc_sessionDelete', reason, { awaitResponse: false })
      await this.deleteSession(params.topic, reason)
    } else {
      await core.sendRequest(params.topic, 'wc_pairingDelete', reason, { awaitResponse: false })
      await this.deletePairing(params.topic)
    }
  }

  /** Removes a session with everything tied to it and emits disconnect. */
  async deleteSession(
    topic: string,
    reason: { code: number; message: string } = USER_DISCONNECTED(),
  ): Promise<void> {
    const core = this.#core
    const session = core.sessions.get(topic)
    if (!session) return
    core.sessions.delete(topic)
    this.#lastIds.delete(topic)
    for (const record of core.history.values()) {
      if (record.topic !== topic) continue
      core.history.delete(record.id)
      core.expirer.delete(idKey(record.id))
      core.failWaiter(record.id, new ProtocolError(reason))
    }
    if (session.self.publicKey) core.keyPairs.delete(session.self.publicKey)
    await core.forgetTopic(topic)
    core.events.emit('disconnect', { topic, reason })
  }

  async deletePairing(topic: string): Promise<void> {
    const core = this.#core
    if (!core.pairings.delete(topic)) return
    await core.forgetTopic(topic)
  }

  /** Stores a session and keeps its expiry in the expirer. */
  setSession(session: SessionRecord): void {
    this.#setSession(session)
  }

  #setSession(session: SessionRecord): void {
    this.#core.sessions.set(session.topic, session)
    this.#core.expirer.set(topicKey(session.topic), session.expiry)
  }

  #requireSession(topic: string): SessionRecord {
    const session = this.#core.sessions.get(topic)
    if (!session)
      throw new ProtocolError(internalError('NO_MATCHING_KEY', `session topic doesn't exist: ${topic}`))
    return session
  }

  async #onExpire(key: ExpiryKey): Promise<void> {
    const core = this.#core
    if (key.startsWith('topic:')) {
      const topic = key.slice('topic:'.length)
      if (core.sessions.has(topic)) {
        await this.deleteSession(topic, internalError('EXPIRED', `session topic: ${topic}`))
        core.events.emit('session_expire', { topic })
      } else if (core.pairings.has(topic)) {
        await this.deletePairing(topic)
        core.events.emit('pairing_expire', { topic })
      }
      return
    }
    const id = Number(key.slice('id:'.length))
    if (core.proposals.has(id)) {
      core.proposals.delete(id)
      core.recentlyDeleted.add(id)
      core.failWaiter(id, new ProtocolError(internalError('EXPIRED', 'Proposal expired')))
      core.events.emit('proposal_expire', { id })
    }
  }
}

function isReason(value: unknown): value is { code: number; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}
