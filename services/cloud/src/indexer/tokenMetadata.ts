import { BaseError, erc20Abi, HttpRequestError, type PublicClient, RpcRequestError, TimeoutError } from 'viem'

export interface TokenMetadata {
  name: string
  symbol: string
  /** null for erc721, and for an erc20 without a working decimals(). */
  decimals: number | null
}

/** Stored for a contract whose name()/symbol() fail, so it is not asked again on every transfer. */
export const UNKNOWN_TOKEN = { name: 'Unknown', symbol: '???' } as const

/**
 * The node being unreachable must fail the batch (it is retried); a contract that reverts, returns nothing
 * or returns something undecodable answers for good.
 */
function isTransportFailure(error: unknown): boolean {
  if (!(error instanceof BaseError)) return true
  return Boolean(
    error.walk(
      (cause) =>
        cause instanceof HttpRequestError ||
        cause instanceof TimeoutError ||
        // A JSON-RPC error that is not about the call (e.g. the node's own internal error) has no revert data.
        (cause instanceof RpcRequestError && !/revert/i.test(cause.details ?? '')),
    ),
  )
}

async function readOr<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (isTransportFailure(error)) throw error
    return fallback
  }
}

const clean = (text: string, fallback: string, max: number) => {
  // Strings come from arbitrary contracts: no NULs (PostgreSQL text refuses them) and a sane length.
  const cleaned = text.replaceAll('\u0000', '').trim().slice(0, max)
  return cleaned || fallback
}

/**
 * name/symbol/decimals of a token contract, read at the latest block: historical state is often pruned on
 * real nodes, and metadata does not change.
 */
export async function readTokenMetadata(
  client: PublicClient,
  address: `0x${string}`,
  standard: 'erc20' | 'erc721',
): Promise<TokenMetadata> {
  const call = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
    client.readContract({ address, abi: erc20Abi, functionName })
  const [name, symbol, decimals] = await Promise.all([
    readOr(() => call('name'), null),
    readOr(() => call('symbol'), null),
    standard === 'erc20' ? readOr(() => call('decimals'), null) : null,
  ])
  return {
    name: clean(name ?? '', UNKNOWN_TOKEN.name, 200),
    symbol: clean(symbol ?? '', UNKNOWN_TOKEN.symbol, 50),
    decimals: decimals !== null && decimals <= 255 ? decimals : null,
  }
}
