import { BaseError } from './base.ts'
import { ConnectionClosedError } from './connectionClosed.ts'

/** The details of the ConnectionClosedError a destroyed kit answers with (airlock.ts says the same). */
export const KIT_DESTROYED = 'The kit was destroyed'

/** What destroy() ends the kit's waits with: the kit, not the wallet, went away. */
export function kitDestroyedError(cause?: unknown): ConnectionClosedError {
  return new ConnectionClosedError({ details: KIT_DESTROYED, ...(cause instanceof Error ? { cause } : {}) })
}

/**
 * Whether `error` (or an error it wraps: adapters wrap what a provider threw) ended because the kit was
 * destroyed. Such an ending is no failure of the connection: what the kit remembers of it stays for the next
 * kit on the page.
 */
export function isKitDestroyed(error: unknown): boolean {
  let link = error
  for (let depth = 0; link instanceof Error && depth < 10; depth++) {
    if (link instanceof ConnectionClosedError && link.details === KIT_DESTROYED) return true
    link = link instanceof BaseError || 'cause' in link ? (link as { cause?: unknown }).cause : undefined
  }
  return false
}
