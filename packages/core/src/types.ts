import type { CaipNetworkId, ChainNamespace } from '@airlock/protocol/cloud-api'

// The CAIP ids, declared once for the kit and the cloud in @airlock/protocol/cloud-api.
export type { CaipAddress, CaipNetworkId, ChainNamespace } from '@airlock/protocol/cloud-api'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

export interface RpcUrls {
  http: readonly string[]
  webSocket?: readonly string[] | undefined
}

export interface BlockExplorer {
  name: string
  url: string
}

/** A network the kit can use (apps/docs/pages/reference/network.md). */
export interface CaipNetwork {
  /** Chain reference: a number for eip155, a string (genesis hash prefix) elsewhere. */
  id: number | string
  name: string
  /** Short machine name, e.g. `mainnet`, `optimism`. */
  network: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  /** Legacy id some wallets still send (e.g. Solana's old genesis-hash ids); absent when none. */
  deprecatedCaipNetworkId?: CaipNetworkId | undefined
  nativeCurrency: NativeCurrency
  rpcUrls: {
    default: RpcUrls
    chainDefault?: RpcUrls | undefined
  }
  blockExplorers?: { default: BlockExplorer } | undefined
  testnet: boolean
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
}

/**
 * What an account is for (apps/docs/pages/reference/account.md): eip155 `eoa` or `smartAccount`; bip122 `payment` (the
 * address that pays, the active one) or `ordinals` (the taproot address a wallet keeps inscriptions on).
 */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinals'

export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'
