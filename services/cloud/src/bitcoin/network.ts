import { type BitcoinNetworkName, type BitcoinNetworkParams, REGTEST_NETWORK } from '@airlock/bitcoin/bip322'
import { Address, NETWORK, OutScript, TEST_NETWORK } from '@scure/btc-signer'

export type { BitcoinNetworkName, BitcoinNetworkParams }

export const BITCOIN_NETWORKS: Readonly<Record<BitcoinNetworkName, BitcoinNetworkParams>> = Object.freeze({
  mainnet: NETWORK,
  testnet: TEST_NETWORK,
  signet: TEST_NETWORK,
  regtest: REGTEST_NETWORK,
})

/**
 * The network of the well-known bip122 CAIP-2 ids (the genesis block hash's first 32 hex digits). Regtest has
 * no canonical id; its genesis hash form is what the Airlock Bitcoin test chain uses.
 */
const KNOWN_IDS: Readonly<Record<string, BitcoinNetworkName>> = Object.freeze({
  'bip122:000000000019d6689c085ae165831e93': 'mainnet',
  'bip122:000000000933ea01ad0ee984209779ba': 'testnet',
  'bip122:00000000da84f2bafbbc53dee25a72ae': 'testnet',
  'bip122:00000008819873e925422c1ff0f99f7c': 'signet',
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
})

/** The network name a well-known bip122 CAIP-2 id stands for; undefined for any other id. */
export function knownBitcoinNetwork(caipNetworkId: string): BitcoinNetworkName | undefined {
  return KNOWN_IDS[caipNetworkId]
}

/**
 * The address in its canonical form when it is a valid address of `network` (bech32 ones in lower case, the
 * way they compare), else undefined.
 *
 * @example
 * normalizeBitcoinAddress('BC1Q9VZA2E8X573NCZRLZMS0WVX3GSQJX7VAVGKX0L', 'mainnet') // 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
 * normalizeBitcoinAddress('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l', 'regtest') // undefined
 */
export function normalizeBitcoinAddress(address: string, network: BitcoinNetworkName): string | undefined {
  if (address.length < 14 || address.length > 90) return undefined
  const params = BITCOIN_NETWORKS[network]
  const candidate = address.toLowerCase().startsWith(`${params.bech32}1`) ? address.toLowerCase() : address
  try {
    // decode checks the checksum and the network's prefixes; encoding the script back rejects odd forms.
    OutScript.encode(Address(params).decode(candidate))
    return candidate
  } catch {
    return undefined
  }
}
