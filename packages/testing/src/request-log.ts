import type { SerializedProviderRpcError } from '@airlock/wallet-engine'
import { Arrivals, DEFAULT_WAIT_MS } from './arrivals.ts'

/**
 * pending: not answered yet; approved: answered with a result (reads that need no prompt included);
 * rejected: the user said no (4001); error: any other error.
 */
export type RequestOutcome = 'pending' | 'approved' | 'rejected' | 'error'

/** One request the wallet received. Its outcome, result and error fill in when it is answered. */
export interface RequestRecord {
  id: number
  method: string
  params: unknown
  /** The page origin that sent it, when known. */
  origin?: string
  outcome: RequestOutcome
  result?: unknown
  error?: SerializedProviderRpcError
}

export interface WaitForRequestOptions {
  /** Only requests for this method. Default: any. */
  method?: string
  /** Default 10 s. */
  timeout?: number
  /** Further narrows the match, e.g. on params. */
  predicate?: (request: RequestRecord) => boolean
}

/** The request log of a wallet: records, waits for arrivals, and tells when a record is answered. */
export class RequestLog<R extends RequestRecord = RequestRecord> {
  #records: R[] = []
  #arrivals = new Arrivals<R>()
  #answered = new WeakMap<R, { promise: Promise<R>; resolve: (record: R) => void }>()
  #nextId = 1

  /** An id for a wallet that numbers its own requests (the injected wallet and its roles). */
  nextId(): number {
    return this.#nextId++
  }

  add(record: R): R {
    let resolve: (record: R) => void = () => {}
    const promise = new Promise<R>((done) => {
      resolve = done
    })
    this.#answered.set(record, { promise, resolve })
    this.#records.push(record)
    this.#arrivals.notify(record)
    return record
  }

  approve(record: R, result: unknown): void {
    record.outcome = 'approved'
    record.result = result
    this.#answered.get(record)?.resolve(record)
  }

  /** Records an error answer: 4001 is the user's no ('rejected'), anything else 'error'. */
  fail(record: R, error: SerializedProviderRpcError): void {
    record.outcome = error.code === 4001 ? 'rejected' : 'error'
    record.error = error
    this.#answered.get(record)?.resolve(record)
  }

  /** Resolves with the record once it has an outcome other than 'pending'. */
  answered(record: R): Promise<R> {
    return this.#answered.get(record)?.promise ?? Promise.resolve(record)
  }

  list(): R[] {
    return [...this.#records]
  }

  clear(): void {
    this.#records = []
  }

  /**
   * The next matching request to arrive, or one that already arrived and is still unanswered (so a test
   * that triggers a held request before it starts waiting does not wait forever).
   */
  waitFor(options: WaitForRequestOptions = {}): Promise<R> {
    const { method, predicate } = options
    const matches = (record: R) =>
      (method === undefined || record.method === method) && (predicate?.(record) ?? true)
    const waiting = this.#records.find((record) => record.outcome === 'pending' && matches(record))
    if (waiting) return Promise.resolve(waiting)
    const timeout = options.timeout ?? DEFAULT_WAIT_MS
    const what = method !== undefined ? `${method} request` : predicate ? 'matching request' : 'request'
    return this.#arrivals.wait(matches, timeout, `waitForRequest: no ${what} arrived within ${timeout} ms.`)
  }
}
