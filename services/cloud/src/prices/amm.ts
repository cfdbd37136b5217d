import {
  type Address,
  erc20Abi,
  formatUnits,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  zeroAddress,
} from 'viem'

/** Where a chain's prices come from: its constant-product AMM, quoted against a USD stablecoin. */
export interface PricingConfig {
  /** The AMM factory whose pairs hold the reserves. */
  factory: Address
  /** The stablecoin that is the chain's unit of account: its price is 1 USD by definition. */
  usdToken: Address
  /** The wrapped native token: the native coin's price is its price, and it bridges tokens with no USD pair. */
  wrappedNative: Address
}

const factoryAbi = parseAbi(['function getPair(address tokenA, address tokenB) view returns (address)'])
const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

/** 'native' for the chain's own coin. */
export type PricedAsset = Address | 'native'

/**
 * USD prices from pool reserves: a token's price is the USD reserve over its own in its USD pair, or, with
 * no such pair, its price in the wrapped native token times that token's USD price. Undefined when no pool
 * prices it (the caller shows 0). Reserve reads go through the client's JSON-RPC batching.
 */
export function createAmmPricer(client: PublicClient, config: PricingConfig) {
  const decimalsOf = new Map<string, Promise<number>>()
  const decimals = (token: Address) => {
    const key = token.toLowerCase()
    let known = decimalsOf.get(key)
    if (!known) {
      known = client.readContract({ address: token, abi: erc20Abi, functionName: 'decimals' })
      known.catch(() => decimalsOf.delete(key))
      decimalsOf.set(key, known)
    }
    return known
  }

  /** How many `quote` one whole `base` is worth in their pair, or undefined with no pair or no liquidity. */
  async function rate(base: Address, quote: Address, blockNumber: bigint): Promise<number | undefined> {
    const pair = await client.readContract({
      address: config.factory,
      abi: factoryAbi,
      functionName: 'getPair',
      args: [base, quote],
      blockNumber,
    })
    if (isAddressEqual(pair, zeroAddress)) return undefined
    const [token0, [reserve0, reserve1], baseDecimals, quoteDecimals] = await Promise.all([
      client.readContract({ address: pair, abi: pairAbi, functionName: 'token0', blockNumber }),
      client.readContract({ address: pair, abi: pairAbi, functionName: 'getReserves', blockNumber }),
      decimals(base),
      decimals(quote),
    ])
    const [baseReserve, quoteReserve] = isAddressEqual(token0, base)
      ? [reserve0, reserve1]
      : [reserve1, reserve0]
    if (baseReserve === 0n || quoteReserve === 0n) return undefined
    return Number(formatUnits(quoteReserve, quoteDecimals)) / Number(formatUnits(baseReserve, baseDecimals))
  }

  async function usdPrice(asset: PricedAsset, blockNumber: bigint): Promise<number | undefined> {
    const token = asset === 'native' ? config.wrappedNative : asset
    if (isAddressEqual(token, config.usdToken)) return 1
    const direct = await rate(token, config.usdToken, blockNumber)
    if (direct !== undefined || isAddressEqual(token, config.wrappedNative)) return direct
    const [inNative, nativeInUsd] = await Promise.all([
      rate(token, config.wrappedNative, blockNumber),
      rate(config.wrappedNative, config.usdToken, blockNumber),
    ])
    return inNative === undefined || nativeInUsd === undefined ? undefined : inNative * nativeInUsd
  }

  return { usdPrice }
}
