import type { CaipNetworkId } from '../types.ts'
import type { TokenBalance } from './store.ts'

/** The token list's row of the network's native coin: the one without a token address. */
export function isNativeOf(token: TokenBalance, chainId: CaipNetworkId): boolean {
  return token.chainId === chainId && token.address === undefined
}

/**
 * The list with the native row of `chainId` holding `balance` (its USD value follows the row's price). The
 * account's native balance is the one source of that amount: a token list read at another moment, from the
 * cloud or the wallet, shows the same number as the button. The same list when nothing changes.
 */
export function withNativeQuantity(
  tokens: TokenBalance[],
  chainId: CaipNetworkId,
  balance: string,
): TokenBalance[] {
  const index = tokens.findIndex((token) => isNativeOf(token, chainId))
  const native = tokens[index]
  if (!native || native.quantity.numeric === balance) return tokens
  const amount = Number(balance)
  const updated: TokenBalance = {
    ...native,
    quantity: { ...native.quantity, numeric: balance },
    ...(native.price > 0 && Number.isFinite(amount) ? { value: amount * native.price } : {}),
  }
  return tokens.map((token, i) => (i === index ? updated : token))
}
