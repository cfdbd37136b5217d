import type {
  SwapAllowanceResponse,
  SwapApproveResponse,
  SwapBuildTransactionResponse,
  SwapGasPriceResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
} from '@airlock/core/internal'
import { type Devnet, devnetContracts, devnetSwap, devnetTokens, startDevnet } from '@airlock/devnet'
import { NATIVE_TOKEN_ADDRESS } from '@airlock/protocol/cloud-api'
import {
  type Account,
  type Address,
  decodeErrorResult,
  erc20Abi,
  type Hex,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { type DevnetSender, devnetSender, erc20Call, signer } from '../test/chainActivity.ts'
import { startTestCloud } from '../test/cloud.ts'
import { routerAbi } from './calldata.ts'
import { revertDataOf, swapErrorsAbi } from './revert.ts'
import { convertClient } from './testkit.ts'

const DEVNET = 'eip155:31337'
const PROJECT = 'convert-amm-test'
const caip = (address: string) => `${DEVNET}:${address.toLowerCase()}`
const ETH = caip(NATIVE_TOKEN_ADDRESS)
const USDC = caip(devnetTokens.usdc.address)
const DAI = caip(devnetTokens.dai.address)
const WETH = caip(devnetContracts.weth)

let devnet: Devnet
let cloud: Cloud
let chain: DevnetSender
const api = convertClient(() => cloud, PROJECT)

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  chain = devnetSender(devnet.rpcUrl)
  cloud = await startTestCloud({
    chains: [{ caipNetworkId: DEVNET, rpcUrl: devnet.rpcUrl, swap: devnetSwap }],
    indexer: false,
  })
  await cloud.context.projects.create({ id: PROJECT })
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

/** A key of its own, given `eth` ether by test account 2, so no other test's balances move it. */
async function freshAccount(eth = '10'): Promise<Account> {
  const account = privateKeyToAccount(generatePrivateKey())
  if (eth !== '0') await chain.send(signer(2), { to: account.address, value: parseEther(eth) })
  return account
}

const balanceOf = (token: string, holder: Address) =>
  token === ETH
    ? chain.client.getBalance({ address: holder })
    : chain.client.readContract({
        address: token.split(':')[2] as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [holder],
      })

/** Sends a built transaction as the wallet would; returns what it paid in gas (wei). */
async function sendBuilt(account: Account, tx: SwapApproveResponse['tx']) {
  const receipt = await chain.send(account, {
    to: tx.to,
    data: tx.data,
    value: BigInt(tx.value),
    gas: BigInt(tx.eip155.gas ?? 500_000),
  })
  return { receipt, fee: receipt.gasUsed * receipt.effectiveGasPrice }
}

const buildSwap = (account: Account, from: string, to: string, amount: bigint, slippage = '1') =>
  api.post<SwapBuildTransactionResponse>('build-transaction', {
    userAddress: `${DEVNET}:${account.address}`,
    amount: amount.toString(),
    from,
    to,
    eip155: { slippage },
  })

const approve = async (account: Account, from: string, amount?: bigint) => {
  const response = await api.get<SwapApproveResponse>('build-approve', {
    userAddress: `${DEVNET}:${account.address}`,
    from,
    to: ETH,
    ...(amount === undefined ? {} : { amount: amount.toString() }),
  })
  expect(response.status, response.body.error).toBe(200)
  const { receipt } = await sendBuilt(account, response.body.tx)
  expect(receipt.status).toBe('success')
  return response.body
}

describe('convert calls on the devnet AMM', () => {
  it('lists the native coin first, then the ERC-20s the pools trade (WETH left out)', async () => {
    const response = await api.get<SwapTokensResponse>('tokens', { chainId: DEVNET })
    expect(response.status).toBe(200)
    const logo = (symbol: string) => `${cloud.url}/public/getTokenImage/${symbol}`
    expect(response.body).toEqual({
      tokens: [
        { name: 'Ether', symbol: 'ETH', address: ETH, decimals: 18, logoUri: logo('ETH'), eip2612: false },
        {
          name: 'Dai Stablecoin',
          symbol: 'DAI',
          address: DAI,
          decimals: 18,
          logoUri: logo('DAI'),
          eip2612: false,
        },
        {
          name: 'USD Coin',
          symbol: 'USDC',
          address: USDC,
          decimals: 6,
          logoUri: logo('USDC'),
          eip2612: false,
        },
      ],
    })
  })

  it('quotes exactly what router.getAmountsOut pays at the quoted block: direct, two hops, native in and out', async () => {
    const user = `${DEVNET}:${signer(3).address}`
    const cases = [
      { from: DAI, to: USDC, amount: parseUnits('250', 18), path: [DAI, USDC] },
      { from: DAI, to: ETH, amount: parseUnits('1000', 18), path: [DAI, USDC, WETH] },
      { from: ETH, to: USDC, amount: parseEther('1.5'), path: [WETH, USDC] },
      { from: USDC, to: ETH, amount: parseUnits('600', 6), path: [USDC, WETH] },
      { from: ETH, to: DAI, amount: parseEther('0.25'), path: [WETH, USDC, DAI] },
    ]
    for (const { from, to, amount, path } of cases) {
      const response = await api.get<SwapQuotesResponse>('quotes', {
        amount: amount.toString(),
        userAddress: user,
        from,
        to,
        gasPrice: '1000000000',
      })
      expect(response.status, response.body.error).toBe(200)
      const [quote] = response.body.quotes
      expect(quote).toMatchObject({
        id: null,
        fromAmount: amount.toString(),
        fromAccount: from,
        toAccount: to,
        path,
      })
      const amounts = await chain.client.readContract({
        address: devnetContracts.router,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amount, path.map((id) => id.split(':')[2] as Address)],
        blockNumber: BigInt(quote!.blockNumber),
      })
      expect(quote!.toAmount).toBe(amounts[amounts.length - 1]!.toString())
      expect(quote!.feePercent).toBe(path.length === 2 ? 0.3 : 0.5991)
      // Small trades in deep pools: a fraction of a percent of impact, but some.
      expect(quote!.priceImpact).toBeGreaterThan(0)
      expect(quote!.priceImpact).toBeLessThan(2)
      // Account 3 holds every token but has approved nothing: only the ether-in swaps can be estimated.
      if (from === ETH) expect(Number(quote!.gasLimit)).toBeGreaterThan(21_000)
      else expect(quote!.gasLimit).toBeUndefined()
    }
  })

  it('answers the allowance the router has, 0 before any approval', async () => {
    const account = await freshAccount('1')
    const allowance = (token: string) =>
      api.get<SwapAllowanceResponse>('allowance', {
        tokenAddress: token,
        userAddress: `${DEVNET}:${account.address}`,
      })
    expect((await allowance(USDC)).body).toEqual({ allowance: '0' })
    const approval = await approve(account, USDC, 1_234_567n)
    const response = await allowance(USDC)
    expect(response.body).toEqual({ allowance: '1234567' })
    expect(approval.tx).toMatchObject({ from: account.address, to: devnetTokens.usdc.address, value: '0' })
    expect(approval.tx.data).toBe(erc20Call.approve(devnetContracts.router, 1_234_567n))
    // Without an amount: unlimited, as the reference API does.
    const unlimited = await api.get<SwapApproveResponse>('build-approve', {
      userAddress: account.address,
      from: DAI,
      to: USDC,
    })
    expect(unlimited.body.tx.data).toBe(erc20Call.approve(devnetContracts.router, 2n ** 256n - 1n))
  })

  it('answers gas prices from the node: standard, and 125% and 150% of it', async () => {
    const response = await api.get<SwapGasPriceResponse>('gas-price', { chainId: DEVNET })
    const standard = await chain.client.getGasPrice()
    expect(response.body).toEqual({
      standard: standard.toString(),
      fast: ((standard * 125n) / 100n).toString(),
      instant: ((standard * 150n) / 100n).toString(),
    })
  })

  it('builds an ETH → USDC swap that pays at least minimumOut', async () => {
    const account = await freshAccount()
    const amount = parseEther('1')
    const response = await buildSwap(account, ETH, USDC, amount)
    expect(response.status, response.body.error).toBe(200)
    const { tx } = response.body
    expect(tx).toMatchObject({ from: account.address, to: devnetContracts.router, value: amount.toString() })
    expect(BigInt(tx.minimumOut)).toBe((BigInt(tx.expectedOut) * 99n) / 100n)
    const head = await chain.client.getBlock()
    expect(BigInt(tx.deadline)).toBe(head.timestamp + 1200n)
    const before = await balanceOf(USDC, account.address)
    const { receipt } = await sendBuilt(account, tx)
    expect(receipt.status).toBe('success')
    const gained = (await balanceOf(USDC, account.address)) - before
    expect(gained).toBeGreaterThanOrEqual(BigInt(tx.minimumOut))
    // Nobody traded in between: exactly the quote.
    expect(gained).toBe(BigInt(tx.expectedOut))
  })

  it('refuses USDC → ETH until approved, then swaps it with the approval build-approve made', async () => {
    const account = await freshAccount('1')
    const amount = parseUnits('300', 6)
    await chain.send(signer(3), {
      to: devnetTokens.usdc.address,
      data: erc20Call.transfer(account.address, amount),
    })
    const refused = await buildSwap(account, USDC, ETH, amount)
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('Insufficient allowance: approve USDC first')

    await approve(account, USDC, amount)
    const response = await buildSwap(account, USDC, ETH, amount, '0.5')
    expect(response.status, response.body.error).toBe(200)
    const { tx } = response.body
    expect(tx.value).toBe('0')
    expect(BigInt(tx.minimumOut)).toBe((BigInt(tx.expectedOut) * 995n) / 1000n)
    const before = await balanceOf(ETH, account.address)
    const { receipt, fee } = await sendBuilt(account, tx)
    expect(receipt.status).toBe('success')
    const gained = (await balanceOf(ETH, account.address)) - before + fee
    expect(gained).toBeGreaterThanOrEqual(BigInt(tx.minimumOut))
    expect(await balanceOf(USDC, account.address)).toBe(0n)
  })

  it('swaps DAI → ETH in two hops through USDC', async () => {
    const account = await freshAccount('1')
    const amount = parseUnits('1500', 18)
    await chain.send(signer(3), {
      to: devnetTokens.dai.address,
      data: erc20Call.transfer(account.address, amount),
    })
    await approve(account, DAI)
    const tooMuch = await buildSwap(account, DAI, ETH, amount + 1n)
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.error).toBe(
      'Insufficient balance: the account holds 1500 DAI, the swap needs 1500.000000000000000001 DAI',
    )
    const response = await buildSwap(account, DAI, ETH, amount)
    expect(response.status, response.body.error).toBe(200)
    const before = await balanceOf(ETH, account.address)
    const { receipt, fee } = await sendBuilt(account, response.body.tx)
    expect(receipt.status).toBe('success')
    const gained = (await balanceOf(ETH, account.address)) - before + fee
    expect(gained).toBeGreaterThanOrEqual(BigInt(response.body.tx.minimumOut))
    expect(receipt.logs.length).toBeGreaterThan(4)
  })

  it('leaves out the estimate when asked to, and refuses ether the account does not have', async () => {
    const account = await freshAccount('0.1')
    const built = await api.post<SwapBuildTransactionResponse>('build-transaction', {
      userAddress: `${DEVNET}:${account.address}`,
      amount: parseEther('0.5').toString(),
      from: ETH,
      to: USDC,
      disableEstimate: true,
    })
    expect(built.status, built.body.error).toBe(200)
    expect(built.body.tx.eip155.gas).toBeUndefined()
    // No eip155.slippage: the default tolerance, 1% below the expected output.
    expect(BigInt(built.body.tx.minimumOut)).toBe((BigInt(built.body.tx.expectedOut) * 99n) / 100n)
    const refused = await buildSwap(account, ETH, USDC, parseEther('0.5'))
    expect(refused.status).toBe(400)
    expect(refused.body.error).toBe('Insufficient balance: the account holds 0.1 ETH, the swap needs 0.5 ETH')
  })

  it('reverts with InsufficientOutputAmount when the price moves past the tolerance before it is mined', async () => {
    const account = await freshAccount()
    const slow = await buildSwap(account, ETH, USDC, parseEther('1'), '1')
    expect(slow.status, slow.body.error).toBe(200)
    // Someone else buys 5 ETH worth of USDC first: about 5% less USDC per ETH, past the 1% tolerance.
    const whale = await buildSwap(signer(4), ETH, USDC, parseEther('5'))
    expect((await sendBuilt(signer(4), whale.body.tx)).receipt.status).toBe('success')

    const { receipt } = await sendBuilt(account, slow.body.tx)
    expect(receipt.status).toBe('reverted')
    // Replayed on the state it met, the router says why.
    const replay = await chain.client
      .call({
        account: account.address,
        to: slow.body.tx.to,
        data: slow.body.tx.data as Hex,
        value: BigInt(slow.body.tx.value),
        blockNumber: receipt.blockNumber - 1n,
      })
      .then(
        () => undefined,
        (error: unknown) => revertDataOf(error),
      )
    const decoded = decodeErrorResult({ abi: swapErrorsAbi, data: replay as Hex })
    expect(decoded.errorName).toBe('InsufficientOutputAmount')
    expect(decoded.args?.[1]).toBe(BigInt(slow.body.tx.minimumOut))
    // And building it again now says so before any gas is spent.
    const stale = await api.post<SwapBuildTransactionResponse>('build-transaction', {
      userAddress: `${DEVNET}:${account.address}`,
      amount: parseEther('1').toString(),
      from: ETH,
      to: USDC,
      eip155: { slippage: '1' },
    })
    expect(stale.status).toBe(200)
    expect(BigInt(stale.body.tx.expectedOut)).toBeLessThan(BigInt(slow.body.tx.minimumOut))
  })
})
