import type { CaipNetworkId } from '@airlock/core'

/** Address parameters of a Bitcoin network, in the shape @scure/btc-signer takes. */
export interface BitcoinNetworkParams {
  bech32: string
  pubKeyHash: number
  scriptHash: number
  wif: number
}

/** One Bitcoin network as each protocol names it. */
export interface BitcoinChain {
  /** CAIP-2 reference: the first 32 hex characters of the genesis block hash. */
  reference: string
  /** Wallet Standard chain (`bitcoin:mainnet` …). */
  walletStandard: `bitcoin:${string}`
  /** sats-connect's network name (`getAddresses` → `network.bitcoin.name`). */
  satsConnect: string
  params: BitcoinNetworkParams
}

const MAINNET: BitcoinNetworkParams = { bech32: 'bc', pubKeyHash: 0x00, scriptHash: 0x05, wif: 0x80 }
const TESTNET: BitcoinNetworkParams = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }
const REGTEST: BitcoinNetworkParams = { bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }

/**
 * The networks the adapter knows. Regtest has no canonical CAIP-2 id; the genesis-hash form is used, which is
 * also the Airlock Bitcoin test chain's id (it uses regtest addresses).
 *
 * @example
 * BITCOIN_CHAINS.map((chain) => chain.walletStandard) // ['bitcoin:mainnet', 'bitcoin:testnet', 'bitcoin:regtest', …]
 */
export const BITCOIN_CHAINS: readonly BitcoinChain[] = [
  {
    reference: '000000000019d6689c085ae165831e93',
    walletStandard: 'bitcoin:mainnet',
    satsConnect: 'Mainnet',
    params: MAINNET,
  },
  {
    reference: '000000000933ea01ad0ee984209779ba',
    walletStandard: 'bitcoin:testnet',
    satsConnect: 'Testnet',
    params: TESTNET,
  },
  {
    reference: '0f9188f13cb7b2c71f2a335e3a4fc328',
    walletStandard: 'bitcoin:regtest',
    satsConnect: 'Regtest',
    params: REGTEST,
  },
  {
    reference: '00000000da84f2bafbbc53dee25a72ae',
    walletStandard: 'bitcoin:testnet4',
    satsConnect: 'Testnet4',
    params: TESTNET,
  },
  {
    reference: '00000008819873e925422c1ff0f99f7c',
    walletStandard: 'bitcoin:signet',
    satsConnect: 'Signet',
    params: TESTNET,
  },
]

function referenceOf(id: string): string {
  return id.startsWith('bip122:') ? id.slice('bip122:'.length) : id
}

/**
 * The known chain for a CAIP-2 id (`bip122:000000000019d6689c085ae165831e93`) or its bare reference.
 *
 * @example
 * bitcoinChainOf('bip122:000000000019d6689c085ae165831e93')?.walletStandard // 'bitcoin:mainnet'
 */
export function bitcoinChainOf(caipNetworkIdOrReference: string): BitcoinChain | undefined {
  const reference = referenceOf(caipNetworkIdOrReference)
  return BITCOIN_CHAINS.find((chain) => chain.reference === reference)
}

/**
 * The Wallet Standard chain of a CAIP-2 network id, or undefined for a network the standard does not name.
 *
 * @example
 * toWalletStandardChain('bip122:0f9188f13cb7b2c71f2a335e3a4fc328') // 'bitcoin:regtest'
 */
export function toWalletStandardChain(caipNetworkId: string): `bitcoin:${string}` | undefined {
  return bitcoinChainOf(caipNetworkId)?.walletStandard
}

/**
 * The CAIP-2 network id of a Wallet Standard chain.
 *
 * @example
 * fromWalletStandardChain('bitcoin:testnet') // 'bip122:000000000933ea01ad0ee984209779ba'
 */
export function fromWalletStandardChain(chain: string): CaipNetworkId | undefined {
  const found = BITCOIN_CHAINS.find((c) => c.walletStandard === chain)
  return found ? `bip122:${found.reference}` : undefined
}

/** The chain a sats-connect wallet names (`Mainnet`, `Testnet`, `Regtest` …), case-insensitively. */
export function chainOfSatsConnectName(name: string): BitcoinChain | undefined {
  return BITCOIN_CHAINS.find((c) => c.satsConnect.toLowerCase() === name.toLowerCase())
}

/** The address parameters of a network (mainnet's for one the adapter does not know). */
export function networkParamsOf(caipNetworkIdOrReference: string): BitcoinNetworkParams {
  return bitcoinChainOf(caipNetworkIdOrReference)?.params ?? MAINNET
}

type AddressFamily = 'mainnet' | 'test' | 'regtest'

/** Which family of networks an address belongs to, from its prefix; undefined for something else. */
export function addressFamily(address: string): AddressFamily | undefined {
  const lower = address.toLowerCase()
  if (lower.startsWith('bcrt1')) return 'regtest'
  if (lower.startsWith('bc1')) return 'mainnet'
  if (lower.startsWith('tb1')) return 'test'
  // Base58: 1… / 3… on mainnet; m… / n… / 2… on the test networks and regtest (the same version bytes).
  if (/^[13][1-9A-HJ-NP-Za-km-z]{24,34}$/.test(address)) return 'mainnet'
  if (/^[mn2][1-9A-HJ-NP-Za-km-z]{24,34}$/.test(address)) return 'test'
  return undefined
}

/** Whether an address can belong to a network (base58 test addresses fit both the test networks and regtest). */
export function addressFitsNetwork(address: string, caipNetworkIdOrReference: string): boolean {
  const chain = bitcoinChainOf(caipNetworkIdOrReference)
  const family = addressFamily(address)
  if (!chain || !family) return false
  if (family === 'mainnet') return chain.params === MAINNET
  if (family === 'regtest') return chain.params === REGTEST
  const base58 = !address.toLowerCase().startsWith('tb1')
  return chain.params === TESTNET || (base58 && chain.params === REGTEST)
}

/**
 * The CAIP-2 reference a wallet's address most likely belongs to: the preferred network when the address fits
 * it, else the family's main network (mainnet, testnet or regtest).
 */
export function referenceOfAddress(address: string, preferred?: string): string | undefined {
  if (preferred && addressFitsNetwork(address, preferred)) return referenceOf(preferred)
  const family = addressFamily(address)
  if (family === 'mainnet') return BITCOIN_CHAINS[0]?.reference
  if (family === 'test') return BITCOIN_CHAINS[1]?.reference
  if (family === 'regtest') return BITCOIN_CHAINS[2]?.reference
  return undefined
}
