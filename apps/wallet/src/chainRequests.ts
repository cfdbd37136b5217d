/**
 * Requests of the wallet's non-EVM namespaces (WalletConnect `solana` and `bip122`): what the request sheet
 * shows and how the controller runs them. The handlers themselves load on demand (./solana, ./bitcoin), so
 * the wallet's first load carries neither @solana/kit nor @scure/btc-signer.
 */
import { type NamespaceSupport, ProviderRpcError } from '@airlock/testing/wallet-requests'
import {
  BITCOIN_ACCOUNT,
  BITCOIN_NETWORKS,
  type ChainNetwork,
  SOLANA_ACCOUNT,
  SOLANA_NETWORKS,
} from './config.ts'

/** The namespaces besides eip155 the wallet serves. */
export type ChainNamespace = 'solana' | 'bip122'

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

/** The facts with `updates` in place of those of the same testId; new ones added at the end. */
export function mergeFacts(facts: readonly SummaryFact[], updates: readonly SummaryFact[]): SummaryFact[] {
  const merged = facts.map((fact) => updates.find((item) => item.testId === fact.testId) ?? fact)
  return [...merged, ...updates.filter((item) => !facts.some((fact) => fact.testId === item.testId))]
}

/** One line of a request's summary, e.g. To / Network fee. */
export interface SummaryFact {
  label: string
  value: string
  /** data-testid of the value. */
  testId: string
  mono?: boolean
}

/** A request as the sheet shows it: built from the params when the request arrives, before any approval. */
export interface ChainRequestSummary {
  /** Sheet title, e.g. 'Solana transaction'. */
  title: string
  /** The approve button's label: Sign, Confirm, Send. */
  action: string
  /** What it is, lower case, for the activity log: 'Solana message signature'. */
  noun: string
  /** The address that signs. */
  account: string
  network: string
  /** A message to sign, as text when it is readable. */
  message?: { text: string; isText: boolean }
  /** The amount moved, e.g. { value: '0.5', symbol: 'SOL' }. */
  amount?: { value: string; symbol: string }
  facts: SummaryFact[]
  /** Something the user must know before approving (unreadable message, no node, ...). */
  warning?: string
  /** Approving cannot work (e.g. no node for this chain): the approve button is disabled. */
  blocked?: boolean
}

/** What the controller gives a handler for one request. */
export interface ChainRequest {
  method: string
  params: unknown
  /** CAIP-2 */
  chainId: string
}

/** Activity line and toast after a request succeeded. */
export interface ChainRequestDone {
  kind: 'signed' | 'sent'
  title: string
  toast: string
  /** A signature or txid, shown under the activity line. */
  detail?: string
}

/** A namespace's request handler; every failure is a ProviderRpcError (answered to the dapp as is). */
export interface ChainRequestHandler {
  /** Methods the user approves; the rest are answered at once. */
  needsApproval(method: string): boolean
  /** Reads the request for the sheet; throws on malformed params (answered at once, no sheet). */
  describe(request: ChainRequest): ChainRequestSummary
  /** Facts that need the chain (fees, a token account's owner), added to the sheet once known. */
  details(request: ChainRequest): Promise<SummaryFact[]>
  /** Runs an approved request and resolves with the JSON-RPC result. */
  perform(request: ChainRequest): Promise<unknown>
  /** How the activity log words a success. */
  done(request: ChainRequest, result: unknown): ChainRequestDone
}

/** `solana` for 'solana:23mdee…', undefined for eip155 and anything the wallet does not serve. */
export function chainNamespaceOf(caip: string): ChainNamespace | undefined {
  const namespace = caip.split(':')[0]
  return namespace === 'solana' || namespace === 'bip122' ? namespace : undefined
}

/** Loads a namespace's handler (its own chunk); 5100-style refusal for chains the wallet does not know. */
export async function loadChainHandler(namespace: ChainNamespace): Promise<ChainRequestHandler> {
  if (namespace === 'solana') {
    const { createSolanaHandler } = await import('./solana/handler.ts')
    return createSolanaHandler({ seedHex: SOLANA_ACCOUNT.seedHex, networks: SOLANA_NETWORKS })
  }
  const { createBitcoinHandler } = await import('./bitcoin/handler.ts')
  return createBitcoinHandler({ privateKeyHex: BITCOIN_ACCOUNT.privateKeyHex, networks: BITCOIN_NETWORKS })
}

/** The network of a request's chain, or the 4901-style error a wallet answers for chains it does not serve. */
export function networkOf(networks: readonly ChainNetwork[], chainId: string): ChainNetwork {
  const network = networks.find((item) => item.caip === chainId)
  if (!network) throw new ProviderRpcError(4901, `Airlock Wallet does not serve ${chainId}.`)
  return network
}
