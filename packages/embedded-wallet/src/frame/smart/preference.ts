import { storagePrefix } from '../keys/deviceStore.ts'

/**
 * The visitor's preferred account type, kept per namespace in the frame origin's storage, per project and per
 * embedding page's origin (as the device store). Unset, a chain with smart accounts prefers 'smartAccount' and
 * any other chain 'eoa'; a chain without smart accounts is always 'eoa'.
 */

export type AccountType = 'eoa' | 'smartAccount'

export interface PreferenceStore {
  get(namespace: string): AccountType | undefined
  set(namespace: string, type: AccountType): void
}

export function createPreferenceStore(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  projectId: string,
  parentOrigin: string,
): PreferenceStore {
  const prefix = storagePrefix(projectId, parentOrigin)
  const key = (namespace: string) => `${prefix}preferred-account:${namespace}`
  return {
    get(namespace) {
      const value = storage.getItem(key(namespace))
      return value === 'eoa' || value === 'smartAccount' ? value : undefined
    },
    set(namespace, type) {
      storage.setItem(key(namespace), type)
    },
  }
}

export function isAccountType(value: unknown): value is AccountType {
  return value === 'eoa' || value === 'smartAccount'
}

/** The type in use on a chain: the stored choice where smart accounts exist, else 'eoa'. */
export function preferredType(stored: AccountType | undefined, smartChain: boolean): AccountType {
  if (!smartChain) return 'eoa'
  return stored ?? 'smartAccount'
}
