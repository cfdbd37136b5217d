import {
  type Devnet,
  devnetErc4337,
  devnetPaymasterSigner,
  publishedArtifact,
  startDevnet,
  testAccounts,
} from '@airlock/devnet'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  encodeFunctionData,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseEther,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Abi,
  formatUserOperationRequest,
  type SmartAccount,
  toPackedUserOperation,
  type UserOperation,
  UserOperationNotFoundError,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { paymasterDataOf } from '../paymaster/sponsor.ts'
import { devnetErc4337Config, fetchJson, startTestCloud } from '../test/cloud.ts'
import { deploySimpleAccountFactory, toSimpleAccount } from './testAccount.ts'

const PROJECT = 'bundler-test'
const CHAIN = 'eip155:31337'

let devnet: Devnet
let cloud: Cloud
let client: PublicClient
let factory: Address
const funder = privateKeyToAccount(testAccounts[7]!.privateKey)

const bundlerUrl = (chainId = CHAIN) =>
  `${cloud.url}/v1/bundler?projectId=${PROJECT}&chainId=${chainId}&bundler=airlock`
const paymasterUrl = (chainId = CHAIN) => `${cloud.url}/v1/paymaster?projectId=${PROJECT}&chainId=${chainId}`

/** One JSON-RPC call over real HTTP, answering the whole JSON-RPC response. */
async function rpc(url: string, method: string, params: unknown[] = []) {
  const response = await fetchJson<{
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }>(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return response.body
}

function bundlerFor(account: SmartAccount, sponsored = false): BundlerClient {
  return createBundlerClient({
    account,
    client,
    chain: hardhat,
    transport: http(bundlerUrl(), { retryCount: 0, timeout: 60_000 }),
    pollingInterval: 100,
    ...(sponsored
      ? { paymaster: createPaymasterClient({ transport: http(paymasterUrl(), { retryCount: 0 }) }) }
      : {}),
  })
}

async function newAccount(funding = parseEther('1')) {
  const account = await toSimpleAccount({ client, factory, owner: privateKeyToAccount(generatePrivateKey()) })
  if (funding > 0n) {
    const wallet = createWalletClient({ account: funder, chain: hardhat, transport: http(devnet.rpcUrl) })
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: account.address, value: funding }),
    })
  }
  return account
}

const recipient = () => privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  client = createPublicClient({
    chain: hardhat,
    transport: http(devnet.rpcUrl, { retryCount: 0 }),
    pollingInterval: 50,
  })
  factory = await deploySimpleAccountFactory(
    client,
    createWalletClient({ account: funder, chain: hardhat, transport: http(devnet.rpcUrl) }),
  )
  cloud = await startTestCloud({
    indexer: false,
    chains: [
      { caipNetworkId: CHAIN, rpcUrl: devnet.rpcUrl, erc4337: devnetErc4337Config },
      // The same node under another id, without erc4337: no bundler there.
      { caipNetworkId: 'eip155:1337', rpcUrl: devnet.rpcUrl },
    ],
  })
  await cloud.context.projects.create({ id: PROJECT })
}, 120_000)

afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

