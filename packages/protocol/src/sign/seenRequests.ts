import { SEEN_IDS_LIMIT } from './constants.ts'

type Transport = 'relay' | 'link'

/**
 * The ids of the requests received lately, with how each one arrived. A peer (or the relay redelivering) may send
 * the same request twice: the second one is dropped, so it is neither handled nor answered again. While a request
 * is unanswered its transport is kept, so its answer goes back the way it came (relay or universal link).
 * Only the newest `limit` ids are remembered, so a long-lived client does not grow without bound.
 */
export class SeenRequests {
  readonly #limit: number
  /** Oldest first (a Set keeps insertion order). */
  readonly #ids = new Set<number>()
  readonly #transports = new Map<number, Transport>()

  constructor(limit = SEEN_IDS_LIMIT) {
    this.#limit = limit
  }

  /** Remembers a request; false when its id was seen before (a replay, to be dropped). */
  add(id: number, transport: Transport): boolean {
    if (this.#ids.has(id)) return false
    this.#ids.add(id)
    this.#transports.set(id, transport)
    if (this.#ids.size > this.#limit) {
      const [oldest] = this.#ids
      if (oldest !== undefined) {
        this.#ids.delete(oldest)
        this.#transports.delete(oldest)
      }
    }
    return true
  }

  /** How an unanswered request arrived (undefined once answered, or when it was never seen). */
  transportOf(id: number): Transport | undefined {
    return this.#transports.get(id)
  }

  /** The request was answered: its way back is no longer needed, but its id stays seen. */
  answered(id: number): void {
    this.#transports.delete(id)
  }
}
