import type { AirlockContext } from '../context.ts'
import type { AirlockStorage } from '../storage/storage.ts'
import { StorageKeys } from '../storage/storage.ts'
import type { ChainNamespace } from '../types.ts'

/*
 * Which of a connector's accounts the visitor uses where it offers both an EOA and a smart account: by default
 * the smart account on eip155 (it can batch calls, be sponsored and hold sessions), else what the visitor last
 * chose, kept per namespace in the dapp's own storage. The embedded wallet's frame also keeps the choice, but in
 * third-party storage, which browsers partition or clear; the dapp's storage outlives it.
 */

export type SwitchableAccountType = 'eoa' | 'smartAccount'

const isType = (value: unknown): value is SwitchableAccountType => value === 'eoa' || value === 'smartAccount'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The type the visitor chose last on `namespace` in this dapp, if any. */
export function storedAccountType(
  storage: AirlockStorage,
  namespace: ChainNamespace,
): SwitchableAccountType | undefined {
  const value = storage.getItem(StorageKeys.PREFERRED_ACCOUNT_TYPES, isRecord)?.[namespace]
  return isType(value) ? value : undefined
}

/** Keeps the visitor's choice for `namespace`, next to the other namespaces' choices. */
export function rememberAccountType(
  storage: AirlockStorage,
  namespace: ChainNamespace,
  type: SwitchableAccountType,
): void {
  const stored = storage.getItem(StorageKeys.PREFERRED_ACCOUNT_TYPES, isRecord) ?? {}
  storage.setItem(StorageKeys.PREFERRED_ACCOUNT_TYPES, { ...stored, [namespace]: type })
}

/** The type to use on `namespace` when its connector offers a smart account. */
export function preferredAccountType(
  storage: AirlockStorage,
  namespace: ChainNamespace,
): SwitchableAccountType {
  return storedAccountType(storage, namespace) ?? (namespace === 'eip155' ? 'smartAccount' : 'eoa')
}

/**
 * Once per login of the embedded wallet (its store turning 'connected': a new login or a restored one), when it
 * offers a smart account and reports another type than the preferred one, asks it to switch (`switchType`).
 * Only the login itself is compared: a switch the visitor makes afterwards is theirs, and is kept by
 * rememberAccountType. Returns the unsubscribe.
 */
export function watchAccountTypes(
  ctx: Pick<AirlockContext, 'embedded' | 'storage'>,
  switchType: (type: SwitchableAccountType) => Promise<unknown>,
): () => void {
  return ctx.embedded.subscribe((state, previous) => {
    if (state.status !== 'connected' || previous.status === 'connected') return
    const user = state.user
    if (!user?.accounts?.some((account) => account.type === 'smartAccount')) return
    const current = user.preferredAccountType
    const wanted = preferredAccountType(ctx.storage, 'eip155')
    if (isType(current) && current !== wanted) switchType(wanted).catch(() => {})
  })
}
