import { ErrorMessages } from '../errors.ts'
import type { CaipNetwork } from '../types.ts'

/** The swap slippage tolerance, in percent, unless the dapp sets its own. */
export const SWAP_SLIPPAGE_TOLERANCE = 1

/**
 * The eip155 networks with swaps (apps/docs/pages/reference/swap.md#where), plus 31337, the chain id of the
 * Airlock devnet (and of any local hardhat or anvil chain), where the cloud swaps on the devnet's own AMM.
 */
export const SWAP_SUPPORTED_CHAIN_IDS: readonly number[] = [1, 10, 56, 100, 137, 250, 324, 8217, 8453, 31337]

/** How long the amount must stay unchanged before a quote is asked for. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300

/** How often an open Swap view quotes the same draft again, so the rate shown stays current. */
export const SWAP_QUOTE_REFRESH_MS = 15_000

/** Above this price impact (percent) the view warns before the visitor reviews the swap. */
export const PRICE_IMPACT_WARNING_PERCENT = 3

/** Slippage tolerances a visitor may choose from in the view (any value in the allowed range works headless). */
export const SLIPPAGE_CHOICES: readonly number[] = [0.5, 1, 3]

/** The swap's messages besides the catalogue's network one (errors.ts). */
export const SwapMessages = {
  NETWORK_NOT_SUPPORTED: ErrorMessages.SWAPS_NETWORK_NOT_SUPPORTED,
  SELECT_TOKEN: 'Select a token',
  ENTER_AMOUNT: 'Enter an amount',
  INVALID_AMOUNT: 'Enter an amount such as 1.25',
  ZERO_AMOUNT: 'The amount must be more than 0',
  INSUFFICIENT_BALANCE: (symbol: string) => `Insufficient ${symbol} balance`,
  SAME_TOKEN: 'Choose two different tokens',
  NO_CLOUD: 'Swaps need the Airlock cloud: set cloudUrl and projectId',
  QUOTE_FAILED: 'Could not get a quote',
  TOKENS_FAILED: 'Could not load the tokens you can swap',
  APPROVE_REVERTED: 'The approval failed on chain: nothing was swapped',
  SWAP_REVERTED: 'The swap failed on chain: nothing was swapped',
  SLIPPAGE_EXCEEDED: (tolerance: number) =>
    `The price moved more than your ${tolerance}% slippage tolerance before the swap was mined, so nothing was swapped. Review the new quote and try again.`,
  INVALID_SLIPPAGE: 'Slippage must be more than 0 and at most 49%',
  APPROVING: (symbol: string) => `Approving ${symbol}`,
  SWAPPING: 'Swapping',
  SWAPPED: (from: string, to: string) => `Swapped ${from} for ${to}`,
} as const

/** Whether the kit offers swaps on this network (the list above, eip155 only). */
export function isSwapSupported(network: Pick<CaipNetwork, 'chainNamespace' | 'id'> | undefined): boolean {
  return network?.chainNamespace === 'eip155' && SWAP_SUPPORTED_CHAIN_IDS.includes(Number(network.id))
}
