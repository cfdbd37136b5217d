/**
 * What the wallet serves besides eip155: the `solana` and `bip122` methods it answers, the accounts and
 * chains it grants, and the refusal for a chain it does not serve. Shared by the proposal sheet, the grant
 * and the handlers.
 */
import { type NamespaceSupport, ProviderRpcError } from '@airlock/wallet-engine'
import {
  BITCOIN_ACCOUNT,
  BITCOIN_NETWORKS,
  type ChainNetwork,
  SOLANA_ACCOUNT,
  SOLANA_NETWORKS,
} from '../config.ts'
import type { ChainNamespace } from './requestTypes.ts'

/** The `solana` methods the wallet answers (WalletConnect's Solana RPC reference). */
export const SOLANA_WALLET_METHODS: readonly string[] = Object.freeze([
  'solana_getAccounts',
  'solana_requestAccounts',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
])

/** The `bip122` methods the wallet answers (WalletConnect's Bitcoin RPC reference). */
export const BITCOIN_WALLET_METHODS: readonly string[] = Object.freeze([
  'getAccountAddresses',
  'signMessage',
  'sendTransfer',
  'signPsbt',
])

/**
 * What the wallet grants besides eip155, for approvedNamespacesFor: the Solana account on the Solana chains,
 * the Bitcoin payment address on the test chain, with the methods above. The wallet has one account per
 * namespace and emits no solana/bip122 events, but grants the events a dapp asks for (they are harmless).
 */
export function chainNamespaceSupport(): Record<ChainNamespace, NamespaceSupport> {
  return {
    solana: {
      chains: SOLANA_NETWORKS.map((item) => item.caip),
      methods: SOLANA_WALLET_METHODS,
      events: ['accountsChanged', 'chainChanged'],
      addresses: [SOLANA_ACCOUNT.address],
    },
    bip122: {
      chains: BITCOIN_NETWORKS.map((item) => item.caip),
      methods: BITCOIN_WALLET_METHODS,
      events: ['bip122_addressesChanged'],
      addresses: [BITCOIN_ACCOUNT.address],
    },
  }
}

/** Every chain of a session, all namespaces, eip155 first. */
export function allSessionChains(session: {
  namespaces: Record<string, { chains?: string[]; accounts: string[] }>
}): string[] {
  const chains = Object.entries(session.namespaces)
    .sort(([a], [b]) => (a === 'eip155' ? -1 : b === 'eip155' ? 1 : 0))
    .flatMap(([, namespace]) => [
      ...(namespace.chains ?? []),
      ...namespace.accounts.map((account) => account.split(':').slice(0, 2).join(':')),
    ])
  return [...new Set(chains)]
}

/** The network of a request's chain, or the 4901-style error a wallet answers for chains it does not serve. */
export function networkOf(networks: readonly ChainNetwork[], chainId: string): ChainNetwork {
  const network = networks.find((item) => item.caip === chainId)
  if (!network) throw new ProviderRpcError(4901, `Airlock Wallet does not serve ${chainId}.`)
  return network
}
