import { userRejected } from '@airlock/wallet-engine'
import { Arrivals, DEFAULT_WAIT_MS } from './arrivals.ts'
import type { RequestRecord } from './request-log.ts'

export interface SettleOptions {
  /** With no id and nothing held yet, how long to wait for a request to be held. Default 10 s. */
  timeout?: number
}

interface Entry<R> {
  record: R
  approve(): void
  reject(error: Error): void
}

/**
 * The requests held by the 'hang' policy. Settling releases them and resolves once each is answered, so the
 * test reads the outcome (and result or error) of what it approved or rejected.
 */
export class PendingQueue<R extends RequestRecord = RequestRecord> {
  #entries = new Map<number, Entry<R>>()
  #arrivals = new Arrivals<R>()
  readonly #answered: (record: R) => Promise<R>

  /** `answered` resolves once a released record has its outcome (the wallet's request log knows). */
  constructor(answered: (record: R) => Promise<R>) {
    this.#answered = answered
  }

  /** Holds a request; the promise resolves on approval and rejects with 4001 on rejection. */
  hold(record: R): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#entries.set(record.id, { record, approve: resolve, reject })
      this.#arrivals.notify(record)
    })
  }

  list(): R[] {
    return [...this.#entries.values()].map((entry) => entry.record)
  }

  /**
   * Settles one request by id, or every held one. With no id and nothing held it waits for the next request
   * to be held: a test may call this right after triggering a request that is still on its way.
   */
  async settle(approved: boolean, id?: number, options: SettleOptions = {}): Promise<R[]> {
    const verb = approved ? 'approvePending' : 'rejectPending'
    let entries: Entry<R>[]
    if (id !== undefined) {
      const entry = this.#entries.get(id)
      if (!entry) throw new Error(`${verb}: no pending request with id ${id}.`)
      entries = [entry]
    } else {
      if (this.#entries.size === 0) {
        const timeout = options.timeout ?? DEFAULT_WAIT_MS
        await this.#arrivals.wait(
          () => true,
          timeout,
          `${verb}: no request was pending, and none arrived within ${timeout} ms.`,
        )
      }
      entries = [...this.#entries.values()]
    }
    for (const entry of entries) {
      this.#entries.delete(entry.record.id)
      if (approved) entry.approve()
      else entry.reject(userRejected())
    }
    return Promise.all(entries.map((entry) => this.#answered(entry.record)))
  }
}
