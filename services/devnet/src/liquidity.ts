import { maxUint256, parseEther } from 'viem'
import { DEVNET_DEPLOYER_ADDRESS, devnetContracts, devnetTokens } from './addresses.ts'
import type { SetupCall } from './setupCall.ts'

/**
 * The pools' reserves once the devnet has started, which set the starting prices: 3,000 USDC per ETH, and DAI
 * at par with USDC. Deep enough that a test account's whole balance moves the price by a few percent at most.
 */
export const devnetPoolSeeds = {
  wethUsdc: { weth: 100n * 10n ** 18n, usdc: 300_000n * 10n ** 6n },
  daiUsdc: { dai: 500_000n * 10n ** 18n, usdc: 500_000n * 10n ** 6n },
} as const

/**
 * The swap in the seeded history (src/history.ts): test account 0 trades `ethIn` for exactly `usdcOut`. The
 * WETH/USDC pool is seeded with `before`, chosen so that this swap leaves it holding devnetPoolSeeds to the
 * unit: prices start at exactly 3,000 however lived-in the accounts look.
 */
export const devnetSeededSwap = (() => {
  const ethIn = parseEther('0.4')
  const after = devnetPoolSeeds.wethUsdc
  const weth = after.weth - ethIn
  // Inverts the router's getAmountOut (0.3% fee, rounded down): usdc - amountOut(ethIn, weth, usdc) = after.usdc.
  const usdc = (after.usdc * (weth * 1000n + ethIn * 997n)) / (weth * 1000n)
  return { ethIn, usdcOut: usdc - after.usdc, before: { weth, usdc } }
})()

/** What the deployer puts into each pool. */
export const devnetPoolDeposits = {
  wethUsdc: devnetSeededSwap.before,
  daiUsdc: devnetPoolSeeds.daiUsdc,
} as const

const { usdc, dai } = devnetTokens
const { router } = devnetContracts
const deposits = devnetPoolDeposits
const usdcNeeded = deposits.wethUsdc.usdc + deposits.daiUsdc.usdc

// The deadline guards signed transactions that wait in a mempool; these are mined as they arrive.
export const NO_DEADLINE = maxUint256

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
    args: [DEVNET_DEPLOYER_ADDRESS, deposits.daiUsdc.dai],
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
    args: [router, deposits.daiUsdc.dai],
  },
  {
    contract: 'AirlockRouter',
    address: router,
    functionName: 'addLiquidityETH',
    args: [
      usdc.address,
      deposits.wethUsdc.usdc,
      deposits.wethUsdc.usdc,
      deposits.wethUsdc.weth,
      DEVNET_DEPLOYER_ADDRESS,
      NO_DEADLINE,
    ],
    value: deposits.wethUsdc.weth,
  },
  {
    contract: 'AirlockRouter',
    address: router,
    functionName: 'addLiquidity',
    args: [
      dai.address,
      usdc.address,
      deposits.daiUsdc.dai,
      deposits.daiUsdc.usdc,
      deposits.daiUsdc.dai,
      deposits.daiUsdc.usdc,
      DEVNET_DEPLOYER_ADDRESS,
      NO_DEADLINE,
    ],
  },
]
