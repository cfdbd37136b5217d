import { testAccounts } from '@airlock/devnet/accounts'
import { devnetErc4337 } from '@airlock/devnet/contracts'
import {
  bundlerUrl as cloudBundlerUrl,
  paymasterUrl as cloudPaymasterUrl,
  type SmartAccountChain,
} from '@airlock/embedded-wallet/smart-account'
import { parseRelayUrls } from './relayUrls.ts'

/** The devnet node the wallet signs and sends on; `npm start` and the tests set it at build time. */
export const DEVNET_RPC_URL = import.meta.env.VITE_DEVNET_RPC_URL ?? 'http://127.0.0.1:8545'
/** The Airlock cloud: its relay carries the WalletConnect messages, its verify service vouches for origins. */
export const CLOUD_URL = (import.meta.env.VITE_AIRLOCK_CLOUD_URL ?? 'http://127.0.0.1:8787').replace(
  /\/+$/,
  '',
)
export const PROJECT_ID = import.meta.env.VITE_AIRLOCK_PROJECT_ID ?? 'airlock-demo'
export const RELAY_URL = `${CLOUD_URL.replace(/^http/, 'ws')}/relay`
/** VITE_AIRLOCK_RELAY_URLS (comma-separated): other relay instances to fail over to; else RELAY_URL alone. */
export const RELAY_URLS = parseRelayUrls(import.meta.env.VITE_AIRLOCK_RELAY_URLS, RELAY_URL)
export const VERIFY_URL = `${CLOUD_URL}/verify`

export const WALLET_METADATA = {
  name: 'Airlock Wallet',
  description: 'The reference WalletConnect wallet of Airlock, on the local devnet',
  url: globalThis.location?.origin ?? 'http://127.0.0.1:5174',
  icons: [],
  // Link mode: a dapp that uses it too sends its requests in this page's address and gets the answers in its
  // own (see linkMode.ts), instead of through the relay.
  redirect: { universal: `${globalThis.location?.origin ?? 'http://127.0.0.1:5174'}/`, linkMode: true },
}

export interface Network {
  id: number
  /** CAIP-2, e.g. eip155:31337 */
  caip: string
  name: string
  short: string
  symbol: string
  /** Only the devnet has a node this wallet can use. */
  rpcUrl?: string
}

const network = (id: number, name: string, short: string, rpcUrl?: string): Network => ({
  id,
  caip: `eip155:${id}`,
  name,
  short,
  symbol: id === 137 ? 'POL' : 'ETH',
  ...(rpcUrl ? { rpcUrl } : {}),
})

/** The devnet first, then the listed networks: they can be granted to dapps, but have no node here. */
export const NETWORKS: readonly Network[] = Object.freeze([
  network(31337, 'Airlock Devnet', 'D', DEVNET_RPC_URL),
  network(1, 'Ethereum', 'E'),
  network(10, 'Optimism', 'OP'),
  network(42161, 'Arbitrum', 'A'),
  network(8453, 'Base', 'B'),
  network(137, 'Polygon', 'P'),
])

export const DEVNET = NETWORKS[0] as Network

export const networkById = (id: number) => NETWORKS.find((item) => item.id === id)
export const networkByCaip = (caip: string) => NETWORKS.find((item) => item.caip === caip)

export interface WalletAccount {
  index: number
  name: string
  address: `0x${string}`
  privateKey: `0x${string}`
}

/** Devnet test accounts #0..#2: public keys of a public mnemonic, funded on the devnet only. */
export const ACCOUNTS: readonly WalletAccount[] = Object.freeze(
  testAccounts.slice(0, 3).map((account, index) => ({
    index,
    name: `Account ${index + 1}`,
    address: account.address,
    privateKey: account.privateKey,
  })),
)

export type { SmartAccountChain }

/**
 * The devnet's AirlockAccountFactory, session validator and EntryPoint v0.7 (the cloud's devnet chain has its
 * bundler and paymaster on: `VITE_AIRLOCK_SPONSORED=false` pays gas from the account instead).
 */
export const SMART_ACCOUNT_CHAINS: readonly SmartAccountChain[] = Object.freeze([
  {
    chainId: 31337,
    entryPoint: devnetErc4337.entryPoint,
    factory: devnetErc4337.accountFactory,
    sessionValidator: devnetErc4337.sessionValidator,
    sponsored: import.meta.env.VITE_AIRLOCK_SPONSORED !== 'false',
  },
])

export const smartAccountChain = (chainId: number) =>
  SMART_ACCOUNT_CHAINS.find((item) => item.chainId === chainId)

