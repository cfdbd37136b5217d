interface ImportMetaEnv {
  readonly VITE_DEVNET_RPC_URL?: string
  readonly VITE_AIRLOCK_PROJECT_ID?: string
  readonly VITE_AIRLOCK_CLOUD_URL?: string
  readonly VITE_SOLANA_RPC_URL?: string
  readonly VITE_BITCOIN_ESPLORA_URL?: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
