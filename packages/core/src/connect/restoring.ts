import type { AirlockContext } from '../context.ts'
import { FRAME_LOAD_TIMEOUT_MS } from '../embedded/timeouts.ts'
import type { ChainNamespace } from '../types.ts'
import { ConnectionRestoreTimeoutError } from './errors.ts'

/*
 * At start the kit shows a stored account at once and restores its connection behind it (an injected wallet
 * answers in milliseconds; the embedded wallet first loads its frame, which takes seconds). A request the dapp
 * makes meanwhile waits for that restore instead of failing for want of a connection.
 */

/** Per kit (keyed by its connection store): each namespace's restore in progress, settling with its error. */
const inProgress = new WeakMap<object, Map<ChainNamespace, Promise<unknown>>>()

/** Records `restore` as the namespace's restore until it settles; resolves when it has. */
export async function trackRestore(
  ctx: AirlockContext,
  namespace: ChainNamespace,
  restore: () => Promise<void>,
): Promise<void> {
  let map = inProgress.get(ctx.connection)
  if (!map) {
    map = new Map()
    inProgress.set(ctx.connection, map)
  }
  // Settles with the error (or undefined): a request waiting on it rethrows it, nothing is left unhandled.
  const settled = restore().then(
    () => undefined,
    (error: unknown) => error ?? new Error('Restore failed'),
  )
  map.set(namespace, settled)
  const error = await settled
  if (map.get(namespace) === settled) map.delete(namespace)
  if (error) throw error
}

/**
 * Waits for the restore of `namespace` (the active one by default), if one is in progress, at most `timeoutMs`:
 * rejects with the restore's own error when it failed, or ConnectionRestoreTimeoutError when it took longer.
 * Resolves at once when nothing is being restored.
 */
export async function untilRestored(
  ctx: AirlockContext,
  namespace: ChainNamespace | undefined = ctx.chain.getState().activeChain,
  timeoutMs = FRAME_LOAD_TIMEOUT_MS,
): Promise<void> {
  const restore = namespace ? inProgress.get(ctx.connection)?.get(namespace) : undefined
  if (!restore || !namespace) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ConnectionRestoreTimeoutError(namespace, timeoutMs)), timeoutMs)
  })
  try {
    const error = await Promise.race([restore, late])
    if (error) throw error
  } finally {
    clearTimeout(timer)
  }
}
