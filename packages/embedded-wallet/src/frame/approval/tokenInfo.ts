import { decodeFunctionData, decodeFunctionResult, encodeFunctionData, erc20Abi, type Hex, isHex } from 'viem'
import type { Gateway } from '../rpc/gateway.ts'

/**
 * The symbol and decimals of the tokens an ERC-20 call moves, read from the chain through the gateway, so the
 * card says "1.5 USDC" rather than "1500000 token units". Best effort: a token that does not answer is shown
 * in raw units.
 */

export interface TokenInfo {
  symbol: string
  decimals: number
}

/** Tokens, by lower-case address. */
export type TokenInfos = ReadonlyMap<string, TokenInfo>

const ERC20_CALLS = new Set(['transfer', 'approve', 'transferFrom'])

/** The targets of the calls among `calls` that are ERC-20 transfers or approvals. */
export function erc20Targets(calls: readonly { to?: unknown; data?: unknown; value?: unknown }[]): string[] {
  const targets = new Set<string>()
  for (const call of calls) {
    if (typeof call.to !== 'string' || typeof call.data !== 'string' || !isHex(call.data, { strict: true }))
      continue
    try {
      if (ERC20_CALLS.has(decodeFunctionData({ abi: erc20Abi, data: call.data }).functionName))
        targets.add(call.to.toLowerCase())
    } catch {
      // Not an ERC-20 call.
    }
  }
  return [...targets]
}

async function readToken(gateway: Gateway, chainId: number, token: string): Promise<TokenInfo | undefined> {
  const call = (functionName: 'symbol' | 'decimals') =>
    gateway.request(chainId, 'eth_call', [
      { to: token, data: encodeFunctionData({ abi: erc20Abi, functionName }) },
      'latest',
    ]) as Promise<Hex>
  try {
    const [symbolData, decimalsData] = await Promise.all([call('symbol'), call('decimals')])
    const symbol = decodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', data: symbolData })
    const decimals = decodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', data: decimalsData })
    // Remote data: a short symbol of letters and digits, or nothing (raw units are still the truth).
    if (!/^[\p{L}\p{N}.$_-]{1,16}$/u.test(symbol) || decimals > 36) return undefined
    return { symbol, decimals }
  } catch {
    return undefined
  }
}

export async function readTokenInfos(
  gateway: Gateway,
  chainId: number,
  tokens: readonly string[],
): Promise<TokenInfos> {
  const infos = new Map<string, TokenInfo>()
  await Promise.all(
    tokens.map(async (token) => {
      const info = await readToken(gateway, chainId, token)
      if (info) infos.set(token, info)
    }),
  )
  return infos
}
