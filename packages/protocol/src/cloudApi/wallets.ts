import type { CaipNetworkId } from './caip.ts'

/**
 * A wallet of the registry, as GET /getWallets pages it (`{ data, count }`). `homepage` and `badge_type` are
 * optional because older clouds leave them out; this cloud always sends them.
 */
export interface WalletListing {
  id: string
  name: string
  image_id: string
  rdns: string | null
  chains: CaipNetworkId[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  homepage?: string | null
  badge_type?: 'none' | 'certified'
  /** Never sent by the cloud: a custom wallet's own image (the kit's options.customWallets), beside image_id. */
  image_url?: string
}

/** GET /getWallets: one page of listings and how many match in all. */
export interface WalletsPage {
  data: WalletListing[]
  count: number
}