/** The cloud's own ERC-4337 bundler for the chain (JSON-RPC). */
export const bundlerUrl = (chainId: number) => cloudBundlerUrl(CLOUD_URL, PROJECT_ID, chainId)
/** The cloud's ERC-7677 paymaster for the chain. */
export const paymasterUrl = (chainId: number) => cloudPaymasterUrl(CLOUD_URL, PROJECT_ID, chainId)

// ---- Solana and Bitcoin (WalletConnect `solana` and `bip122` namespaces) -------------------------------

/** The local Solana chain's JSON-RPC; `npm start` and the tests set it at build time. */
export const SOLANA_RPC_URL = import.meta.env.VITE_SOLANA_RPC_URL ?? 'http://127.0.0.1:8899'
/** The Bitcoin test chain's Esplora API (no trailing slash). */
export const BITCOIN_ESPLORA_URL = (
  import.meta.env.VITE_BITCOIN_ESPLORA_URL ?? 'http://127.0.0.1:8791'
).replace(/\/+$/, '')

/** A Solana or Bitcoin network the wallet can grant; only the local chains have a node here. */
export interface ChainNetwork {
  /** CAIP-2, e.g. solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ */
  caip: string
  namespace: 'solana' | 'bip122'
  name: string
  short: string
  symbol: string
  decimals: number
  /** Solana JSON-RPC url, or the Esplora base url for bip122. */
  rpcUrl?: string
}

/** The local chain (the devnet's litesvm), then the public clusters: grantable, with no node here. */
export const SOLANA_NETWORKS: readonly ChainNetwork[] = Object.freeze([
  {
    caip: 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ',
    namespace: 'solana',
    name: 'Airlock Solana Local',
    short: 'SL',
    symbol: 'SOL',
    decimals: 9,
    rpcUrl: SOLANA_RPC_URL,
  },
  ...[
    ['5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'S'],
    ['EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'SD'],
    ['4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'ST'],
  ].map(([reference, name, short]) => ({
    caip: `solana:${reference}`,
    namespace: 'solana' as const,
    name: name as string,
    short: short as string,
    symbol: 'SOL',
    decimals: 9,
  })),
])

/**
 * The Bitcoin test chain only: its addresses are regtest ones (bcrt1…), which no public Bitcoin network
 * accepts, so no other bip122 chain is granted.
 */
export const BITCOIN_NETWORKS: readonly ChainNetwork[] = Object.freeze([
  {
    caip: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    namespace: 'bip122',
    name: 'Airlock Bitcoin Test Chain',
    short: 'BT',
    symbol: 'BTC',
    decimals: 8,
    rpcUrl: BITCOIN_ESPLORA_URL,
  },
])

export const chainNetworkByCaip = (caip: string) =>
  [...SOLANA_NETWORKS, ...BITCOIN_NETWORKS].find((item) => item.caip === caip)

/**
 * The local Solana chain's test account #0 (devnetSolanaAccounts[0]: seed = sha256('airlock-solana-test-account-0')),
 * funded with SOL and USDC. The address is written out because deriving it needs async WebCrypto;
 * solana/signer.test.ts derives it again.
 */
export const SOLANA_ACCOUNT = Object.freeze({
  seedHex: '6651d242a96909c418fe86919653fd414a319bc6db5092a5a856bd3c71472a8d',
  address: 'DA642rUDN2CMmMqdDj88PJ1pVNSZS5RzuMTeSbLhMCoU',
})

/** The local Solana chain's USDC-like mint (devnetSolanaUsdc), named in transfer summaries. */
export const SOLANA_USDC = Object.freeze({
  mint: 'oHrauFjLDwbHZ85ZPKrGD79eAPPNebEPRT2bPCvfZC3',
  decimals: 6,
  symbol: 'USDC',
})

/**
 * The Bitcoin test chain's account #0 (testBitcoinAccounts[0]: key = sha256('airlock-bitcoin-test-account-0')),
 * its payment (p2wpkh, regtest) address funded at start. Written out so the first load needs no secp256k1;
 * bitcoin/keys.test.ts derives them again.
 */
export const BITCOIN_ACCOUNT = Object.freeze({
  privateKeyHex: '5b99b9949f2edaaff4a19a80b8b805d38c939d12061ce850fdc2eeb933d67693',
  publicKeyHex: '03a93bb96a76e36bafd7fe8d496c1b9423f26dcc12999c45d9e880d3f4dc89fe1d',
  address: 'bcrt1qnalzr4d87q7275e285ftw3x0yg9ymx4ekcggt8',
})
