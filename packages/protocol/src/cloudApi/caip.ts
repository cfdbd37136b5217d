/** Chain namespaces the kit and the cloud know (CAIP-2 namespaces). */
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'

/** CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string | number}`

/** CAIP-10 account id, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${ChainNamespace}:${string | number}:${string}`