describe('the bundler route', () => {
  it('answers eth_chainId and eth_supportedEntryPoints', async () => {
    expect((await rpc(bundlerUrl(), 'eth_chainId')).result).toBe('0x7a69')
    const account = await newAccount(0n)
    expect(await bundlerFor(account).getSupportedEntryPoints()).toEqual([devnetErc4337.entryPoint])
  })

  it('estimates an undeployed account (deployment in validation) and, once deployed, less', async () => {
    const account = await newAccount()
    const bundler = bundlerFor(account)
    const calls = [{ to: recipient(), value: 1n }]
    const undeployed = await bundler.estimateUserOperationGas({ account, calls })
    expect(undeployed.verificationGasLimit).toBeGreaterThan(200_000n)
    expect(undeployed.callGasLimit).toBeGreaterThan(20_000n)
    expect(undeployed.callGasLimit).toBeLessThan(200_000n)
    expect(undeployed.preVerificationGas).toBeGreaterThan(40_000n)

    const hash = await bundler.sendUserOperation({ account, calls })
    expect((await bundler.waitForUserOperationReceipt({ hash })).success).toBe(true)
    const deployed = await bundler.estimateUserOperationGas({ account, calls })
    expect(deployed.verificationGasLimit).toBeLessThan(undeployed.verificationGasLimit / 2n)
    expect(deployed.verificationGasLimit).toBeGreaterThan(20_000n)
  })

  it('deploys the account with its first operation and pays the call from it', async () => {
    const account = await newAccount()
    const bundler = bundlerFor(account)
    const to = recipient()
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const hash = await bundler.sendUserOperation({ account, calls: [{ to, value: 12_345n }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(receipt.entryPoint).toBe(devnetErc4337.entryPoint)
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect(receipt.receipt.status).toBe('success')
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await client.getBalance({ address: to })).toBe(12_345n)

    // Lookups: by hash gives the operation as sent, from the bundle's calldata.
    const found = await bundler.getUserOperation({ hash })
    expect(found.transactionHash).toBe(receipt.receipt.transactionHash)
    expect(found.blockNumber).toBe(receipt.receipt.blockNumber)
    expect(found.entryPoint).toBe(devnetErc4337.entryPoint)
    expect(found.userOperation.sender).toBe(account.address)
    expect(found.userOperation.nonce).toBe(0n)
    expect(found.userOperation.factory).toBe(factory)

    // A second cloud (no memory of the operation) answers the same from the chain.
    const other = await startTestCloud({
      indexer: false,
      chains: [{ caipNetworkId: CHAIN, rpcUrl: devnet.rpcUrl, erc4337: devnetErc4337Config }],
    })
    try {
      await other.context.projects.create({ id: PROJECT })
      const answer = await rpc(
        `${other.url}/v1/bundler?projectId=${PROJECT}&chainId=${CHAIN}&bundler=airlock`,
        'eth_getUserOperationReceipt',
        [hash],
      )
      expect(answer.result).toMatchObject({
        userOpHash: hash,
        sender: account.address,
        success: true,
        nonce: '0x0',
      })
    } finally {
      await other.close()
    }
  })

  it("bundles operations sent at the same time one after another (the bundler key's nonces never collide)", async () => {
    // Funded one after another: the funder's own transactions would collide otherwise.
    const accounts = [await newAccount(), await newAccount(), await newAccount()]
    const to = recipient()
    const hashes = await Promise.all(
      accounts.map((account) =>
        bundlerFor(account).sendUserOperation({ account, calls: [{ to, value: 1n }] }),
      ),
    )
    const receipts = await Promise.all(
      hashes.map((hash, i) => bundlerFor(accounts[i]!).waitForUserOperationReceipt({ hash })),
    )
    expect(receipts.map((receipt) => receipt.success)).toEqual([true, true, true])
    expect(new Set(receipts.map((receipt) => receipt.receipt.transactionHash)).size).toBe(3)
    expect(await client.getBalance({ address: to })).toBe(3n)
  })

  it('answers null / not found for an unknown operation', async () => {
    const unknown = `0x${'ab'.repeat(32)}` as Hex
    expect(await rpc(bundlerUrl(), 'eth_getUserOperationReceipt', [unknown])).toMatchObject({ result: null })
    expect(await rpc(bundlerUrl(), 'eth_getUserOperationByHash', [unknown])).toMatchObject({ result: null })
    const account = await newAccount(0n)
    await expect(bundlerFor(account).getUserOperation({ hash: unknown })).rejects.toBeInstanceOf(
      UserOperationNotFoundError,
    )
  })

  it('sponsors through the paymaster route: the account pays nothing', async () => {
    const account = await newAccount(0n)
    const bundler = bundlerFor(account, true)
    const to = recipient()
    const paymasterDeposit = () =>
      client.readContract({
        address: devnetErc4337.entryPoint,
        abi: [
          {
            type: 'function',
            name: 'balanceOf',
            stateMutability: 'view',
            inputs: [{ name: 'account', type: 'address' }],
            outputs: [{ type: 'uint256' }],
          },
        ] as const,
        functionName: 'balanceOf',
        args: [devnetErc4337.verifyingPaymaster],
      })
    const depositBefore = await paymasterDeposit()
    const hash = await bundler.sendUserOperation({ account, calls: [{ to, value: 0n }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.paymaster).toBe(devnetErc4337.verifyingPaymaster)
    expect(await client.getBalance({ address: account.address })).toBe(0n)
    expect(await paymasterDeposit()).toBe(depositBefore - receipt.actualGasCost)
    const found = await bundler.getUserOperation({ hash })
    expect(found.userOperation.paymaster).toBe(devnetErc4337.verifyingPaymaster)
    expect(found.userOperation.paymasterVerificationGasLimit).toBeGreaterThan(0n)
  })

  it('refuses a wrong signature with -32507 "AA24 signature error"', async () => {
    const account = await newAccount()
    const bundler = bundlerFor(account)
    const prepared = await bundler.prepareUserOperation({ account, calls: [{ to: recipient(), value: 1n }] })
    const wrong = await privateKeyToAccount(generatePrivateKey()).signMessage({
      message: { raw: `0x${'11'.repeat(32)}` },
    })
    const answer = await rpc(bundlerUrl(), 'eth_sendUserOperation', [
      formatUserOperationRequest({ ...(prepared as UserOperation), signature: wrong }),
      devnetErc4337.entryPoint,
    ])
    expect(answer.error).toMatchObject({ code: -32507, message: 'AA24 signature error' })
  })

  it('refuses a validation revert with -32500 "AA23 reverted" and the account\'s revert data', async () => {
    const account = await newAccount()
    const bundler = bundlerFor(account)
    const prepared = await bundler.prepareUserOperation({ account, calls: [{ to: recipient(), value: 1n }] })
    // OpenZeppelin's ECDSA.recover reverts on a 10-byte signature: ECDSAInvalidSignatureLength(10).
    const answer = await rpc(bundlerUrl(), 'eth_sendUserOperation', [
      formatUserOperationRequest({ ...(prepared as UserOperation), signature: `0x${'12'.repeat(10)}` }),
      devnetErc4337.entryPoint,
    ])
    expect(answer.error?.code).toBe(-32500)
    expect(answer.error?.message).toMatch(/^AA23 reverted: 0x/)
    const decoded = decodeErrorResult({
      abi: [
        { type: 'error', name: 'ECDSAInvalidSignatureLength', inputs: [{ name: 'length', type: 'uint256' }] },
      ],
      data: answer.error?.data as Hex,
    })
    expect(decoded.args).toEqual([10n])
  })

  it('refuses an unfunded account with -32500 "AA21 didn\'t pay prefund"', async () => {
    const account = await newAccount(0n)
    const bundler = bundlerFor(account)
    const prepared = await bundler.prepareUserOperation({ account, calls: [{ to: recipient(), value: 0n }] })
    const signature = await account.signUserOperation(prepared as UserOperation)
    const answer = await rpc(bundlerUrl(), 'eth_sendUserOperation', [
      formatUserOperationRequest({ ...(prepared as UserOperation), signature }),
      devnetErc4337.entryPoint,
    ])
    expect(answer.error).toMatchObject({ code: -32500, message: "AA21 didn't pay prefund" })
  })

  it('runs a batch atomically: the second call reverts, the first is undone', async () => {
    const account = await newAccount()
    const bundler = bundlerFor(account)
    const to = recipient()
    const calls = [
      { to, value: 1_000n },
      // The account has no deposit to withdraw: the EntryPoint reverts with a reason.
      {
        to: devnetErc4337.entryPoint,
        data: encodeFunctionData({
          abi: entryPoint07Abi,
          functionName: 'withdrawTo',
          args: [to, 1n],
        }),
      },
    ]
    // Estimation runs the calls: it says they revert.
    await expect(bundler.estimateUserOperationGas({ account, calls })).rejects.toThrow(/revert/i)
    const hash = await bundler.sendUserOperation({
      account,
      calls,
      callGasLimit: 200_000n,
      verificationGasLimit: 500_000n,
      preVerificationGas: 100_000n,
    })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(false)
    expect(decodeErrorResult({ abi: [], data: receipt.reason as Hex }).args).toEqual([
      'Withdraw amount too large',
    ])
    expect(receipt.receipt.status).toBe('success')
    expect(await client.getBalance({ address: to })).toBe(0n)
    // The account was still deployed (validation ran) and paid for the gas.
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
  })

  it('answers -32601 for an unknown method and -32602 naming the bad field', async () => {
    expect((await rpc(bundlerUrl(), 'eth_sendRawTransaction', ['0x'])).error).toMatchObject({ code: -32601 })
    const account = await newAccount(0n)
    const answer = await rpc(bundlerUrl(), 'eth_sendUserOperation', [
      { sender: account.address, callData: '0x', signature: '0x' },
      devnetErc4337.entryPoint,
    ])
    expect(answer.error?.code).toBe(-32602)
    expect(answer.error?.message).toContain('userOp.nonce: Required')
    const wrongEntryPoint = await rpc(bundlerUrl(), 'eth_estimateUserOperationGas', [
      { sender: account.address, nonce: '0x0', callData: '0x', signature: '0x' },
      '0x0000000000000000000000000000000000000001',
    ])
    expect(wrongEntryPoint.error).toMatchObject({ code: -32602 })
    expect(wrongEntryPoint.error?.message).toContain('Unsupported entry point')
    const low = await rpc(bundlerUrl(), 'eth_sendUserOperation', [
      {
        sender: account.address,
        nonce: '0x0',
        callData: '0x',
        callGasLimit: '0x0',
        verificationGasLimit: '0x10000',
        preVerificationGas: '0x1',
        maxFeePerGas: numberToHex(10n ** 12n),
        maxPriorityFeePerGas: '0x1',
        signature: '0x',
      },
      devnetErc4337.entryPoint,
    ])
    expect(low.error?.code).toBe(-32602)
    expect(low.error?.message).toContain('preVerificationGas')
  })

  it('refuses a chain without erc4337 config, an unknown chain, and a missing project', async () => {
    const without = await rpc(bundlerUrl('eip155:1337'), 'eth_chainId')
    expect(without.error).toMatchObject({ code: -32602 })
    expect(without.error?.message).toBe(
      'Unsupported chain: eip155:1337 has no bundler (its erc4337 option is not configured)',
    )
    expect((await rpc(bundlerUrl('eip155:5'), 'eth_chainId')).error).toMatchObject({
      code: -32602,
      message: 'Unsupported chain',
    })
    const paymaster = await rpc(paymasterUrl('eip155:1337'), 'pm_getPaymasterStubData', [])
    expect(paymaster.error?.message).toContain('eip155:1337 has no paymaster')
    const anonymous = await fetch(`${cloud.url}/v1/bundler?chainId=${CHAIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(anonymous.status).toBe(401)
    const otherBundler = await rpc(
      `${cloud.url}/v1/bundler?projectId=${PROJECT}&chainId=${CHAIN}&bundler=alto`,
      'eth_chainId',
    )
    expect(otherBundler.error?.message).toContain('Unknown bundler alto')
  })
})

describe('the paymaster route', () => {
  it('refuses another entry point or chain id, and unknown methods', async () => {
    const op = { sender: funder.address, nonce: '0x0', callData: '0x', signature: '0x' }
    const entryPoint = await rpc(paymasterUrl(), 'pm_getPaymasterStubData', [
      op,
      '0x0000000000000000000000000000000000000001',
      '0x7a69',
      {},
    ])
    expect(entryPoint.error).toMatchObject({ code: -32602 })
    expect(entryPoint.error?.message).toContain('Unsupported entry point')
    const chain = await rpc(paymasterUrl(), 'pm_getPaymasterData', [op, devnetErc4337.entryPoint, '0x1', {}])
    expect(chain.error?.message).toContain('is not this route')
    expect((await rpc(paymasterUrl(), 'pm_sponsorUserOperation', [])).error).toMatchObject({ code: -32601 })
  })

  it('an expired sponsorship is refused with -32503 "AA32 paymaster expired or not due"', async () => {
    const account = await newAccount(0n)
    const bundler = bundlerFor(account, true)
    const prepared = (await bundler.prepareUserOperation({
      account,
      calls: [{ to: recipient(), value: 0n }],
    })) as UserOperation<'0.7'>
    const { timestamp } = await client.getBlock()
    const validUntil = Number(timestamp) - 60
    const hash = (await client.readContract({
      address: devnetErc4337.verifyingPaymaster,
      abi: publishedArtifact('VerifyingPaymaster').abi,
      functionName: 'getHash',
      args: [toPackedUserOperation({ ...prepared, paymasterData: '0x' }), validUntil, 0],
    })) as Hex
    const paymasterSignature = await devnetPaymasterSigner.signMessage({ message: { raw: hash } })
    const expired = { ...prepared, paymasterData: paymasterDataOf(validUntil, 0, paymasterSignature) }
    const signature = await account.signUserOperation(expired)
    const answer = await rpc(bundlerUrl(), 'eth_sendUserOperation', [
      formatUserOperationRequest({ ...expired, signature }),
      devnetErc4337.entryPoint,
    ])
    expect(answer.error).toMatchObject({ code: -32503, message: 'AA32 paymaster expired or not due' })
  })

  it('answers a stub with the paymaster and its 129-byte data', async () => {
    const answer = await rpc(paymasterUrl(), 'pm_getPaymasterStubData', [
      { sender: funder.address, nonce: '0x0', callData: '0x', signature: '0x' },
      devnetErc4337.entryPoint,
      '0x7a69',
      {},
    ])
    expect(answer.result).toMatchObject({
      paymaster: devnetErc4337.verifyingPaymaster,
      paymasterPostOpGasLimit: '0x0',
      isFinal: false,
    })
    expect((answer.result as { paymasterData: string }).paymasterData).toHaveLength(2 + 2 * (64 + 65))
  })
})
