import { type Devnet, devnetErc4337, startDevnet, testAccounts } from '@airlock/devnet'
import {
  AirlockAccountFactoryAbi,
  AirlockSessionValidatorAbi,
  AirlockSmartAccountAbi,
} from '@airlock/devnet/contracts'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeErrorResult,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  parseEther,
  toBytes,
} from 'viem'
import {
  createBundlerClient,
  createPaymasterClient,
  entryPoint07Abi,
  formatUserOperationRequest,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { devnetErc4337Config, fetchJson, startTestCloud } from '../test/cloud.ts'
import { STUB_ACCOUNT_SIGNATURE } from './testAccount.ts'

// The bundler with Airlock's own account (AirlockSmartAccount through AirlockAccountFactory) and its session
// validator: the owner grants a session in one operation, the session key spends within its limit, and an
// operation over the limit is refused with the validator's SpendLimitExceeded as the error's data.

const PROJECT = 'bundler-airlock-account'
const CHAIN = 'eip155:31337'
const VALIDATOR = devnetErc4337.sessionValidator

let devnet: Devnet
let cloud: Cloud
let client: PublicClient
const funder = privateKeyToAccount(testAccounts[8]!.privateKey)

const bundlerUrl = () => `${cloud.url}/v1/bundler?projectId=${PROJECT}&chainId=${CHAIN}&bundler=airlock`
const paymasterUrl = () => `${cloud.url}/v1/paymaster?projectId=${PROJECT}&chainId=${CHAIN}`

/** Signs as the owner (nonce key 0) or as a session key (nonce key = the validator, signature = (id, sig)). */
type Signer = { kind: 'owner' } | { kind: 'session'; key: PrivateKeyAccount; id: Hex }

async function toAirlockAccount(owner: PrivateKeyAccount, signer: Signer): Promise<SmartAccount> {
  const entryPoint = { abi: entryPoint07Abi, address: devnetErc4337.entryPoint, version: '0.7' } as const
  const address = await client.readContract({
    address: devnetErc4337.accountFactory,
    abi: AirlockAccountFactoryAbi,
    functionName: 'getAddress',
    args: [owner.address, 0n],
  })
  const wrap = (signature: Hex) =>
    signer.kind === 'owner'
      ? signature
      : encodeAbiParameters([{ type: 'bytes32' }, { type: 'bytes' }], [signer.id, signature])
  return toSmartAccount({
    client,
    entryPoint,
    getAddress: async () => address,
    async encodeCalls(calls) {
      if (calls.length === 1) {
        const [call] = calls
        return encodeFunctionData({
          abi: AirlockSmartAccountAbi,
          functionName: 'execute',
          args: [call!.to, call!.value ?? 0n, call!.data ?? '0x'],
        })
      }
      return encodeFunctionData({
        abi: AirlockSmartAccountAbi,
        functionName: 'executeBatch',
        args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
      })
    },
    async getFactoryArgs() {
      return {
        factory: devnetErc4337.accountFactory,
        factoryData: encodeFunctionData({
          abi: AirlockAccountFactoryAbi,
          functionName: 'createAccount',
          args: [owner.address, 0n],
        }),
      }
    },
    async getNonce() {
      return client.readContract({
        address: entryPoint.address,
        abi: entryPoint07Abi,
        functionName: 'getNonce',
        args: [address, signer.kind === 'owner' ? 0n : BigInt(VALIDATOR)],
      })
    },
    getStubSignature: async () => wrap(STUB_ACCOUNT_SIGNATURE),
    signMessage: ({ message }) => owner.signMessage({ message }),
    signTypedData: async () => {
      throw new Error('Not needed here')
    },
    async signUserOperation(parameters) {
      const { chainId = hardhat.id, ...userOperation } = parameters
      const hash = getUserOperationHash({
        chainId,
        entryPointAddress: entryPoint.address,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: address },
      })
      const key = signer.kind === 'owner' ? owner : signer.key
      return wrap(await key.signMessage({ message: { raw: hash } }))
    },
  })
}

