/**
 * What every role of the test wallet (EVM, Solana, Bitcoin) receives with a page request. Declared apart from
 * the wallet so the roles, which the wallet holds, do not import the wallet back.
 */

/** An EIP-1193 request: a method and its params. */
export interface RequestArguments {
  method: string
  params?: readonly unknown[] | Record<string, unknown>
}

/** Where a request came from, besides what it asks. */
export interface RequestContext {
  /** The page origin the request came from; reported in logs, pending requests and permissions. */
  origin?: string
}
