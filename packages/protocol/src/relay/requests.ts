import { ConnectionLostError, RelayTimeoutError } from './errors.ts'
import { answerError, toError } from './frames.ts'

/*
 * The client's side of JSON-RPC requests to the relay: ids, the queue while offline, the requests sent and
 * waiting for their answer, and what becomes of them when the socket goes away. Knows nothing of sockets:
 * the connection hands it a `send` function while one is open.
 */

interface PendingRequest {
  id: number
  method: string
  frame: string
  /** Put back in the queue when the socket drops before the answer (instead of rejecting). */
  retry: boolean
  resolve: (result: unknown) => void
  reject: (error: Error) => void
  timer?: ReturnType<typeof setTimeout>
}

export interface RequestLedgerOptions {
  /** Milliseconds since the epoch; request ids start from it. */
  now: () => number
  /** How long a sent request waits for its answer before it fails with a RelayTimeoutError. */
  timeoutMs: number
  /** A problem worth reporting that fails no request (a send into a socket that is going away). */
  onError: (error: Error) => void
}

export interface RequestLedger {
  /**
   * Sends a request now when online, else queues it. Resolves with the answer's `result`. With `retry`, a
   * request whose socket dropped before the answer is sent again on the next socket; without, it fails with
   * a ConnectionLostError.
   */
  add(method: string, params: unknown, retry: boolean): Promise<unknown>
  /** A socket is open: requests added from now on are written with `send`. */
  online(send: (frame: string) => void): void
  /** Sends the queued requests, oldest first. */
  flush(): void
  /** An answer frame (one with no `method`): settles the request with its id, if one is waiting. */
  answer(payload: Record<string, unknown>): void
  /** The socket went away: unanswered requests go back to the front of the queue, in their original order. */
  offline(): void
  /** The client stopped: every request, queued or sent, fails with `error`. */
  stop(error: Error): void
}

const clearTimer = (timer: ReturnType<typeof setTimeout> | undefined) => {
  if (timer !== undefined) clearTimeout(timer)
}

/**
 * @example
 * const ledger = createRequestLedger({ now: Date.now, timeoutMs: 15_000, onError: console.warn })
 * const result = ledger.add('irn_subscribe', { topic }, true) // queued until `online` and `flush`
 */
export function createRequestLedger(options: RequestLedgerOptions): RequestLedger {
  const { now, timeoutMs, onError } = options
  const queue: PendingRequest[] = []
  const inFlight = new Map<string, PendingRequest>()
  let send: ((frame: string) => void) | undefined
  let lastId = 0

  /**
   * Milliseconds times 1000 plus three random digits, so ids stay apart across restarts of a client too,
   * and always above the previous one so two requests of one client never share an id.
   */
  function nextId(): number {
    let id = Math.floor(now()) * 1000 + Math.floor(Math.random() * 1000)
    if (id <= lastId) id = lastId + 1
    lastId = id
    return id
  }

  function transmit(request: PendingRequest): void {
    if (!send) {
      queue.push(request)
      return
    }
    inFlight.set(String(request.id), request)
    request.timer = setTimeout(() => {
      if (inFlight.get(String(request.id)) !== request) return
      inFlight.delete(String(request.id))
      request.reject(new RelayTimeoutError(request.method, timeoutMs))
    }, timeoutMs)
    try {
      send(request.frame)
    } catch (error) {
      // The socket is going away; its close puts the request back in the queue.
      onError(toError(error, 'Relay send failed'))
    }
  }

  return {
    add(method, params, retry) {
      const id = nextId()
      return new Promise((resolve, reject) => {
        transmit({
          id,
          method,
          frame: JSON.stringify({ id, jsonrpc: '2.0', method, params }),
          retry,
          resolve,
          reject,
        })
      })
    },

    online(sender) {
      send = sender
    },

    flush() {
      for (const pending of queue.splice(0)) transmit(pending)
    },

    answer(payload) {
      const id = payload.id
      if (typeof id !== 'number' && typeof id !== 'string') return
      const pending = inFlight.get(String(id))
      if (!pending) return
      inFlight.delete(String(id))
      clearTimer(pending.timer)
      if ('error' in payload) pending.reject(answerError(pending.method, payload.error))
      else pending.resolve(payload.result)
    },

    offline() {
      send = undefined
      const unanswered = [...inFlight.values()]
      inFlight.clear()
      const requeue: PendingRequest[] = []
      for (const pending of unanswered) {
        clearTimer(pending.timer)
        pending.timer = undefined
        if (pending.retry) requeue.push(pending)
        else pending.reject(new ConnectionLostError())
      }
      queue.unshift(...requeue)
    },

    stop(error) {
      send = undefined
      for (const pending of [...inFlight.values(), ...queue]) {
        clearTimer(pending.timer)
        pending.reject(error)
      }
      inFlight.clear()
      queue.length = 0
    },
  }
}
