import { type ComponentType, createElement, lazy, type ReactElement, useState } from 'react'

/** One view of a lazily loaded chunk: the view itself once the chunk is in memory, else a React.lazy of it. */
export interface ChunkEntry {
  Lazy: ComponentType
  ready(): ComponentType | undefined
}

/**
 * The views of one lazily loaded chunk, each drawn at once (by ChunkView) when the chunk is already in memory.
 * React.lazy suspends a component the first time it renders even when its chunk has loaded (for another view of
 * the same chunk), and the Suspense fallback, grey placeholders, then stands in for content that is already
 * known: the Buy progress after the Buy form, the transaction approval after the login. A view rendered before
 * its chunk has loaded waits for it as React.lazy does.
 *
 * @example
 * const view = chunkViews(() => import('./onrampViews.ts'))
 * const entry = view((m) => m.BuyInProgressView)
 * <Suspense fallback={<FormSkeleton />}><ChunkView entry={entry} /></Suspense>
 */
export function chunkViews<M>(load: () => Promise<M>) {
  let loaded: M | undefined
  let loading: Promise<M> | undefined
  const get = () => {
    loading ??= load().then(
      (module) => {
        loaded = module
        return module
      },
      (error: unknown) => {
        // A chunk that failed to download is asked for again by the next view that needs it.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  return (pick: (module: M) => ComponentType): ChunkEntry => ({
    Lazy: lazy(() => get().then((module) => ({ default: pick(module) }))),
    ready: () => (loaded ? pick(loaded) : undefined),
  })
}

/** Renders a chunk's view: directly when its chunk is loaded, else through React.lazy (inside a Suspense). */
// Its return type is written out: the inferred one names React's element type with `any` in the published types.
export function ChunkView({ entry }: { entry: ChunkEntry }): ReactElement {
  // Chosen once per mount: swapping the lazy component for the loaded one later would remount the view.
  const [Component] = useState<ComponentType>(() => entry.ready() ?? entry.Lazy)
  return createElement(Component)
}
