import { createStore, type StoreApi } from 'zustand/vanilla'

/** What an image shows: each kind resolves its image id through its own cloud route. */
export type ImageKind = 'wallet' | 'connector' | 'network' | 'chain' | 'token' | 'currency'

export interface ImagesState {
  /** Images the dapp set for an id (`kind:id` → URL); they win over the item's own and the cloud's. */
  overrides: Readonly<Record<string, string>>
  /** URLs that failed to load in this page: every icon showing one falls back at once, without a retry. */
  failed: Readonly<Record<string, true>>
}

export const imageKey = (kind: ImageKind, id: string) => `${kind}:${id}`

/**
 * The kit's one image cache: wallet, connector, network, chain, token and currency images. Resolution itself
 * is pure (see actions.ts); the store keeps what is not derivable: the dapp's own images and the URLs known
 * to be broken.
 */
export function createImageStore(): ImageStore {
  const store = createStore<ImagesState>(() => ({ overrides: {}, failed: {} }))
  return Object.assign(store, {
    /** Shows `url` for this item wherever the kit draws it (a dapp's own connector or network image). */
    setImage(kind: ImageKind, id: string, url: string) {
      store.setState((s) => ({ overrides: { ...s.overrides, [imageKey(kind, id)]: url } }))
    },
    /** Records that `url` did not load; icons showing it draw their fallback instead. */
    markFailed(url: string) {
      if (store.getState().failed[url]) return
      store.setState((s) => ({ failed: { ...s.failed, [url]: true } }))
    },
  })
}

/** The images store: its state, and the calls that change it. */
export type ImageStore = StoreApi<ImagesState> & {
  /** Shows `url` for this item wherever the kit draws it (a dapp's own connector or network image). */
  setImage: (kind: ImageKind, id: string, url: string) => void
  /** Records that `url` did not load; icons showing it draw their fallback instead. */
  markFailed: (url: string) => void
}
