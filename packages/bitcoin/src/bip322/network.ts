import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'

/** Address parameters of a Bitcoin network, in @scure/btc-signer's shape. */
export interface BitcoinNetworkParams {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

/** The networks the message helpers know by name; signet uses testnet's address format. */
export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'signet' | 'regtest'

/** A network by name, or explicit address parameters for anything else. */
export type BitcoinMessageNetwork = BitcoinNetworkName | BitcoinNetworkParams

/**
 * Regtest addresses (bcrt1…, base58 versions shared with testnet), used by the Airlock Bitcoin test chain.
 *
 * @example
 * p2wpkh(publicKey, REGTEST_NETWORK).address // 'bcrt1q…'
 */
export const REGTEST_NETWORK: BitcoinNetworkParams = Object.freeze({
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
})

const byName: Record<BitcoinNetworkName, BitcoinNetworkParams> = {
  mainnet: NETWORK,
  testnet: TEST_NETWORK,
  signet: TEST_NETWORK,
  regtest: REGTEST_NETWORK,
}

/**
 * The address parameters to decode `address` with: the given network, or (when none is given) the one its
 * prefix names. Base58 testnet and regtest addresses look alike; either parameter set decodes them the same.
 */
export function resolveNetwork(address: string, network?: BitcoinMessageNetwork): BitcoinNetworkParams {
  if (typeof network === 'object') return network
  if (network) return byName[network]
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return REGTEST_NETWORK
  if (lower.startsWith('bc1') || /^[13]/.test(address)) return NETWORK
  return TEST_NETWORK
}
