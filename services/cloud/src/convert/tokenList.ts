import { NATIVE_TOKEN_ADDRESS } from '@airlock/protocol/cloud-api'
import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  erc20Abi,
  type PublicClient,
} from 'viem'
import type { NativeCurrency } from '../chains/native.ts'
import type { PairIndex } from './pairs.ts'

/** A token the chain's pools trade; `address` lower-cased (the native coin: its 0xeeee… address). */
export interface ListedToken {
  address: Address
  name: string
  symbol: string
  decimals: number
  native: boolean
}

/** A token contract that answers name/symbol/decimals with a revert or no code: not listable. */
function isMissingMetadata(error: unknown) {
  return (
    error instanceof BaseError &&
    Boolean(
      error.walk(
        (cause) =>
          cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError,
      ),
    )
  )
}

/**
 * The tokens a swap may name: the native coin first, then every ERC-20 in the factory's pairs, by symbol.
 * The wrapped native token is left out: the router wraps and unwraps the native coin itself, and listing
 * both would offer "ETH → WETH", which no pool trades, beside two entries of the same price. The list only
 * changes when the factory creates a pair, so it is rebuilt only when the pair count changes.
 */
export function createTokenList(
  client: PublicClient,
  pairs: PairIndex,
  wrappedNative: Address,
  native: NativeCurrency,
) {
  let built: { count: number; tokens: Promise<ListedToken[]> } | undefined
  const nativeToken: ListedToken = { ...native, address: NATIVE_TOKEN_ADDRESS, native: true }
  const wrapped = wrappedNative.toLowerCase()

  async function metadata(address: Address): Promise<ListedToken | undefined> {
    const read = <F extends 'name' | 'symbol' | 'decimals'>(functionName: F) =>
      client.readContract({ address, abi: erc20Abi, functionName })
    try {
      const [name, symbol, decimals] = await Promise.all([read('name'), read('symbol'), read('decimals')])
      return { address, name, symbol, decimals, native: false }
    } catch (error) {
      if (isMissingMetadata(error)) return undefined
      throw error
    }
  }

  async function build(tokens: Address[]): Promise<ListedToken[]> {
    const listed = (await Promise.all(tokens.map(metadata))).filter((token) => token !== undefined)
    return [nativeToken, ...listed.sort((a, b) => a.symbol.localeCompare(b.symbol, 'en'))]
  }

  return {
    async at(blockNumber: bigint): Promise<ListedToken[]> {
      const all = await pairs.pairsAt(blockNumber)
      if (built?.count !== all.length) {
        const tokens = [...new Set(all.flatMap((pair) => [pair.token0, pair.token1]))].filter(
          (t) => t !== wrapped,
        )
        const list = build(tokens)
        const entry = { count: all.length, tokens: list }
        built = entry
        list.catch(() => {
          if (built === entry) built = undefined
        })
      }
      return built.tokens
    },
  }
}
