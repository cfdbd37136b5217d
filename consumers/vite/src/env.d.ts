/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEVNET_RPC_URL?: string
  readonly VITE_AIRLOCK_CLOUD_URL?: string
}
