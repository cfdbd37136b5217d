/** base58(sha256('airlock-solana-localnet')): the local chain's fixed genesis hash (getGenesisHash). */
export const SOLANA_DEVNET_GENESIS_HASH = '23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ2X5rwaqpukNV'

/** CAIP-2 id of the local chain: `solana:` + the first 32 characters of the genesis hash. */
export const SOLANA_DEVNET_CAIP_NETWORK_ID = 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ' as const

/** What every cluster charges per signature today. */
export const LAMPORTS_PER_SIGNATURE = 5_000n

/** A blockhash stays valid for 150 blocks after the block it names, as on mainnet. */
export const BLOCKHASH_LIFETIME = 150n

export const SLOTS_PER_EPOCH = 432_000n

/** The version getVersion reports and every response's context carries. */
export const SOLANA_CORE_VERSION = '2.2.0'

export const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_ACCOUNT_SIZE = 165
export const MINT_SIZE = 82
