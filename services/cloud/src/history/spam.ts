import type { ChainConfig } from '../chains/config.ts'

/**
 * Whether a token contract is on its chain's spam list (ChainConfig.spamTokens). Lists are per chain: the
 * same address on another chain is another contract.
 */
export function spamTokenCheck(chains: Iterable<ChainConfig>): (chainId: string, token: string) => boolean {
  const lists = new Map(
    [...chains].map((chain) => [
      chain.caipNetworkId,
      new Set((chain.spamTokens ?? []).map((address) => address.toLowerCase())),
    ]),
  )
  return (chainId, token) => lists.get(chainId)?.has(token.toLowerCase()) ?? false
}
