import { type Address, isAddressEqual, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Generated from '../generated/contracts.ts'
import { testAccounts } from './accounts.ts'
import { DEVNET_DEPLOYER_ADDRESS, devnetContracts, devnetPairs, devnetTokens } from './addresses.ts'
import { type AmmReads, ammReads, getAmountOut, sqrt } from './amm.testkit.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import { devnetPoolDeposits, devnetPoolSeeds } from './liquidity.ts'
import { devnetClients, revertOf } from './testing.ts'

const { weth, router, factory } = devnetContracts
const usdc = devnetTokens.usdc.address
const dai = devnetTokens.dai.address

// One devnet for the file: starting hardhat costs seconds. Each test trades from its own account.
describe('the devnet AMM', () => {
  let devnet: Devnet
  // Loaded once startDevnet has compiled the contracts, so the tests run on a fresh checkout too.
  let abi: typeof Generated
  let clients: ReturnType<typeof devnetClients>

  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    abi = await import('../generated/contracts.ts')
    clients = devnetClients(devnet.rpcUrl)
    ;({ tokenBalance, amountsOut, reserves, inTenMinutes } = ammReads(clients.client, abi))
  })
  afterAll(() => devnet?.stop())

  let tokenBalance: AmmReads['tokenBalance']
  let amountsOut: AmmReads['amountsOut']
  let reserves: AmmReads['reserves']
  let inTenMinutes: AmmReads['inTenMinutes']

  it('has the two seeded pools, with tokens sorted by address', async () => {
    const { client } = clients
    expect(
      await client.readContract({
        address: factory,
        abi: abi.AirlockFactoryAbi,
        functionName: 'allPairsLength',
      }),
    ).toBe(2n)
    const getPair = (a: Address, b: Address) =>
      client.readContract({
        address: factory,
        abi: abi.AirlockFactoryAbi,
        functionName: 'getPair',
        args: [a, b],
      })
    expect(await getPair(weth, usdc)).toBe(devnetPairs.wethUsdc)
    expect(await getPair(usdc, weth)).toBe(devnetPairs.wethUsdc)
    expect(await getPair(dai, usdc)).toBe(devnetPairs.daiUsdc)
    for (const [pair, tokens] of [
      [devnetPairs.wethUsdc, [weth, usdc]],
      [devnetPairs.daiUsdc, [dai, usdc]],
    ] as const) {
      const token0 = await client.readContract({
        address: pair,
        abi: abi.AirlockPairAbi,
        functionName: 'token0',
      })
      const token1 = await client.readContract({
        address: pair,
        abi: abi.AirlockPairAbi,
        functionName: 'token1',
      })
      expect([token0, token1]).toEqual([...tokens].sort((a, b) => (BigInt(a) < BigInt(b) ? -1 : 1)))
    }
  })

  it('prices ETH at 3,000 USDC and DAI at par, with liquidity from the deployer alone', async () => {
    const { client } = clients
    expect(await reserves(devnetPairs.wethUsdc, weth)).toEqual([
      devnetPoolSeeds.wethUsdc.weth,
      devnetPoolSeeds.wethUsdc.usdc,
    ])
    expect(await reserves(devnetPairs.daiUsdc, dai)).toEqual([
      devnetPoolSeeds.daiUsdc.dai,
      devnetPoolSeeds.daiUsdc.usdc,
    ])
    const quote = (amount: bigint, [reserveIn, reserveOut]: [bigint, bigint]) =>
      client.readContract({
        address: router,
        abi: abi.AirlockRouterAbi,
        functionName: 'quote',
        args: [amount, reserveIn, reserveOut],
      })
    expect(await quote(parseEther('1'), await reserves(devnetPairs.wethUsdc, weth))).toBe(
      parseUnits('3000', 6),
    )
    expect(await quote(parseEther('1'), await reserves(devnetPairs.daiUsdc, dai))).toBe(parseUnits('1', 6))

    // The first depositor's shares are sqrt(x * y) of what it deposited (the seeded swap moved the reserves
    // since), less the 1,000 locked forever at address(0).
    const lp = await client.readContract({
      address: devnetPairs.wethUsdc,
      abi: abi.AirlockPairAbi,
      functionName: 'balanceOf',
      args: [DEVNET_DEPLOYER_ADDRESS],
    })
    const deposit = devnetPoolDeposits.wethUsdc
    expect(lp).toBe(sqrt(deposit.weth * deposit.usdc) - 1000n)
    // Every WETH is in the pool, and the deployer kept none of the USDC and DAI it minted for the seeding.
    expect(
      await client.readContract({ address: weth, abi: abi.AirlockWETHAbi, functionName: 'totalSupply' }),
    ).toBe(devnetPoolSeeds.wethUsdc.weth)
    expect(await tokenBalance(usdc, DEVNET_DEPLOYER_ADDRESS)).toBe(0n)
    expect(await tokenBalance(dai, DEVNET_DEPLOYER_ADDRESS)).toBe(0n)
  })

  it('swaps ETH for USDC exactly as getAmountsOut predicts', async () => {
    const { client, walletOf, mined } = clients
    const trader = testAccounts[2]!
    const amountIn = parseEther('1')
    const path = [weth, usdc]
    const [, predicted] = await amountsOut(amountIn, path)
    // Fee and price impact: less than the 3,000 a quote gives, by a little more than 0.3%.
    expect(predicted).toBe(
      getAmountOut(amountIn, devnetPoolSeeds.wethUsdc.weth, devnetPoolSeeds.wethUsdc.usdc),
    )
    expect(predicted).toBeGreaterThan(parseUnits('2960', 6))
    expect(predicted).toBeLessThan(parseUnits('2991', 6))

    const ethBefore = await client.getBalance({ address: trader.address })
    const usdcBefore = await tokenBalance(usdc, trader.address)
    const { receipt, gasCost } = await mined(
      walletOf(trader).writeContract({
        address: router,
        abi: abi.AirlockRouterAbi,
        functionName: 'swapExactETHForTokens',
        args: [predicted!, path, trader.address, await inTenMinutes()],
        value: amountIn,
      }),
    )
    expect(await tokenBalance(usdc, trader.address)).toBe(usdcBefore + predicted!)
    expect(await client.getBalance({ address: trader.address })).toBe(ethBefore - amountIn - gasCost)
    expect(await reserves(devnetPairs.wethUsdc, weth)).toEqual([
      devnetPoolSeeds.wethUsdc.weth + amountIn,
      devnetPoolSeeds.wethUsdc.usdc - predicted!,
    ])
    const [swap] = await client.getContractEvents({
      address: devnetPairs.wethUsdc,
      abi: abi.AirlockPairAbi,
      eventName: 'Swap',
      blockHash: receipt.blockHash,
    })
    expect(swap?.args).toMatchObject({ sender: router, to: trader.address })
  })

  it('reverts with InsufficientOutputAmount when the price moved past the slippage limit', async () => {
    const { client, walletOf } = clients
    const trader = testAccounts[3]!
    const amountIn = parseEther('1')
    const [, predicted] = await amountsOut(amountIn, [weth, usdc])
    const args = [predicted! + 1n, [weth, usdc], trader.address, await inTenMinutes()] as const
    const simulated = client.simulateContract({
      account: trader.address,
      address: router,
      abi: abi.AirlockRouterAbi,
      functionName: 'swapExactETHForTokens',
      args,
      value: amountIn,
    })
    expect(await revertOf(simulated)).toEqual({
      name: 'InsufficientOutputAmount',
      args: [predicted, predicted! + 1n],
    })

    // Sent anyway (gas given, so no estimate refuses it first): it is mined, reverts, and costs only gas.
    const ethBefore = await client.getBalance({ address: trader.address })
    const sent = walletOf(trader).writeContract({
      address: router,
      abi: abi.AirlockRouterAbi,
      functionName: 'swapExactETHForTokens',
      args,
      value: amountIn,
      gas: 300_000n,
    })
    // Hardhat mines the failing transaction, then answers the send with its revert.
    await expect(sent).rejects.toThrow(/reverted/)
    const [hash] = (await client.getBlock()).transactions
    const receipt = await client.getTransactionReceipt({ hash: hash! })
    expect(receipt.status).toBe('reverted')
    expect(isAddressEqual(receipt.from, trader.address)).toBe(true)
    expect(await client.getBalance({ address: trader.address })).toBe(
      ethBefore - receipt.gasUsed * receipt.effectiveGasPrice,
    )
    expect(await tokenBalance(usdc, trader.address)).toBe(parseUnits('10000', 6))
  })

  it('reverts with Expired once the deadline has passed', async () => {
    const trader = testAccounts[3]!
    const { timestamp } = await clients.client.getBlock()
    const simulated = clients.client.simulateContract({
      account: trader.address,
      address: router,
      abi: abi.AirlockRouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [weth, usdc], trader.address, timestamp - 1n],
      value: parseEther('1'),
    })
    const { name, args } = await revertOf(simulated)
    expect(name).toBe('Expired')
    expect(args?.[0]).toBe(timestamp - 1n)
  })

  it('swaps USDC for ETH, and DAI for WETH through the USDC pool', async () => {
    const { client, walletOf, mined } = clients
    const trader = testAccounts[4]!
    const wallet = walletOf(trader)
    for (const token of [usdc, dai]) {
      await mined(
        wallet.writeContract({
          address: token,
          abi: abi.AirlockERC20Abi,
          functionName: 'approve',
          args: [router, 2n ** 256n - 1n],
        }),
      )
    }

    const usdcIn = parseUnits('600', 6)
    const [, ethOut] = await amountsOut(usdcIn, [usdc, weth])
    const ethBefore = await client.getBalance({ address: trader.address })
    const { gasCost } = await mined(
      wallet.writeContract({
        address: router,
        abi: abi.AirlockRouterAbi,
        functionName: 'swapExactTokensForETH',
        args: [usdcIn, ethOut!, [usdc, weth], trader.address, await inTenMinutes()],
      }),
    )
    expect(await client.getBalance({ address: trader.address })).toBe(ethBefore + ethOut! - gasCost)
    expect(await tokenBalance(usdc, trader.address)).toBe(parseUnits('10000', 6) - usdcIn)
    // The router unwrapped what it received and kept nothing.
    expect(await client.getBalance({ address: router })).toBe(0n)
    expect(await tokenBalance(weth, router)).toBe(0n)

    const daiIn = parseEther('1500')
    const path = [dai, usdc, weth]
    const amounts = await amountsOut(daiIn, path)
    expect(amounts).toHaveLength(3)
    // getAmountsIn inverts getAmountsOut, rounding the input up so the pairs' k check still passes.
    const amountsIn = await client.readContract({
      address: router,
      abi: abi.AirlockRouterAbi,
      functionName: 'getAmountsIn',
      args: [amounts[2]!, path],
    })
    expect(amountsIn[2]).toBe(amounts[2])
    expect(amountsIn[0]).toBeLessThanOrEqual(daiIn)
    expect(amountsIn[0]).toBeGreaterThan(daiIn - parseEther('0.01'))

    await mined(
      wallet.writeContract({
        address: router,
        abi: abi.AirlockRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [daiIn, amounts[2]!, path, trader.address, await inTenMinutes()],
      }),
    )
    expect(await tokenBalance(weth, trader.address)).toBe(amounts[2])
    expect(await tokenBalance(dai, trader.address)).toBe(parseEther('10000') - daiIn)
    // The intermediate USDC went pair to pair: the trader's USDC did not move.
    expect(await tokenBalance(usdc, trader.address)).toBe(parseUnits('10000', 6) - usdcIn)
  })

  it('adds liquidity at the pool ratio and removes it again', async () => {
    const { walletOf, mined } = clients
    const provider = testAccounts[5]!
    const wallet = walletOf(provider)
    const pair = devnetPairs.daiUsdc
    for (const token of [usdc, dai, pair]) {
      await mined(
        wallet.writeContract({
          address: token,
          abi: abi.AirlockERC20Abi,
          functionName: 'approve',
          args: [router, 2n ** 256n - 1n],
        }),
      )
    }
    const [reserveDai, reserveUsdc] = await reserves(pair, dai)
    // Offering more USDC than the ratio wants: the router takes all the DAI and just enough USDC.
    const daiIn = parseEther('1000')
    const usdcNeeded = (daiIn * reserveUsdc) / reserveDai
    await mined(
      wallet.writeContract({
        address: router,
        abi: abi.AirlockRouterAbi,
        functionName: 'addLiquidity',
        args: [
          dai,
          usdc,
          daiIn,
          parseUnits('2000', 6),
          daiIn,
          usdcNeeded,
          provider.address,
          await inTenMinutes(),
        ],
      }),
    )
    expect(await tokenBalance(dai, provider.address)).toBe(parseEther('10000') - daiIn)
    expect(await tokenBalance(usdc, provider.address)).toBe(parseUnits('10000', 6) - usdcNeeded)
    const shares = await tokenBalance(pair, provider.address)
    expect(shares).toBeGreaterThan(0n)

    // Asking back more than the shares are worth fails, naming the side that fell short.
    const tooMuch = clients.client.simulateContract({
      account: provider.address,
      address: router,
      abi: abi.AirlockRouterAbi,
      functionName: 'removeLiquidity',
      args: [dai, usdc, shares, daiIn + 1n, 0n, provider.address, await inTenMinutes()],
    })
    expect((await revertOf(tooMuch)).name).toBe('InsufficientAAmount')

    // Shares redeem for their part of each reserve, rounded down.
    const supply = await clients.client.readContract({
      address: pair,
      abi: abi.AirlockPairAbi,
      functionName: 'totalSupply',
    })
    const [poolDai, poolUsdc] = await reserves(pair, dai)
    const daiBack = (shares * poolDai) / supply
    const usdcBack = (shares * poolUsdc) / supply
    const daiBefore = await tokenBalance(dai, provider.address)
    const usdcBefore = await tokenBalance(usdc, provider.address)
    await mined(
      wallet.writeContract({
        address: router,
        abi: abi.AirlockRouterAbi,
        functionName: 'removeLiquidity',
        args: [dai, usdc, shares, daiBack, usdcBack, provider.address, await inTenMinutes()],
      }),
    )
    expect(await tokenBalance(pair, provider.address)).toBe(0n)
    expect(await tokenBalance(dai, provider.address)).toBe(daiBefore + daiBack)
    expect(await tokenBalance(usdc, provider.address)).toBe(usdcBefore + usdcBack)
    // Rounding costs the provider dust, never more than a millionth of what went in.
    expect(daiBack).toBeGreaterThan(daiIn - daiIn / 1_000_000n)
    expect(usdcBack).toBeGreaterThanOrEqual(usdcNeeded - 1n)
  })

  it('wraps and unwraps ether with Deposit and Withdrawal events', async () => {
    const { client, walletOf, mined } = clients
    const holder = testAccounts[6]!
    const wallet = walletOf(holder)
    const { receipt: deposited } = await mined(
      wallet.writeContract({
        address: weth,
        abi: abi.AirlockWETHAbi,
        functionName: 'deposit',
        value: parseEther('2'),
      }),
    )
    const { receipt: withdrawn } = await mined(
      wallet.writeContract({
        address: weth,
        abi: abi.AirlockWETHAbi,
        functionName: 'withdraw',
        args: [parseEther('0.5')],
      }),
    )
    expect(await tokenBalance(weth, holder.address)).toBe(parseEther('1.5'))
    const [deposit] = await client.getContractEvents({
      address: weth,
      abi: abi.AirlockWETHAbi,
      eventName: 'Deposit',
      blockHash: deposited.blockHash,
    })
    const [withdrawal] = await client.getContractEvents({
      address: weth,
      abi: abi.AirlockWETHAbi,
      eventName: 'Withdrawal',
      blockHash: withdrawn.blockHash,
    })
    expect(deposit?.args).toEqual({ to: holder.address, value: parseEther('2') })
    expect(withdrawal?.args).toEqual({ from: holder.address, value: parseEther('0.5') })
    expect(
      await client.readContract({ address: weth, abi: abi.AirlockWETHAbi, functionName: 'symbol' }),
    ).toBe('WETH')
    expect(await client.readContract({ address: weth, abi: abi.AirlockWETHAbi, functionName: 'name' })).toBe(
      'Wrapped Ether',
    )
  })
})