const bundlerFor = (account: SmartAccount, sponsored = false) =>
  createBundlerClient({
    account,
    client,
    chain: hardhat,
    transport: http(bundlerUrl(), { retryCount: 0, timeout: 60_000 }),
    pollingInterval: 100,
    ...(sponsored
      ? { paymaster: createPaymasterClient({ transport: http(paymasterUrl(), { retryCount: 0 }) }) }
      : {}),
  })

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  client = createPublicClient({
    chain: hardhat,
    transport: http(devnet.rpcUrl, { retryCount: 0 }),
    pollingInterval: 50,
  })
  cloud = await startTestCloud({
    indexer: false,
    chains: [{ caipNetworkId: CHAIN, rpcUrl: devnet.rpcUrl, erc4337: devnetErc4337Config }],
  })
  await cloud.context.projects.create({ id: PROJECT })
}, 120_000)

afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

describe('the bundler with an Airlock smart account', () => {
  it('grants a session (sponsored), spends within its limit, and refuses over it with SpendLimitExceeded', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const id = keccak256(toBytes('bundler-test-session'))
    const to = privateKeyToAccount(generatePrivateKey()).address as Address
    const ownerAccount = await toAirlockAccount(owner, { kind: 'owner' })
    const wallet = createWalletClient({ account: funder, chain: hardhat, transport: http(devnet.rpcUrl) })
    await client.waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: ownerAccount.address, value: parseEther('1') }),
    })

    // The owner's operation deploys the account, installs the validator and enables the session; sponsored.
    const { timestamp } = await client.getBlock()
    const grant = await bundlerFor(ownerAccount, true).sendUserOperation({
      account: ownerAccount,
      calls: [
        {
          to: ownerAccount.address,
          data: encodeFunctionData({
            abi: AirlockSmartAccountAbi,
            functionName: 'installModule',
            args: [1n, VALIDATOR, '0x'],
          }),
        },
        {
          to: VALIDATOR,
          data: encodeFunctionData({
            abi: AirlockSessionValidatorAbi,
            functionName: 'enableSession',
            args: [
              id,
              {
                signer: sessionKey.address,
                validAfter: 0,
                validUntil: Number(timestamp) + 3600,
                nativeLimit: 1_000n,
                token: '0x0000000000000000000000000000000000000000',
                tokenLimit: 0n,
              },
              [{ target: to, selector: '0x00000000' }],
            ],
          }),
        },
      ],
    })
    const granted = await bundlerFor(ownerAccount).waitForUserOperationReceipt({ hash: grant })
    expect(granted.success).toBe(true)
    expect(granted.paymaster).toBe(devnetErc4337.verifyingPaymaster)
    expect(await client.getBalance({ address: ownerAccount.address })).toBe(parseEther('1'))

    // The session key spends 400 of its 1000 wei (estimated by the bundler, paid by the account).
    const sessionAccount = await toAirlockAccount(owner, { kind: 'session', key: sessionKey, id })
    const session = bundlerFor(sessionAccount)
    const spend = await session.sendUserOperation({ account: sessionAccount, calls: [{ to, value: 400n }] })
    expect((await session.waitForUserOperationReceipt({ hash: spend })).success).toBe(true)
    expect(await client.getBalance({ address: to })).toBe(400n)

    // 700 more is over the limit: the validator reverts in validation, the bundler answers AA23 with its data.
    const prepared = (await session.prepareUserOperation({
      account: sessionAccount,
      calls: [{ to, value: 700n }],
      callGasLimit: 100_000n,
      verificationGasLimit: 300_000n,
      preVerificationGas: 100_000n,
    })) as UserOperation
    const signature = await sessionAccount.signUserOperation(prepared)
    const answer = await fetchJson<{ error?: { code: number; message: string; data?: Hex } }>(bundlerUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendUserOperation',
        params: [formatUserOperationRequest({ ...prepared, signature }), devnetErc4337.entryPoint],
      }),
    })
    expect(answer.body.error?.code).toBe(-32500)
    expect(answer.body.error?.message).toMatch(/^AA23 reverted/)
    const decoded = decodeErrorResult({ abi: AirlockSessionValidatorAbi, data: answer.body.error!.data! })
    expect(decoded.errorName).toBe('SpendLimitExceeded')
    expect(decoded.args).toEqual([1_000n, 1_100n])
    expect(await client.getBalance({ address: to })).toBe(400n)
  })
})
