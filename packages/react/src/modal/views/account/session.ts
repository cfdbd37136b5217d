import type { AirlockInternals } from '@airlock/core/internal'

export type AccountTab = 'tokens' | 'nfts' | 'activity'

/** What the Account view remembers while the modal stays open. */
export interface AccountSession {
  /** The tab last selected. */
  tab?: AccountTab
  /** The network and account Activity was last read afresh for (it is re-read once per opening). */
  activityKey?: string
}

/*
 * Keyed by kit instance, so two kits on a page (or tests, or server renders) never share a session; the
 * entry is dropped when that kit's modal closes, and with the kit itself once it is garbage.
 */
const sessions = new WeakMap<AirlockInternals, AccountSession>()

/** The current modal session of a kit: forgotten when its modal closes. */
export function accountSession(airlock: AirlockInternals): AccountSession {
  let session = sessions.get(airlock)
  if (!session) {
    session = {}
    sessions.set(airlock, session)
    const stop = airlock.modal.subscribe((state, previous) => {
      if (previous.open && !state.open) {
        sessions.delete(airlock)
        stop()
      }
    })
  }
  return session
}

/** The tab to land on: the remembered one if still offered, else the first. */
export function initialTab(remembered: AccountTab | undefined, offered: readonly AccountTab[]): AccountTab {
  return remembered && offered.includes(remembered) ? remembered : (offered[0] ?? 'tokens')
}

/**
 * The tab a key moves to in a horizontal tablist (WAI-ARIA tabs pattern): arrows step and wrap, Home and
 * End jump to the ends. Undefined for any other key.
 */
export function tabForKey(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count
    case 'ArrowLeft':
      return (current - 1 + count) % count
    case 'Home':
      return 0
    case 'End':
      return count - 1
    default:
      return undefined
  }
}
