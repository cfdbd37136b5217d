import { maxUint256 } from 'viem'
import { DEVNET_DEPLOYER_ADDRESS, devnetContracts, devnetTokens } from './addresses.ts'
import type { SetupCall } from './deployments.ts'

/**
 * What the deployer puts into each pool, which sets the starting prices: 3,000 USDC per ETH, and DAI at par
 * with USDC. Deep enough that a test account's whole balance moves the price by a few percent at most.
 */
export const devnetPoolSeeds = {
  wethUsdc: { weth: 100n * 10n ** 18n, usdc: 300_000n * 10n ** 6n },
  daiUsdc: { dai: 500_000n * 10n ** 18n, usdc: 500_000n * 10n ** 6n },
} as const

const { usdc, dai } = devnetTokens
const { router } = devnetContracts
const seeds = devnetPoolSeeds
const usdcNeeded = seeds.wethUsdc.usdc + seeds.daiUsdc.usdc

// The deadline guards signed transactions that wait in a mempool; these are mined as they arrive.
const NO_DEADLINE = maxUint256

/**
 * Seeds the pools from the deployer's own tokens and ether, through the router as a person would, so the test
 * accounts start with exactly what they were given. Order matters: the router creates each pair on its first
 * deposit, and devnetPairs assumes WETH/USDC comes first.
 */
export const liquiditySetupCalls: readonly SetupCall[] = [
  {
    contract: 'AirlockERC20',
    address: usdc.address,
    functionName: 'mint',
    args: [DEVNET_DEPLOYER_ADDRESS, usdcNeeded],
  },
  {
    contract: 'AirlockERC20',
    address: dai.address,
    functionName: 'mint',
    args: [DEVNET_DEPLOYER_ADDRESS, seeds.daiUsdc.dai],
  },
  {
    contract: 'AirlockERC20',
    address: usdc.address,
    functionName: 'approve',
    args: [router, usdcNeeded],
  },
  {
    contract: 'AirlockERC20',
    address: dai.address,
    functionName: 'approve',
    args: [router, seeds.daiUsdc.dai],
  },
  {
    contract: 'AirlockRouter',
    address: router,
    functionName: 'addLiquidityETH',
    args: [
      usdc.address,
      seeds.wethUsdc.usdc,
      seeds.wethUsdc.usdc,
      seeds.wethUsdc.weth,
      DEVNET_DEPLOYER_ADDRESS,
      NO_DEADLINE,
    ],
    value: seeds.wethUsdc.weth,
  },
  {
    contract: 'AirlockRouter',
    address: router,
    functionName: 'addLiquidity',
    args: [
      dai.address,
      usdc.address,
      seeds.daiUsdc.dai,
      seeds.daiUsdc.usdc,
      seeds.daiUsdc.dai,
      seeds.daiUsdc.usdc,
      DEVNET_DEPLOYER_ADDRESS,
      NO_DEADLINE,
    ],
  },
]
