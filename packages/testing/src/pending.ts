import { userRejected } from './errors.ts'

/** A request held by the 'hang' policy until the test settles it. */
export interface PendingRequest {
  id: number
  method: string
  params: unknown
  /** The page origin that sent it, when it came through installTestWallet. */
  origin?: string
}

export interface SettleOptions {
  /** With no id and nothing pending yet, how long to wait for a request to arrive. Default 10 s. */
  timeout?: number
}

interface Entry {
  request: PendingRequest
  approve(): void
  reject(error: Error): void
}

export class PendingQueue {
  #entries = new Map<number, Entry>()
  #arrivals = new Set<() => void>()

  /** Holds a request; the promise resolves on approval and rejects with 4001 on rejection. */
  hold(request: PendingRequest): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#entries.set(request.id, { request, approve: resolve, reject })
      for (const notify of [...this.#arrivals]) notify()
    })
  }

  list(): PendingRequest[] {
    return [...this.#entries.values()].map((entry) => ({ ...entry.request }))
  }

  /**
   * Settles one request by id, or every pending one. With no id and nothing pending it waits for the next
   * request to be held: a test may call this right after triggering a request that is still on its way.
   */
  async settle(approved: boolean, id?: number, options: SettleOptions = {}): Promise<PendingRequest[]> {
    const verb = approved ? 'approvePending' : 'rejectPending'
    if (id !== undefined) {
      const entry = this.#entries.get(id)
      if (!entry) throw new Error(`${verb}: no pending request with id ${id}.`)
      return [this.#release(entry, approved)]
    }
    if (this.#entries.size === 0) await this.#nextArrival(options.timeout ?? 10_000, verb)
    return [...this.#entries.values()].map((entry) => this.#release(entry, approved))
  }

  #release(entry: Entry, approved: boolean): PendingRequest {
    this.#entries.delete(entry.request.id)
    if (approved) entry.approve()
    else entry.reject(userRejected())
    return { ...entry.request }
  }

  #nextArrival(timeout: number, verb: string): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer)
        this.#arrivals.delete(done)
        resolve()
      }
      const timer = setTimeout(() => {
        this.#arrivals.delete(done)
        reject(new Error(`${verb}: no request was pending, and none arrived within ${timeout} ms.`))
      }, timeout)
      this.#arrivals.add(done)
    })
  }
}
