/**
 * What the wallet keeps in the browser's storage across reloads: the selected account, network and account
 * mode, and the last activity lines. Unreadable or foreign values fall back to the defaults; a storage that
 * refuses writes (private mode) leaves them for this page only.
 */
import { ACCOUNTS, DEVNET, networkById } from '../config.ts'
import type { AccountMode, Activity } from '../store/walletState.ts'

export const PREFS_KEY = 'airlock-wallet:prefs'
export const ACTIVITY_KEY = 'airlock-wallet:activity'

export type KeptStorage = Pick<Storage, 'getItem' | 'setItem'> | undefined

export interface Prefs {
  accountIndex: number
  chainId: number
  accountMode: AccountMode
}

export function loadPrefs(storage: KeptStorage): Prefs {
  try {
    const raw = JSON.parse(storage?.getItem(PREFS_KEY) ?? '{}') as Record<string, unknown>
    const accountIndex =
      typeof raw.accountIndex === 'number' && ACCOUNTS[raw.accountIndex] ? raw.accountIndex : 0
    const chainId = typeof raw.chainId === 'number' && networkById(raw.chainId) ? raw.chainId : DEVNET.id
    const accountMode: AccountMode = raw.accountMode === 'smartAccount' ? 'smartAccount' : 'eoa'
    return { accountIndex, chainId, accountMode }
  } catch {
    return { accountIndex: 0, chainId: DEVNET.id, accountMode: 'eoa' }
  }
}

export function savePrefs(storage: KeptStorage, prefs: Prefs): void {
  const { accountIndex, chainId, accountMode } = prefs
  write(storage, PREFS_KEY, { accountIndex, chainId, accountMode })
}

export function loadActivity(storage: KeptStorage): Activity[] {
  try {
    const raw = JSON.parse(storage?.getItem(ACTIVITY_KEY) ?? '[]') as unknown
    return Array.isArray(raw)
      ? raw.filter(
          (item): item is Activity =>
            typeof item === 'object' &&
            item !== null &&
            typeof item.id === 'number' &&
            typeof item.title === 'string',
        )
      : []
  } catch {
    return []
  }
}

export function saveActivity(storage: KeptStorage, activity: readonly Activity[]): void {
  write(storage, ACTIVITY_KEY, activity)
}

function write(storage: KeptStorage, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value))
  } catch {
    // private mode: kept until the page closes
  }
}

/** The page's storage, or undefined where reading it throws (storage disabled). */
export function browserStorage(): KeptStorage {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}
