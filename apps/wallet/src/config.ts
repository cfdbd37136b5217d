import { testAccounts } from '@airlock/devnet/accounts'
import { devnetErc4337 } from '@airlock/devnet/contracts'
import {
  bundlerUrl as cloudBundlerUrl,
  paymasterUrl as cloudPaymasterUrl,
  type SmartAccountChain,
} from '@airlock/embedded-wallet/smart-account'

/** The devnet node the wallet signs and sends on; `npm start` and the tests set it at build time. */
export const DEVNET_RPC_URL = import.meta.env.VITE_DEVNET_RPC_URL ?? 'http://127.0.0.1:8545'
/** The Airlock cloud: its relay carries the WalletConnect messages, its verify service vouches for origins. */
export const CLOUD_URL = (import.meta.env.VITE_AIRLOCK_CLOUD_URL ?? 'http://127.0.0.1:8787').replace(
  /\/+$/,
  '',
)
export const PROJECT_ID = import.meta.env.VITE_AIRLOCK_PROJECT_ID ?? 'airlock-demo'
export const RELAY_URL = `${CLOUD_URL.replace(/^http/, 'ws')}/relay`
export const VERIFY_URL = `${CLOUD_URL}/verify`

export const WALLET_METADATA = {
  name: 'Airlock Wallet',
  description: 'The reference WalletConnect wallet of Airlock, on the local devnet',
  url: globalThis.location?.origin ?? 'http://127.0.0.1:5174',
  icons: [],
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
