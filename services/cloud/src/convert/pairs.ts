import { type Address, type PublicClient, parseAbi } from 'viem'
import { createBlockCache } from '../chains/blockCache.ts'
import type { Hop } from './math.ts'
import type { PoolPair } from './path.ts'

export const factoryAbi = parseAbi([
  'function allPairsLength() view returns (uint256)',
  'function allPairs(uint256 index) view returns (address)',
])
export const pairAbi = parseAbi([
  'function token0() view returns (address)',
  'function token1() view returns (address)',
  'function getReserves() view returns (uint112 reserve0, uint112 reserve1, uint32 blockTimestampLast)',
])

const lower = (address: string) => address.toLowerCase() as Address

/**
 * The factory's pairs. A pair's address and tokens never change once created, and the factory only appends,
 * so each pair is read once; per block only the pair count is asked again (one call, shared by every request
 * at that block).
 */
export function createPairIndex(client: PublicClient, factory: Address) {
  const known: Promise<PoolPair>[] = []
  const counts = createBlockCache<number>(4)

  const readPair = async (index: number, blockNumber: bigint): Promise<PoolPair> => {
    const address = await client.readContract({
      address: factory,
      abi: factoryAbi,
      functionName: 'allPairs',
      args: [BigInt(index)],
      blockNumber,
    })
    const [token0, token1] = await Promise.all([
      client.readContract({ address, abi: pairAbi, functionName: 'token0' }),
      client.readContract({ address, abi: pairAbi, functionName: 'token1' }),
    ])
    return { address: lower(address), token0: lower(token0), token1: lower(token1) }
  }

  return {
    /** Every pair the factory had created by `blockNumber`, in creation order. */
    async pairsAt(blockNumber: bigint): Promise<PoolPair[]> {
      const count = await counts.get('count', blockNumber, async () =>
        Number(
          await client.readContract({
            address: factory,
            abi: factoryAbi,
            functionName: 'allPairsLength',
            blockNumber,
          }),
        ),
      )
      for (let index = known.length; index < count; index++) {
        const pair = readPair(index, blockNumber)
        // A failed read is forgotten with everything after it, so the next call asks again.
        pair.catch(() => {
          if (known[index] === pair) known.length = index
        })
        known.push(pair)
      }
      return Promise.all(known.slice(0, count))
    },
  }
}

export type PairIndex = ReturnType<typeof createPairIndex>

/** The reserves of each hop of `path` at `blockNumber`, oriented along the path. */
export async function readHops(
  client: PublicClient,
  pairOf: (a: Address, b: Address) => PoolPair | undefined,
  path: readonly Address[],
  blockNumber: bigint,
): Promise<Hop[]> {
  return Promise.all(
    path.slice(1).map(async (tokenOut, index) => {
      const tokenIn = path[index] as Address
      const pair = pairOf(tokenIn, tokenOut)
      if (!pair) throw new Error(`No pair for ${tokenIn}/${tokenOut}`)
      const [reserve0, reserve1] = await client.readContract({
        address: pair.address,
        abi: pairAbi,
        functionName: 'getReserves',
        blockNumber,
      })
      return pair.token0 === tokenIn
        ? { reserveIn: reserve0, reserveOut: reserve1 }
        : { reserveIn: reserve1, reserveOut: reserve0 }
    }),
  )
}
