/**
 * Starts a watcher whose code loads in its own chunk, so the page load does not carry it (the balance watcher,
 * the account-type preference): it starts once its chunk arrives. The stop it returns works at any time: before
 * the chunk arrives (the watcher then never starts) and after.
 *
 * @example
 * const stop = startLazily(() => import('../account/balanceWatch.ts').then((m) => m.watchBalances(ctx)))
 * stop() // in destroy()
 */
export function startLazily(start: () => Promise<() => void>): () => void {
  let stopped = false
  let stop: (() => void) | undefined
  start().then(
    (started) => {
      if (stopped) started()
      else stop = started
    },
    // A chunk that failed to load leaves the kit without that watcher, as a page without it would be.
    () => undefined,
  )
  return () => {
    stopped = true
    stop?.()
    stop = undefined
  }
}
