interface Waiter<T> {
  accept(item: T): boolean
  resolve(item: T): void
}

/**
 * Promises for things that have not arrived yet (a request, a proposal, a held prompt): each waiter resolves
 * with the first arrival it accepts, or fails after its timeout with the message given, so a test that waits
 * for something that never comes gets a sentence instead of a hang.
 */
export class Arrivals<T> {
  #waiters = new Set<Waiter<T>>()

  /** Hands `item` to every waiter that accepts it. */
  notify(item: T): void {
    for (const waiter of [...this.#waiters]) {
      if (waiter.accept(item)) waiter.resolve(item)
    }
  }

  wait(accept: (item: T) => boolean, timeout: number, timeoutMessage: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter<T> = {
        accept,
        resolve: (item) => {
          clearTimeout(timer)
          this.#waiters.delete(waiter)
          resolve(item)
        },
      }
      const timer = setTimeout(() => {
        this.#waiters.delete(waiter)
        reject(new Error(timeoutMessage))
      }, timeout)
      this.#waiters.add(waiter)
    })
  }
}

/** How long waitForRequest, waitForProposal and the settling calls wait when no timeout is given. */
export const DEFAULT_WAIT_MS = 10_000
