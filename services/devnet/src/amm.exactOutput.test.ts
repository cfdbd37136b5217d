import { type Address, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Generated from '../generated/contracts.ts'
import { testAccounts } from './accounts.ts'
import { devnetContracts, devnetPairs, devnetTokens } from './addresses.ts'
import { type AmmReads, ammReads } from './amm.testkit.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import { devnetClients, freshAddress, revertOf } from './testing.ts'

const { weth, router } = devnetContracts
const usdc = devnetTokens.usdc.address
const dai = devnetTokens.dai.address

// The router's exact-output swaps (Uniswap V2's swapTokensForExactTokens / swapETHForExactTokens): the recipient
// gets exactly the amount asked for, and the sender pays only what the pools ask, never above its limit.
describe('the devnet AMM, exact output', () => {
  let devnet: Devnet
  let abi: typeof Generated
  let clients: ReturnType<typeof devnetClients>
  let reads: AmmReads

  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    abi = await import('../generated/contracts.ts')
    clients = devnetClients(devnet.rpcUrl)
    reads = ammReads(clients.client, abi)
  })
  afterAll(() => devnet?.stop())

  it('swaps DAI for exactly the USDC asked, taking only getAmountsIn of the approval', async () => {
    const { walletOf, mined } = clients
    const trader = testAccounts[5]!
    const recipient = freshAddress()
    const amountOut = parseUnits('250', 6)
    const [need] = await reads.amountsIn(amountOut, [dai, usdc])
    // The least the pool takes for amountOut, rounded up (the pair's k check would refuse one wei less).
    const [reserveIn, reserveOut] = await reads.reserves(devnetPairs.daiUsdc, dai)
    expect(need).toBe((reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n)

    const approved = need! * 2n
    await mined(
      walletOf(trader).writeContract({
        address: dai,
        abi: abi.AirlockERC20Abi,
        functionName: 'approve',
        args: [router, approved],
      }),
    )
    const daiBefore = await reads.tokenBalance(dai, trader.address)
    await mined(
      walletOf(trader).writeContract({
        address: router,
        abi: abi.AirlockRouterAbi,
        functionName: 'swapTokensForExactTokens',
        args: [amountOut, approved, [dai, usdc], recipient, await reads.inTenMinutes()],
      }),
    )
    expect(await reads.tokenBalance(usdc, recipient)).toBe(amountOut)
    expect(await reads.tokenBalance(dai, trader.address)).toBe(daiBefore - need!)
    expect(
      await clients.client.readContract({
        address: dai,
        abi: abi.AirlockERC20Abi,
        functionName: 'allowance',
        args: [trader.address, router],
      }),
    ).toBe(approved - need!)
  })

  it('refuses with ExcessiveInputAmount when the pools ask more than amountInMax', async () => {
    const trader = testAccounts[5]!
    const amountOut = parseUnits('10', 6)
    const [need] = await reads.amountsIn(amountOut, [dai, usdc])
    const simulated = clients.client.simulateContract({
      account: trader.address,
      address: router,
      abi: abi.AirlockRouterAbi,
      functionName: 'swapTokensForExactTokens',
      args: [amountOut, need! - 1n, [dai, usdc], trader.address, await reads.inTenMinutes()],
    })
    expect(await revertOf(simulated)).toEqual({ name: 'ExcessiveInputAmount', args: [need, need! - 1n] })
  })

  it('swaps ether for exactly the USDC asked, wrapping only what it needs and refunding the rest', async () => {
    const { client, walletOf, mined } = clients
    const trader = testAccounts[6]!
    const recipient = freshAddress()
    const amountOut = parseUnits('300', 6)
    const [need] = await reads.amountsIn(amountOut, [weth, usdc])
    const sent = parseEther('1')
    expect(need).toBeLessThan(sent)
    const supplyBefore = await client.readContract({
      address: weth,
      abi: abi.AirlockWETHAbi,
      functionName: 'totalSupply',
    })
    const ethBefore = await client.getBalance({ address: trader.address })
    const { gasCost } = await mined(
      walletOf(trader).writeContract({
        address: router,
        abi: abi.AirlockRouterAbi,
        functionName: 'swapETHForExactTokens',
        args: [amountOut, [weth, usdc], recipient, await reads.inTenMinutes()],
        value: sent,
      }),
    )
    expect(await reads.tokenBalance(usdc, recipient)).toBe(amountOut)
    expect(await client.getBalance({ address: trader.address })).toBe(ethBefore - need! - gasCost)
    expect(
      await client.readContract({ address: weth, abi: abi.AirlockWETHAbi, functionName: 'totalSupply' }),
    ).toBe(supplyBefore + need!)
    expect(await client.getBalance({ address: router })).toBe(0n)
    expect(await reads.tokenBalance(weth, router)).toBe(0n)
  })

  it('refuses ether swaps whose path does not start at WETH, or that send too little ether', async () => {
    const trader = testAccounts[6]!
    const amountOut = parseUnits('30', 6)
    const deadline = await reads.inTenMinutes()
    const simulate = (path: Address[], value: bigint) =>
      clients.client.simulateContract({
        account: trader.address,
        address: router,
        abi: abi.AirlockRouterAbi,
        functionName: 'swapETHForExactTokens',
        args: [amountOut, path, trader.address, deadline],
        value,
      })
    expect(await revertOf(simulate([dai, usdc], parseEther('1')))).toMatchObject({ name: 'InvalidPath' })
    const [need] = await reads.amountsIn(amountOut, [weth, usdc])
    expect(await revertOf(simulate([weth, usdc], need! - 1n))).toEqual({
      name: 'ExcessiveInputAmount',
      args: [need, need! - 1n],
    })
  })
})
