import { REQUEST_DEFAULT_EXPIRY, REQUEST_QUEUE_DELAY_MS, RESTORE_DELAY_MS } from './constants.ts'
import type { SignCore } from './core.ts'
import { internalError, ProtocolError } from './errors.ts'
import { type ExpiryKey, idKey, topicKey } from './expirer.ts'
import type { Incoming } from './inbound.ts'
import type { HistoryRecord } from './signStores.ts'
import type { JsonRpcResponse, SessionRequestParams, VerifyContext } from './types.ts'
import { validateRespond, validateSessionRequest } from './validation/requests.ts'

/** A session request waiting for the wallet's answer, as pendingRequests lists it. */
export interface PendingRequest {
  id: number
  topic: string
  params: SessionRequestParams
  verifyContext?: VerifyContext
}

/**
 * The wallet's queue of session requests. A wallet shows one request at a time, so session_request is emitted for
 * one request, and the next one only REQUEST_QUEUE_DELAY_MS after the previous was answered or expired
 * (apps/docs/pages/protocol.md#lifetimes-and-queues). Requests are kept in the history, so those still
 * unanswered when the wallet closed come back, in order, shortly after the next start.
 */
export class WalletRequests {
  readonly #core: SignCore
  /** Requests waiting to be shown, oldest first; `#active` is the one shown now. */
  #queue: number[] = []
  #active: number | undefined
  #timer: ReturnType<typeof setTimeout> | undefined

  constructor(core: SignCore) {
    this.#core = core
    core.onRequest('wc_sessionRequest', (incoming) => this.#onRequest(incoming))
    core.onExpire((key) => this.#onExpire(key))
  }

  /** Queues the requests restored from storage (call after the core started). */
  restore(): void {
    this.#queue = this.#unanswered().map((record) => record.id)
    if (this.#queue.length > 0) this.#scheduleNext(RESTORE_DELAY_MS)
  }

  stop(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer)
  }

  /** Requests received and not yet answered, oldest first. */
  pending(): PendingRequest[] {
    return this.#unanswered().map((record) => ({
      id: record.id,
      topic: record.topic,
      params: record.params as SessionRequestParams,
      ...(record.verifyContext ? { verifyContext: record.verifyContext } : {}),
    }))
  }

  /** Answers a session request; the next queued request follows REQUEST_QUEUE_DELAY_MS later. */
  async respond(params: { topic: string; response: JsonRpcResponse }): Promise<void> {
    const core = this.#core
    validateRespond(params, {
      session: (topic) => core.sessions.get(topic),
      isExpired: (topic) => core.expirer.isExpired(topicKey(topic)),
      recentlyDeleted: core.recentlyDeleted,
      pending: (id) => {
        const record = core.history.get(id)
        return record && record.direction === 'in' && !record.answered ? record : undefined
      },
    })
    const { response, topic } = params
    const method = core.history.get(response.id)?.method ?? 'wc_sessionRequest'
    if ('error' in response) await core.sendError(topic, response.id, method, response.error)
    else await core.sendResult(topic, response.id, method, response.result)
    this.#done(response.id)
  }

  #unanswered(): HistoryRecord[] {
    return this.#core.history
      .values()
      .filter(
        (record) => record.direction === 'in' && record.method === 'wc_sessionRequest' && !record.answered,
      )
      .sort((a, b) => a.id - b.id)
  }

  async #onRequest(incoming: Incoming): Promise<void> {
    const core = this.#core
    const session = core.sessions.get(incoming.topic)
    if (!session)
      throw new ProtocolError(
        internalError('NO_MATCHING_KEY', `session topic doesn't exist: ${incoming.topic}`),
      )
    const params = validateSessionRequest(incoming.params, session)
    // The peer's expiry goes into the expirer's arithmetic: anything but a number gets the default.
    const requested: unknown = params.request.expiryTimestamp
    const expiry =
      typeof requested === 'number' && !Number.isNaN(requested)
        ? requested
        : core.nowSeconds() + REQUEST_DEFAULT_EXPIRY
    const verifyContext = await core.verifyIncoming(incoming, session.peer.metadata)
    const record: HistoryRecord = {
      id: incoming.id,
      topic: incoming.topic,
      method: incoming.method,
      params,
      direction: 'in',
      expiry,
      verifyContext,
      transport: incoming.transport,
    }
    core.history.set(record.id, record)
    core.expirer.set(idKey(record.id), expiry)
    this.#queue.push(record.id)
    this.#next()
  }

  /**
   * A request the wallet received (a session request, or a one-click auth request) ran out unanswered: it is
   * forgotten, so a late answer is refused, and the queue moves on.
   */
  #onExpire(key: ExpiryKey): void {
    if (!key.startsWith('id:')) return
    const core = this.#core
    const id = Number(key.slice(3))
    const record = core.history.get(id)
    if (record?.direction !== 'in') return
    core.history.delete(id)
    core.recentlyDeleted.add(id)
    this.#done(id)
    if (record.method === 'wc_sessionRequest')
      core.events.emit('session_request_expire', { id, topic: record.topic })
  }

  /** Request `id` needs no showing any more: out of the queue, and the next one follows if it was shown. */
  #done(id: number): void {
    this.#queue = this.#queue.filter((queued) => queued !== id)
    if (this.#active === id) {
      this.#active = undefined
      this.#scheduleNext(REQUEST_QUEUE_DELAY_MS)
    }
  }

  #scheduleNext(delayMs: number): void {
    if (this.#timer !== undefined) return
    this.#timer = setTimeout(() => {
      this.#timer = undefined
      this.#next()
    }, delayMs)
  }

  #next(): void {
    if (this.#active !== undefined || this.#timer !== undefined) return
    while (this.#queue.length > 0) {
      const id = this.#queue.shift() as number
      const record = this.#core.history.get(id)
      if (!record || record.answered || this.#core.expirer.isExpired(idKey(id))) continue
      this.#active = id
      this.#core.events.emit('session_request', {
        id,
        topic: record.topic,
        params: record.params as SessionRequestParams,
        verifyContext: record.verifyContext ?? {
          verified: { verifyUrl: '', validation: 'UNKNOWN', origin: '' },
        },
      })
      return
    }
  }
}
