import type { AirlockEvent } from '../events/store.ts'
import { CloudError, type CloudHttp } from './http.ts'

/** Error telemetry is capped at 5 per 60 s: a failing loop on one page must not flood the cloud. */
export const ERROR_TELEMETRY_LIMIT = 5
export const ERROR_TELEMETRY_WINDOW_MS = 60_000

export interface AnalyticsOptions {
  http: CloudHttp
  /** Page URL and domain reported with each event. */
  location?: { href: string; host: string }
  /** Called once when the cloud answers 403: the project is misconfigured (Invalid App Configuration). */
  onForbidden: () => void
  now?: () => number
  randomId?: () => string
}

/**
 * Sends analytics events (POST /e) while enabled. A 403 sets the forbidden flag once (and tells the kit);
 * the next success resets it. Errors are reported as INTERNAL_SDK_ERROR, at most 5 a minute.
 */
export function createAnalytics(options: AnalyticsOptions) {
  const now = options.now ?? Date.now
  const randomId = options.randomId ?? (() => crypto.randomUUID())
  let enabled = false
  // Until the project's analytics setting is known (it loads alongside the restore of stored connections),
  // errors are held, so a failure at start is not lost; they go once enabled, or are dropped when not.
  let decided = false
  let held: { error: unknown; address: string | undefined }[] = []
  let forbidden = false
  let errorTimes: number[] = []
  let disposed = false
  let stopFollowing: (() => void) | undefined

  async function post(
    event: string,
    properties: Record<string, unknown> | undefined,
    address: string | undefined,
  ) {
    const body = {
      eventId: randomId(),
      url: options.location?.href ?? '',
      domain: options.location?.host ?? '',
      timestamp: now(),
      props: { type: 'track', event, address, properties },
    }
    try {
      await options.http.post('e', body)
      forbidden = false
    } catch (error) {
      if (error instanceof CloudError && error.status === 403 && !forbidden) {
        forbidden = true
        options.onForbidden()
      }
    }
  }

  return {
    setEnabled(value: boolean) {
      if (disposed) return
      enabled = value
      decided = true
      const early = held
      held = []
      if (value) for (const { error, address } of early) this.reportError(error, address)
    },
    /**
     * Sends each event the kit emits from now on (while enabled), with the account `addressOf` reads then;
     * dispose() stops listening. After dispose() it does not start.
     */
    follow(
      events: { subscribe(listener: (state: { last?: AirlockEvent | undefined }) => void): () => void },
      addressOf: () => string | undefined,
    ) {
      if (disposed) return
      stopFollowing?.()
      stopFollowing = events.subscribe((state) => {
        if (state.last) void this.track(state.last, addressOf())
      })
    },
    /** For the kit's destroy(): stops following its events and sends nothing more, errors included. */
    dispose() {
      disposed = true
      enabled = false
      decided = true
      held = []
      stopFollowing?.()
      stopFollowing = undefined
    },
    get enabled() {
      return enabled
    },
    get forbidden() {
      return forbidden
    },
    /** Sends one event; resolves when the cloud answered (or did not). */
    track(event: AirlockEvent, address?: string) {
      if (!enabled) return Promise.resolve()
      return post(event.event, event.properties, address)
    },
    /**
     * Reports an SDK error, within the telemetry cap; returns whether it was taken (sent, or held until the
     * project's analytics setting is known).
     */
    reportError(error: unknown, address?: string): boolean {
      if (!decided) {
        if (held.length >= ERROR_TELEMETRY_LIMIT) return false
        held.push({ error, address })
        return true
      }
      const time = now()
      errorTimes = errorTimes.filter((t) => time - t < ERROR_TELEMETRY_WINDOW_MS)
      if (!enabled || errorTimes.length >= ERROR_TELEMETRY_LIMIT) return false
      errorTimes.push(time)
      void post(
        'INTERNAL_SDK_ERROR',
        { message: error instanceof Error ? error.message : String(error) },
        address,
      )
      return true
    },
  }
}
