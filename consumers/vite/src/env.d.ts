/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEVNET_RPC_URL?: string
  readonly VITE_AIRLOCK_CLOUD_URL?: string
  /** An ERC-20 on the devnet the wagmi page writes to (transfer). */
  readonly VITE_DEVNET_TOKEN?: string
}
