import { createPublicClient, createWalletClient, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AirlockERC20Abi as Erc20Abi } from '../generated/contracts.ts'
import { testAccounts } from './accounts.ts'
import { DEVNET_ONRAMP_TREASURY_ADDRESS, DEVNET_ONRAMP_TREASURY_FUNDS, devnetTokens } from './addresses.ts'
import { deployContracts } from './deploy.ts'
import { devnetDeployer } from './deployer.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import { DEVNET_HISTORY_ACCOUNTS } from './history.ts'
import { devnetPoolDeposits } from './liquidity.ts'
import { devnetOnrampTreasury } from './treasury.ts'

// One devnet for the file: starting hardhat costs seconds.
describe('startDevnet', () => {
  let devnet: Devnet
  // Loaded once startDevnet has compiled the contracts, so the tests run on a fresh checkout too.
  let AirlockERC20Abi: typeof Erc20Abi
  const client = () => createPublicClient({ chain: hardhat, transport: http(devnet.rpcUrl) })
  const balanceOf = (token: `0x${string}`, account: `0x${string}`) =>
    client().readContract({
      address: token,
      abi: AirlockERC20Abi,
      functionName: 'balanceOf',
      args: [account],
    })

  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    ;({ AirlockERC20Abi } = await import('../generated/contracts.ts'))
  })
  afterAll(() => devnet?.stop())

  it('serves chain 31337 on 127.0.0.1', async () => {
    expect(devnet.chainId).toBe(31337)
    expect(await client().getChainId()).toBe(31337)
    expect(devnet.host).toBe('127.0.0.1')
    expect(devnet.rpcUrl).toBe(`http://127.0.0.1:${devnet.port}`)
    expect(devnet.wsUrl).toBe(`ws://127.0.0.1:${devnet.port}`)
    expect(devnet.accounts).toBe(testAccounts)
  })

  it('deploys the tokens at the hard-coded addresses, owned by the deployer', async () => {
    for (const token of Object.values(devnetTokens)) {
      expect(await client().getCode({ address: token.address })).toMatch(/^0x[0-9a-f]{100,}$/)
      const read = <const F extends 'name' | 'symbol' | 'decimals' | 'owner'>(functionName: F) =>
        client().readContract({ address: token.address, abi: AirlockERC20Abi, functionName })
      expect(await read('name')).toBe(token.name)
      expect(await read('symbol')).toBe(token.symbol)
      expect(await read('decimals')).toBe(token.decimals)
      expect(await read('owner')).toBe(devnetDeployer.address)
    }
  })

  it('funds every test account with 10,000 ETH, 10,000 USDC and 10,000 DAI, and no one else but the pools', async () => {
    // Those the seeded history moved are checked in history.test.ts.
    const untouched = testAccounts.filter((_, index) => !DEVNET_HISTORY_ACCOUNTS.includes(index))
    expect(untouched.length).toBeGreaterThanOrEqual(6)
    for (const account of untouched) {
      expect(await client().getBalance({ address: account.address })).toBe(10_000n * 10n ** 18n)
      expect(await balanceOf(devnetTokens.usdc.address, account.address)).toBe(10_000n * 10n ** 6n)
      expect(await balanceOf(devnetTokens.dai.address, account.address)).toBe(10_000n * 10n ** 18n)
    }
    const totalSupply = await client().readContract({
      address: devnetTokens.usdc.address,
      abi: AirlockERC20Abi,
      functionName: 'totalSupply',
    })
    // What the seeded swap took out of the pool is still in circulation, with test account 0.
    const deposited = devnetPoolDeposits.wethUsdc.usdc + devnetPoolDeposits.daiUsdc.usdc
    expect(totalSupply).toBe(10n * 10_000n * 10n ** 6n + deposited + DEVNET_ONRAMP_TREASURY_FUNDS.usdc)
    expect(await balanceOf(devnetTokens.usdc.address, devnetDeployer.address)).toBe(0n)
  })

  it('funds the onramp sandbox treasury with ether and USDC, from its own derived key', async () => {
    expect(devnetOnrampTreasury.address).toBe(DEVNET_ONRAMP_TREASURY_ADDRESS)
    expect(await client().getBalance({ address: DEVNET_ONRAMP_TREASURY_ADDRESS })).toBe(
      DEVNET_ONRAMP_TREASURY_FUNDS.eth,
    )
    expect(await balanceOf(devnetTokens.usdc.address, DEVNET_ONRAMP_TREASURY_ADDRESS)).toBe(
      DEVNET_ONRAMP_TREASURY_FUNDS.usdc,
    )
    expect(testAccounts.map((account) => account.address)).not.toContain(DEVNET_ONRAMP_TREASURY_ADDRESS)
  })

  it('moves balances with a real ERC-20 transfer', async () => {
    const [from, to] = [testAccounts[1]!, testAccounts[2]!]
    const usdc = devnetTokens.usdc.address
    const amount = parseUnits('25.5', 6)
    const wallet = createWalletClient({
      account: privateKeyToAccount(from.privateKey),
      chain: hardhat,
      transport: http(devnet.rpcUrl),
    })
    const hash = await wallet.writeContract({
      address: usdc,
      abi: AirlockERC20Abi,
      functionName: 'transfer',
      args: [to.address, amount],
    })
    const receipt = await client().waitForTransactionReceipt({ hash, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    const [transfer] = await client().getContractEvents({
      address: usdc,
      abi: AirlockERC20Abi,
      eventName: 'Transfer',
      blockHash: receipt.blockHash,
    })
    expect(transfer?.args).toEqual({ from: from.address, to: to.address, value: amount })
    expect(await balanceOf(usdc, from.address)).toBe(10_000n * 10n ** 6n - amount)
    expect(await balanceOf(usdc, to.address)).toBe(10_000n * 10n ** 6n + amount)
  })

  it('leaves a deployed devnet alone when deployContracts runs again', async () => {
    const before = await client().getBlockNumber()
    const nonces = () =>
      Promise.all(
        [devnetDeployer, ...testAccounts].map(({ address }) => client().getTransactionCount({ address })),
      )
    const sent = await nonces()
    await deployContracts(devnet.rpcUrl)
    expect(await client().getBlockNumber()).toBe(before)
    expect(await nonces()).toEqual(sent)
  })

  it('refuses a port where a devnet already runs instead of attaching to it', async () => {
    await expect(startDevnet({ port: devnet.port })).rejects.toThrow(
      `A devnet (chain 31337) is already running at ${devnet.rpcUrl}`,
    )
    expect(await client().getChainId()).toBe(31337)
  })
})
