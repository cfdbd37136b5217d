import type { SwapQuote } from '@airlock/protocol/cloud-api'
import { formatUnits, isDecimalAmount, parseUnits } from '../format/units.ts'
import { SwapMessages } from './constants.ts'
import type { SwapState, SwapToken } from './store.ts'

/** Slippage is handled in basis points so 0.5% stays exact. */
const BPS = 10_000n

/** The least the swap may pay out at `slippage` percent: what the router checks as amountOutMin. */
export function minimumReceived(expectedOut: bigint, slippage: number): bigint {
  const bps = BigInt(Math.round(slippage * 100))
  return (expectedOut * (BPS - bps)) / BPS
}

/** How many `to` one whole `from` buys at the quote (after the pools' fee). */
export function exchangeRate(
  quote: Pick<SwapQuote, 'fromAmount' | 'toAmount'>,
  from: SwapToken,
  to: SwapToken,
) {
  const input = Number(formatUnits(BigInt(quote.fromAmount), from.decimals))
  const output = Number(formatUnits(BigInt(quote.toAmount), to.decimals))
  return input > 0 ? output / input : 0
}

export interface SwapIssue {
  field: 'from' | 'to' | 'amount'
  message: string
}

/** The typed amount in the source token's smallest unit, or the problem with it. */
export function parseSwapAmount(amount: string, token: SwapToken): bigint | SwapIssue {
  const typed = amount.trim()
  if (!typed) return { field: 'amount', message: SwapMessages.ENTER_AMOUNT }
  if (!isDecimalAmount(typed)) return { field: 'amount', message: SwapMessages.INVALID_AMOUNT }
  let units: bigint
  try {
    units = parseUnits(typed, token.decimals)
  } catch {
    return { field: 'amount', message: `Too many decimals: ${token.symbol} has ${token.decimals}` }
  }
  if (units === 0n) return { field: 'amount', message: SwapMessages.ZERO_AMOUNT }
  return units
}

/**
 * The first reason the draft cannot be swapped, in the order the visitor meets them: the tokens, the amount,
 * the balance. A quote failure is the quote's own business (quoteError).
 */
export function swapIssue(
  state: Pick<SwapState, 'sourceToken' | 'toToken' | 'sourceTokenAmount'>,
): SwapIssue | undefined {
  const { sourceToken, toToken } = state
  if (!sourceToken) return { field: 'from', message: SwapMessages.SELECT_TOKEN }
  if (!toToken) return { field: 'to', message: SwapMessages.SELECT_TOKEN }
  if (sourceToken.address.toLowerCase() === toToken.address.toLowerCase())
    return { field: 'to', message: SwapMessages.SAME_TOKEN }
  const units = parseSwapAmount(state.sourceTokenAmount, sourceToken)
  if (typeof units !== 'bigint') return units
  if (units > balanceOf(sourceToken))
    return { field: 'amount', message: SwapMessages.INSUFFICIENT_BALANCE(sourceToken.symbol) }
  return undefined
}

/** The token's balance in its smallest unit (0 when unreadable). */
export function balanceOf(token: SwapToken): bigint {
  try {
    return parseUnits(token.balance, token.decimals)
  } catch {
    return 0n
  }
}
