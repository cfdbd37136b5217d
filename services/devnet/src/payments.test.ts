import {
  type Address,
  createTestClient,
  domainSeparator,
  http,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type * as Generated from '../generated/contracts.ts'
import { testAccounts } from './accounts.ts'
import { devnetContracts, devnetPayments, devnetTokens } from './addresses.ts'
import { type AmmReads, ammReads } from './amm.testkit.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import { paymentIntentDomain, paymentsKit } from './payments.testkit.ts'
import { devnetPaymentsSigner } from './payments.ts'
import { devnetClients, freshAddress } from './testing.ts'

const { payments, weth, router } = devnetContracts
const usdc = devnetTokens.usdc.address
const dai = devnetTokens.dai.address

// One devnet for the file; each test pays from its own test account to a fresh recipient.
describe('the devnet payments contract', () => {
  let devnet: Devnet
  let abi: typeof Generated
  let clients: ReturnType<typeof devnetClients>
  let reads: AmmReads
  let kit: ReturnType<typeof paymentsKit>

  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    abi = await import('../generated/contracts.ts')
    clients = devnetClients(devnet.rpcUrl)
    reads = ammReads(clients.client, abi)
    kit = paymentsKit(clients, abi, reads)
  })
  afterAll(() => devnet?.stop())

  it('is deployed with the devnet payments config, and signs under the domain the protocol declares', async () => {
    const read = (functionName: 'signer' | 'router' | 'weth' | 'DOMAIN_SEPARATOR') =>
      clients.client.readContract({ address: payments, abi: abi.AirlockPaymentsAbi, functionName })
    expect(devnetPayments.signer).toBe(devnetPaymentsSigner.address)
    expect(await read('signer')).toBe(devnetPayments.signer)
    expect(await read('router')).toBe(devnetPayments.router)
    expect(await read('weth')).toBe(devnetPayments.wrappedNative)
    expect(await read('DOMAIN_SEPARATOR')).toBe(domainSeparator({ domain: paymentIntentDomain }))
  })

  it('pays 5 USDC directly: the recipient gets exactly 5, the payer spends exactly 5', async () => {
    const payer = testAccounts[1]!
    const amount = parseUnits('5', 6)
    const { intent, signature } = await kit.signedIntent({ token: usdc, amount })
    await kit.approve(payer, usdc, amount)
    const payerBefore = await reads.tokenBalance(usdc, payer.address)
    expect(await kit.isPaid(intent.id)).toBe(false)

    const { receipt } = await clients.mined(
      clients.walletOf(payer).writeContract({
        address: payments,
        abi: abi.AirlockPaymentsAbi,
        functionName: 'pay',
        args: [intent, signature],
      }),
    )
    expect(await reads.tokenBalance(usdc, intent.recipient)).toBe(amount)
    expect(await reads.tokenBalance(usdc, payer.address)).toBe(payerBefore - amount)
    expect(await reads.tokenBalance(usdc, payments)).toBe(0n)
    expect(kit.paymentEvent(receipt)).toEqual({
      id: intent.id,
      payer: payer.address,
      recipient: intent.recipient,
      token: usdc,
      amount,
      tokenIn: usdc,
      amountIn: amount,
    })
    expect(await kit.isPaid(intent.id)).toBe(true)
  })

  it('pays ether directly, and refuses a value other than the amount with WrongValue', async () => {
    const payer = testAccounts[2]!
    const amount = parseEther('0.25')
    const { intent, signature } = await kit.signedIntent({ token: zeroAddress, amount })
    expect(await kit.simulatePay(payer.address, intent, signature, amount - 1n)).toMatchObject({
      name: 'WrongValue',
    })

    const ethBefore = await clients.client.getBalance({ address: payer.address })
    const { receipt, gasCost } = await clients.mined(
      clients.walletOf(payer).writeContract({
        address: payments,
        abi: abi.AirlockPaymentsAbi,
        functionName: 'pay',
        args: [intent, signature],
        value: amount,
      }),
    )
    expect(await clients.client.getBalance({ address: intent.recipient })).toBe(amount)
    expect(await clients.client.getBalance({ address: payer.address })).toBe(ethBefore - amount - gasCost)
    expect(kit.paymentEvent(receipt)).toMatchObject({
      token: zeroAddress,
      amount,
      tokenIn: zeroAddress,
      amountIn: amount,
    })
    expect(await kit.isPaid(intent.id)).toBe(true)
  })

  it('pays USDC with DAI: the recipient gets exactly the amount, the payer spends exactly getAmountsIn', async () => {
    const payer = testAccounts[3]!
    const amount = parseUnits('5', 6)
    const path = [dai, usdc]
    const { intent, signature } = await kit.signedIntent({ token: usdc, amount })
    const [need] = await reads.amountsIn(amount, path)
    const maxAmountIn = (need! * 101n) / 100n
    await kit.approve(payer, dai, maxAmountIn)
    const daiBefore = await reads.tokenBalance(dai, payer.address)

    const { receipt } = await clients.mined(
      clients.walletOf(payer).writeContract({
        address: payments,
        abi: abi.AirlockPaymentsAbi,
        functionName: 'payWithToken',
        args: [intent, signature, path, maxAmountIn],
      }),
    )
    expect(await reads.tokenBalance(usdc, intent.recipient)).toBe(amount)
    expect(await reads.tokenBalance(dai, payer.address)).toBe(daiBefore - need!)
    const allowance = (owner: Address, spender: Address) =>
      clients.client.readContract({
        address: dai,
        abi: abi.AirlockERC20Abi,
        functionName: 'allowance',
        args: [owner, spender],
      })
    // The rest of the payer's approval is unused, and nothing is left with the contract or the router.
    expect(await allowance(payer.address, payments)).toBe(maxAmountIn - need!)
    expect(await allowance(payments, router)).toBe(0n)
    for (const holder of [payments, router]) {
      expect(await reads.tokenBalance(dai, holder)).toBe(0n)
      expect(await reads.tokenBalance(usdc, holder)).toBe(0n)
    }
    expect(kit.paymentEvent(receipt)).toEqual({
      id: intent.id,
      payer: payer.address,
      recipient: intent.recipient,
      token: usdc,
      amount,
      tokenIn: dai,
      amountIn: need,
    })
  })

  it('pays USDC with ether: the recipient gets exactly the amount, the unused ether comes back', async () => {
    const { client } = clients
    const payer = testAccounts[4]!
    const amount = parseUnits('10', 6)
    const path = [weth, usdc]
    const { intent, signature } = await kit.signedIntent({ token: usdc, amount })
    const [need] = await reads.amountsIn(amount, path)
    const sent = need! * 2n
    const ethBefore = await client.getBalance({ address: payer.address })

    const { receipt, gasCost } = await clients.mined(
      clients.walletOf(payer).writeContract({
        address: payments,
        abi: abi.AirlockPaymentsAbi,
        functionName: 'payWithNative',
        args: [intent, signature, path],
        value: sent,
      }),
    )
    expect(await reads.tokenBalance(usdc, intent.recipient)).toBe(amount)
    // Only the swap's input and the gas left the payer: the other half of what it sent was refunded.
    expect(await client.getBalance({ address: payer.address })).toBe(ethBefore - need! - gasCost)
    for (const holder of [payments, router]) {
      expect(await client.getBalance({ address: holder })).toBe(0n)
      expect(await reads.tokenBalance(weth, holder)).toBe(0n)
    }
    expect(kit.paymentEvent(receipt)).toMatchObject({
      id: intent.id,
      payer: payer.address,
      token: usdc,
      amount,
      tokenIn: zeroAddress,
      amountIn: need,
    })
  })

  it('refuses a second payment of a paid id with IntentAlreadyPaid, by any entry point', async () => {
    const payer = testAccounts[5]!
    const amount = parseUnits('1', 6)
    const { intent, signature } = await kit.signedIntent({ token: usdc, amount })
    await kit.approve(payer, usdc, amount * 2n)
    await clients.mined(
      clients.walletOf(payer).writeContract({
        address: payments,
        abi: abi.AirlockPaymentsAbi,
        functionName: 'pay',
        args: [intent, signature],
      }),
    )
    expect(await kit.simulatePay(payer.address, intent, signature)).toEqual({
      name: 'IntentAlreadyPaid',
      args: [intent.id],
    })
    expect(
      await kit.simulateWithNative(payer.address, intent, signature, [weth, usdc], parseEther('1')),
    ).toEqual({ name: 'IntentAlreadyPaid', args: [intent.id] })
    expect(await reads.tokenBalance(usdc, intent.recipient)).toBe(amount)
  })

  it('refuses a signature by another key, and an intent changed after signing, with InvalidIntentSignature', async () => {
    const payer = testAccounts[6]!
    const amount = parseUnits('5', 6)
    await kit.approve(payer, usdc, amount * 2n)
    const forged = await kit.signedIntent({ token: usdc, amount }, privateKeyToAccount(generatePrivateKey()))
    expect(await kit.simulatePay(payer.address, forged.intent, forged.signature)).toMatchObject({
      name: 'InvalidIntentSignature',
    })
    const { intent, signature } = await kit.signedIntent({ token: usdc, amount })
    for (const changed of [
      { ...intent, amount: amount - 1n },
      { ...intent, recipient: freshAddress() },
      { ...intent, deadline: intent.deadline + 1n },
    ]) {
      expect(await kit.simulatePay(payer.address, changed, signature)).toMatchObject({
        name: 'InvalidIntentSignature',
      })
    }
    expect(await kit.isPaid(intent.id)).toBe(false)
  })

  it('refuses to spend more than the payer allows with SlippageExceeded(needed, max)', async () => {
    const payer = testAccounts[7]!
    const amount = parseUnits('20', 6)
    const { intent, signature } = await kit.signedIntent({ token: usdc, amount })
    const [daiNeed] = await reads.amountsIn(amount, [dai, usdc])
    await kit.approve(payer, dai, daiNeed!)
    expect(await kit.simulateWithToken(payer.address, intent, signature, [dai, usdc], daiNeed! - 1n)).toEqual(
      {
        name: 'SlippageExceeded',
        args: [daiNeed, daiNeed! - 1n],
      },
    )
    const [ethNeed] = await reads.amountsIn(amount, [weth, usdc])
    expect(
      await kit.simulateWithNative(payer.address, intent, signature, [weth, usdc], ethNeed! - 1n),
    ).toEqual({
      name: 'SlippageExceeded',
      args: [ethNeed, ethNeed! - 1n],
    })
    expect(await kit.isPaid(intent.id)).toBe(false)
  })

  it('refuses a swap path that does not end in the intent token, or an ether path not from WETH', async () => {
    const payer = testAccounts[7]!
    const { intent, signature } = await kit.signedIntent({ token: usdc, amount: parseUnits('1', 6) })
    expect(
      await kit.simulateWithToken(payer.address, intent, signature, [usdc, dai], parseEther('10')),
    ).toMatchObject({ name: 'InvalidPath' })
    expect(
      await kit.simulateWithNative(payer.address, intent, signature, [dai, usdc], parseEther('1')),
    ).toMatchObject({ name: 'InvalidPath' })
  })

  // Last: it moves the devnet's clock forward.
  it('refuses an intent after its deadline with IntentExpired', async () => {
    const payer = testAccounts[8]!
    const amount = parseUnits('1', 6)
    await kit.approve(payer, usdc, amount)
    const { timestamp } = await clients.client.getBlock()
    const { intent, signature } = await kit.signedIntent({ token: usdc, amount, deadline: timestamp + 60n })
    // Payable until the deadline: only the clock changes below.
    await expect(
      clients.client.simulateContract({
        account: payer.address,
        address: payments,
        abi: abi.AirlockPaymentsAbi,
        functionName: 'pay',
        args: [intent, signature],
      }),
    ).resolves.toBeDefined()
    const testClient = createTestClient({ chain: hardhat, mode: 'hardhat', transport: http(devnet.rpcUrl) })
    await testClient.increaseTime({ seconds: 61 })
    await testClient.mine({ blocks: 1 })
    expect(await kit.simulatePay(payer.address, intent, signature)).toEqual({
      name: 'IntentExpired',
      args: [intent.id],
    })
    expect(await kit.isPaid(intent.id)).toBe(false)
  })
})
