/**
 * The contract between the wallet and its non-EVM namespaces (WalletConnect `solana` and `bip122`): what a
 * namespace's handler (../solana/handler.ts, ../bitcoin/handler.ts) gives the request sheet and the activity
 * log. Types and pure helpers only: the handlers import this, and the loader (./loadHandler.ts) imports the
 * handlers, so nothing here may import a handler.
 */

/** The namespaces besides eip155 the wallet serves. */
export type ChainNamespace = 'solana' | 'bip122'

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

/** The facts with `updates` in place of those of the same testId; new ones added at the end. */
export function mergeFacts(facts: readonly SummaryFact[], updates: readonly SummaryFact[]): SummaryFact[] {
  const merged = facts.map((fact) => updates.find((item) => item.testId === fact.testId) ?? fact)
  return [...merged, ...updates.filter((item) => !facts.some((fact) => fact.testId === item.testId))]
}
