import { NATIVE_TOKEN_ADDRESS, type SwapTokenInfo } from '@airlock/protocol/cloud-api'
import type { TokenBalance } from '../account/store.ts'
import type { SwapToken } from './store.ts'

/** The contract part of a CAIP-10 id, lower case. */
export function plainAddress(caip: string): string {
  return (caip.split(':').at(-1) ?? '').toLowerCase()
}

export function isNativeSwapToken(token: Pick<SwapTokenInfo, 'address'>): boolean {
  return plainAddress(token.address) === NATIVE_TOKEN_ADDRESS
}

/** Whether a balance entry (native: no address) is this swap token on `chainId`. */
function sameToken(token: SwapTokenInfo, balance: TokenBalance, chainId: string): boolean {
  if (balance.chainId !== chainId) return false
  if (!balance.address) return isNativeSwapToken(token)
  return plainAddress(balance.address) === plainAddress(token.address)
}

/**
 * The token list with the account's balances and prices joined in: balances from the account's token
 * balances, prices from them or else from the price call (tokens the account does not hold).
 */
export function withBalances(
  tokens: readonly SwapTokenInfo[],
  chainId: string,
  balances: readonly TokenBalance[],
  prices: ReadonlyMap<string, number>,
): SwapToken[] {
  return tokens.map((token) => {
    const held = balances.find((balance) => sameToken(token, balance, chainId))
    const price = held?.price || prices.get(plainAddress(token.address)) || 0
    return { ...token, balance: held?.quantity.numeric ?? '0', price }
  })
}

/**
 * A token named by a dapp in `open({ view: 'Swap', arguments })`: its symbol (any case), its CAIP-10 id or its
 * plain address. 'ETH' style symbols find the native token.
 */
export function findSwapToken<T extends SwapTokenInfo>(
  tokens: readonly T[],
  ref: string | undefined,
): T | undefined {
  const wanted = ref?.trim()
  if (!wanted) return undefined
  const lower = wanted.toLowerCase()
  if (lower.startsWith('0x') || lower.includes(':')) {
    const address = plainAddress(lower)
    return tokens.find((token) => plainAddress(token.address) === address)
  }
  return tokens.find((token) => token.symbol.toLowerCase() === lower)
}

/** Tokens whose symbol or name contains the search text (trimmed, any case); held tokens first, by value. */
export function searchSwapTokens(tokens: readonly SwapToken[], text: string): SwapToken[] {
  const query = text.trim().toLowerCase()
  const found = query
    ? tokens.filter((t) => t.symbol.toLowerCase().includes(query) || t.name.toLowerCase().includes(query))
    : [...tokens]
  const value = (t: SwapToken) => Number(t.balance) * t.price
  return found.sort((a, b) => value(b) - value(a) || Number(b.balance) - Number(a.balance))
}
