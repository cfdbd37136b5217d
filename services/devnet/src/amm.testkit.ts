import type { Address } from 'viem'
import type * as Generated from '../generated/contracts.ts'
import { devnetContracts } from './addresses.ts'
import type { devnetClients } from './testing.ts'

/** The reads the AMM tests check the pools with. */
export interface AmmReads {
  tokenBalance(token: Address, account: Address): Promise<bigint>
  amountsOut(amountIn: bigint, path: Address[]): Promise<readonly bigint[]>
  amountsIn(amountOut: bigint, path: Address[]): Promise<readonly bigint[]>
  /** Reserves of the pair of tokenA and tokenB, in that order. */
  reserves(pair: Address, tokenA: Address): Promise<[bigint, bigint]>
  /** A swap deadline ten minutes after the latest block. */
  inTenMinutes(): Promise<bigint>
}

/** The reads over a devnet's public client; `abi` is the generated module, loaded once the contracts compiled. */
export function ammReads(
  client: ReturnType<typeof devnetClients>['client'],
  abi: typeof Generated,
): AmmReads {
  return {
    tokenBalance: (token, account) =>
      client.readContract({
        address: token,
        abi: abi.AirlockERC20Abi,
        functionName: 'balanceOf',
        args: [account],
      }),
    amountsOut: (amountIn, path) =>
      client.readContract({
        address: devnetContracts.router,
        abi: abi.AirlockRouterAbi,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
      }),
    amountsIn: (amountOut, path) =>
      client.readContract({
        address: devnetContracts.router,
        abi: abi.AirlockRouterAbi,
        functionName: 'getAmountsIn',
        args: [amountOut, path],
      }),
    async reserves(pair, tokenA) {
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: abi.AirlockPairAbi,
        functionName: 'getReserves',
      })
      const token0 = await client.readContract({
        address: pair,
        abi: abi.AirlockPairAbi,
        functionName: 'token0',
      })
      return token0 === tokenA ? [reserve0, reserve1] : [reserve1, reserve0]
    },
    inTenMinutes: async () => (await client.getBlock()).timestamp + 600n,
  }
}

/** The pair contract's output for `amountIn` (0.3% fee), as the router computes it. */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  return (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)
}

/** Integer square root (Babylonian method), as the pair contract computes a first deposit's shares. */
export function sqrt(value: bigint): bigint {
  let root = value
  let next = (value + 1n) / 2n
  while (next < root) {
    root = next
    next = (value / next + next) / 2n
  }
  return root
}
