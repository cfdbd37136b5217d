import type { AppEvent, ErrorPayload } from '../shared/messages.ts'
import { FrameClosedError, FrameResponseError } from './errors.ts'

/** What a waiting request is known by, for rejectWhere. */
export interface PendingInfo {
  event: AppEvent
  /** RPC_REQUEST: the JSON-RPC method. */
  method?: string | undefined
  /** The frame document it was sent to (the client counts reloads). */
  generation?: number | undefined
}

interface Pending extends PendingInfo {
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  timer: ReturnType<typeof setTimeout> | undefined
}

/**
 * The requests waiting for the frame's answer, by id. An answer settles only the request it names, and only
 * once: a late or repeated answer (or one for an id never sent) is ignored.
 */
export function createPendingRequests() {
  const pending = new Map<string, Pending>()
  return {
    /**
     * Waits for the answer to `id`. With `timeoutMs` > 0, `onTimeout` decides what happens when none came:
     * it returns the error to reject with, or `{ value }` to resolve with.
     */
    wait(
      id: string,
      event: AppEvent,
      timeoutMs: number,
      onTimeout: () => Error | { value: unknown },
      info: Omit<PendingInfo, 'event'> = {},
    ): Promise<unknown> {
      return new Promise((resolve, reject) => {
        const timer =
          timeoutMs > 0
            ? setTimeout(() => {
                pending.delete(id)
                const outcome = onTimeout()
                if (outcome instanceof Error) reject(outcome)
                else resolve(outcome.value)
              }, timeoutMs)
            : undefined
        pending.set(id, { ...info, event, resolve, reject, timer })
      })
    },
    /** Settles request `id` with the frame's answer; false when no such request waits (or another event's). */
    settle(
      id: string,
      event: AppEvent,
      answer: { ok: true; payload: unknown } | { ok: false; payload: ErrorPayload },
    ) {
      const request = pending.get(id)
      if (!request || request.event !== event) return false
      pending.delete(id)
      clearTimeout(request.timer)
      if (answer.ok) request.resolve(answer.payload)
      else request.reject(new FrameResponseError(event, answer.payload))
      return true
    },
    /**
     * Rejects, without waiting for the frame, every request `which` picks, each with a fresh `error()`; returns
     * how many. A late answer for one of them is then ignored like any unknown id.
     */
    rejectWhere(which: (request: PendingInfo) => boolean, error: (request: PendingInfo) => Error): number {
      let count = 0
      for (const [id, request] of pending) {
        const info = { event: request.event, method: request.method, generation: request.generation }
        if (!which(info)) continue
        pending.delete(id)
        clearTimeout(request.timer)
        request.reject(error(info))
        count++
      }
      return count
    },
    /** Rejects every waiting request (the client was destroyed). */
    closeAll() {
      for (const request of pending.values()) {
        clearTimeout(request.timer)
        request.reject(new FrameClosedError())
      }
      pending.clear()
    },
    get size() {
      return pending.size
    },
  }
}
