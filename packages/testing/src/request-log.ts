import type { SerializedProviderRpcError } from './errors.ts'

/** pending: not answered yet; rejected: the user said no (4001); error: any other error. */
export type RequestOutcome = 'pending' | 'success' | 'rejected' | 'error'

/** One request the wallet received. Its outcome, result and error fill in when it is answered. */
export interface RequestRecord {
  id: number
  method: string
  params: unknown
  origin?: string
  outcome: RequestOutcome
  result?: unknown
  error?: SerializedProviderRpcError
}

export interface WaitForRequestOptions {
  /** Default 10 s. */
  timeout?: number
  /** Further narrows the match, e.g. on params. */
  predicate?: (request: RequestRecord) => boolean
}

interface Waiter {
  matches(record: RequestRecord): boolean
  resolve(record: RequestRecord): void
}

export class RequestLog {
  #records: RequestRecord[] = []
  #waiters = new Set<Waiter>()
  #nextId = 1

  add(method: string, params: unknown, origin: string | undefined): RequestRecord {
    const record: RequestRecord = { id: this.#nextId++, method, params, outcome: 'pending' }
    if (origin !== undefined) record.origin = origin
    this.#records.push(record)
    for (const waiter of [...this.#waiters]) {
      if (waiter.matches(record)) waiter.resolve(record)
    }
    return record
  }

  list(): RequestRecord[] {
    return [...this.#records]
  }

  clear(): void {
    this.#records = []
  }

  /**
   * The next matching request to arrive, or one that already arrived and is still unanswered (so a test
   * that triggers a held request before it starts waiting does not wait forever).
   */
  waitFor(method: string, options: WaitForRequestOptions = {}): Promise<RequestRecord> {
    const timeout = options.timeout ?? 10_000
    const matches = (record: RequestRecord) =>
      record.method === method && (options.predicate?.(record) ?? true)
    const waiting = this.#records.find((record) => record.outcome === 'pending' && matches(record))
    if (waiting) return Promise.resolve(waiting)
    return new Promise<RequestRecord>((resolve, reject) => {
      const waiter: Waiter = {
        matches,
        resolve: (record) => {
          clearTimeout(timer)
          this.#waiters.delete(waiter)
          resolve(record)
        },
      }
      const timer = setTimeout(() => {
        this.#waiters.delete(waiter)
        reject(new Error(`waitForRequest: no ${method} request arrived within ${timeout} ms.`))
      }, timeout)
      this.#waiters.add(waiter)
    })
  }
}
