import { createStore } from 'zustand/vanilla'

/** One NFT the account holds, derived from its transfer history. */
export interface NftHolding {
  /** Stable key: the preview URL, else the name. */
  id: string
  name: string
  previewUrl: string | undefined
}

export interface NftsState {
  nfts: NftHolding[]
  loading: boolean
  /** Whether the list was read at least once for `account`. */
  loaded: boolean
  error: string | undefined
  /** The account the list belongs to, so a switch of account starts over. */
  account: string | undefined
}

export function createNftsStore() {
  const store = createStore<NftsState>(() => ({
    nfts: [],
    loading: false,
    loaded: false,
    error: undefined,
    account: undefined,
  }))
  return Object.assign(store, {
    reset: (account?: string) =>
      store.setState({ nfts: [], loading: false, loaded: false, error: undefined, account }),
  })
}

export type NftsStore = ReturnType<typeof createNftsStore>
