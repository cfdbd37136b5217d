import { type Address, erc20Abi, isAddressEqual, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from './accounts.ts'
import { devnetTokens } from './addresses.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import { DEVNET_HISTORY_ACCOUNTS, devnetHistory } from './history.ts'
import { devnetPoolSeeds, devnetSeededSwap } from './liquidity.ts'
import { devnetClients } from './testing.ts'

/** The router's quote, written out again so the test does not trust liquidity.ts's inversion of it. */
const getAmountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n)

describe('the seeded history', () => {
  it('involves exactly DEVNET_HISTORY_ACCOUNTS, each sending at least once', () => {
    const parties = new Set(devnetHistory.flatMap((tx) => tx.parties))
    expect([...parties].sort((a, b) => a - b)).toEqual(DEVNET_HISTORY_ACCOUNTS)
    expect(new Set(devnetHistory.map((tx) => tx.from))).toEqual(parties)
  })

  it('swaps exactly what brings the WETH/USDC pool from its deposit to devnetPoolSeeds', () => {
    const { ethIn, usdcOut, before } = devnetSeededSwap
    expect(getAmountOut(ethIn, before.weth, before.usdc)).toBe(usdcOut)
    expect({ weth: before.weth + ethIn, usdc: before.usdc - usdcOut }).toEqual(devnetPoolSeeds.wethUsdc)
    // A real trade at about the pool's price, not dust.
    expect(usdcOut).toBeGreaterThan(parseUnits('1190', 6))
    expect(usdcOut).toBeLessThan(parseUnits('1215', 6))
  })

  describe('on a started devnet', () => {
    let devnet: Devnet
    let clients: ReturnType<typeof devnetClients>
    beforeAll(async () => {
      devnet = await startDevnet({ port: 0 })
      clients = devnetClients(devnet.rpcUrl)
    })
    afterAll(() => devnet?.stop())

    /** Every transaction a test account sent, oldest first, with its gas cost. */
    async function sentByTestAccounts() {
      const { client } = clients
      const head = await client.getBlockNumber()
      const sent: { from: Address; to: Address | null; gasCost: bigint }[] = []
      for (let number = 0n; number <= head; number++) {
        const block = await client.getBlock({ blockNumber: number, includeTransactions: true })
        for (const tx of block.transactions) {
          if (!testAccounts.some((account) => isAddressEqual(account.address, tx.from))) continue
          const receipt = await client.getTransactionReceipt({ hash: tx.hash })
          sent.push({ from: tx.from, to: tx.to, gasCost: receipt.gasUsed * receipt.effectiveGasPrice })
        }
      }
      return sent
    }

    it('sends the list in order, each from its own account', async () => {
      const sent = await sentByTestAccounts()
      // The node answers addresses in lower case.
      expect(sent.map(({ from, to }) => [from, to])).toEqual(
        devnetHistory.map((tx) => [testAccounts[tx.from]!.address.toLowerCase(), tx.to.toLowerCase()]),
      )
    })

    it('leaves each account with its grant moved by what it sent and received', async () => {
      const { client } = clients
      const sent = await sentByTestAccounts()
      const gasOf = (index: number) =>
        sent
          .filter(({ from }) => isAddressEqual(from, testAccounts[index]!.address))
          .reduce((total, { gasCost }) => total + gasCost, 0n)
      const balancesOf = async (index: number) => {
        const address = testAccounts[index]!.address
        const token = (token: Address) =>
          client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
        return {
          eth: await client.getBalance({ address }),
          usdc: await token(devnetTokens.usdc.address),
          dai: await token(devnetTokens.dai.address),
        }
      }
      const eth = (amount: string) => parseEther(amount)
      const usdc = (amount: string) => parseUnits(amount, 6)
      const dai = (amount: string) => parseUnits(amount, 18)

      expect(await balancesOf(0)).toEqual({
        eth: eth('10000') + eth('1.5') - devnetSeededSwap.ethIn - gasOf(0),
        usdc: usdc('10000') - usdc('250') + devnetSeededSwap.usdcOut,
        dai: dai('10040'),
      })
      expect(await balancesOf(1)).toEqual({
        eth: eth('10000') - eth('1.5') + eth('0.2') - gasOf(1),
        usdc: usdc('10000'),
        dai: dai('9900'),
      })
      expect(await balancesOf(8)).toEqual({
        eth: eth('10000') - eth('0.2') - gasOf(8),
        usdc: usdc('10250'),
        dai: dai('10000'),
      })
      expect(await balancesOf(9)).toEqual({
        eth: eth('10000') - gasOf(9),
        usdc: usdc('10000'),
        dai: dai('10060'),
      })
    })
  })
})
