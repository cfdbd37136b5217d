interface ImportMetaEnv {
  readonly VITE_DEVNET_RPC_URL?: string
  readonly VITE_AIRLOCK_CLOUD_URL?: string
  readonly VITE_AIRLOCK_PROJECT_ID?: string
  /** Comma-separated ws(s):// relay URLs in order of preference; default the cloud's `/relay`. */
  readonly VITE_AIRLOCK_RELAY_URLS?: string
  readonly VITE_AIRLOCK_SPONSORED?: string
  /** The local Solana chain's JSON-RPC (the devnet's Solana port). */
  readonly VITE_SOLANA_RPC_URL?: string
  /** The Bitcoin test chain's Esplora API. */
  readonly VITE_BITCOIN_ESPLORA_URL?: string
}
interface ImportMeta {
  readonly env: ImportMetaEnv
}
