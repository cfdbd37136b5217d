import { ProtocolError } from './errors.ts'
import type { JsonRpcErrorObject } from './types.ts'

interface Waiter {
  resolve(value: unknown): void
  reject(error: Error): void
}

/**
 * The callers waiting for the peer's answer to a request this client sent, by request id. Each is settled once:
 * by the answer, or without one when the request can no longer be answered (it expired, its session was deleted,
 * the client stopped).
 */
export class PendingAnswers {
  readonly #waiters = new Map<number, Waiter>()

  /** Waits for the answer to request `id`: its result, or a ProtocolError with the peer's code and message. */
  wait<R>(id: number): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.#waiters.set(id, { resolve: resolve as (value: unknown) => void, reject })
    })
  }

  /** Settles the wait for `id` with the peer's answer; false when nobody waits for it. */
  answer(id: number, answer: { result?: unknown; error?: JsonRpcErrorObject }): boolean {
    const waiter = this.#take(id)
    if (!waiter) return false
    if (answer.error) waiter.reject(new ProtocolError(answer.error))
    else waiter.resolve(answer.result)
    return true
  }

  /** Rejects the wait for `id` without a peer answer (expiry, deletion). */
  fail(id: number, error: Error): void {
    this.#take(id)?.reject(error)
  }

  /** Forgets the wait for `id` without settling it (the request could not be sent). */
  drop(id: number): void {
    this.#waiters.delete(id)
  }

  /** Rejects every wait, each with an error of its own (the client stops). */
  failAll(error: () => Error): void {
    for (const id of [...this.#waiters.keys()]) this.fail(id, error())
  }

  #take(id: number): Waiter | undefined {
    const waiter = this.#waiters.get(id)
    this.#waiters.delete(id)
    return waiter
  }
}
