import { createStore } from 'zustand/vanilla'
import { socialsForPlatform } from '../socials/platform.ts'
import type { Features } from './options.ts'

export interface OptionsState {
  /** Features in effect: local options, overridden by the project's remote configuration once loaded. */
  features: Features
  /** What the cloud said, once it answered. */
  remoteFeatures: Partial<Features> | undefined
  /** Whether the dapp set the sign-in-with-X extension (`siwx`). */
  siwx: boolean
}

/** The features as this device can use them: the socials a Telegram mini app cannot complete are left out. */
function forPlatform(features: Features): Features {
  const socials = socialsForPlatform(features.socials)
  return socials === features.socials ? features : { ...features, socials }
}

export function createOptionsStore(features: Features, siwx = false) {
  const store = createStore<OptionsState>(() => ({
    features: forPlatform(features),
    remoteFeatures: undefined,
    siwx,
  }))
  return Object.assign(store, {
    applyRemote: (remoteFeatures: Partial<Features>, merged: Features) =>
      store.setState({ remoteFeatures, features: forPlatform(merged) }),
  })
}

export type OptionsStore = ReturnType<typeof createOptionsStore>
