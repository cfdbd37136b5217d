import { createStore } from 'zustand/vanilla'
import type { Features } from '../options.ts'

export interface OptionsState {
  /** Features in effect: local options, overridden by the project's remote configuration once loaded. */
  features: Features
  /** What the cloud said, once it answered. */
  remoteFeatures: Partial<Features> | undefined
}

export function createOptionsStore(features: Features) {
  const store = createStore<OptionsState>(() => ({ features, remoteFeatures: undefined }))
  return Object.assign(store, {
    applyRemote: (remoteFeatures: Partial<Features>, merged: Features) =>
      store.setState({ remoteFeatures, features: merged }),
  })
}

export type OptionsStore = ReturnType<typeof createOptionsStore>
