import type { CaipNetwork, ChainNamespace } from '../types.ts'

/** What the kit asks a WalletConnect wallet for, per namespace (the anchors' defaults). */
export const WALLETCONNECT_METHODS: Readonly<Partial<Record<ChainNamespace, readonly string[]>>> = {
  eip155: [
    'personal_sign',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v3',
    'eth_signTypedData_v4',
    'eth_sendRawTransaction',
    'eth_sendTransaction',
    'wallet_getCapabilities',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_showCallsStatus',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
}

export const WALLETCONNECT_EVENTS: Readonly<Partial<Record<ChainNamespace, readonly string[]>>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: ['accountsChanged', 'chainChanged'],
  bip122: ['bip122_addressesChanged'],
}

export type ProposalNamespaces = Record<string, { chains: string[]; methods: string[]; events: string[] }>

/** Optional namespaces for a proposal: every configured network of every namespace the kit can serve. */
export function proposalNamespaces(
  networks: readonly CaipNetwork[],
  namespaces: Iterable<ChainNamespace>,
): ProposalNamespaces {
  const out: ProposalNamespaces = {}
  for (const namespace of namespaces) {
    const chains = networks.filter((n) => n.chainNamespace === namespace).map((n) => n.caipNetworkId)
    if (chains.length === 0) continue
    out[namespace] = {
      chains,
      methods: [...(WALLETCONNECT_METHODS[namespace] ?? [])],
      events: [...(WALLETCONNECT_EVENTS[namespace] ?? [])],
    }
  }
  return out
}
