import { devnetErc4337, devnetTokens, testAccounts } from '@airlock/devnet'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  isErc6492Signature,
  type PublicClient,
  stringToHex,
} from 'viem'
import { createBundlerClient, createPaymasterClient } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeAccountCalls } from '../../smartAccount/calls.ts'
import { chainCapabilities } from '../../smartAccount/capabilities.ts'
import { toAirlockSessionAccount } from '../../smartAccount/sessionAccount.ts'
import { PROJECT, type SmartAccountStack, startSmartAccountStack } from '../../test/smartAccountCloud.ts'
import type { ApprovalDescription } from '../approval/describe.ts'
import { memoryStorage } from '../keys/deviceStore.ts'
import { createPreferenceStore } from '../smart/preference.ts'
import { createSmartAccounts, type SmartAccounts } from '../smart/smartAccounts.ts'
import { embeddedUser } from '../smart/user.ts'
import type { RpcContext } from './context.ts'
import { createGateway } from './gateway.ts'
import { handleRpc } from './handleRpc.ts'

/** The frame's smart-account RPC against a real devnet and the cloud's gateway, bundler and paymaster. */

let stack: SmartAccountStack
let client: PublicClient
const funder = privateKeyToAccount(testAccounts[5]!.privateKey)
const usdc = devnetTokens.usdc.address
const chainId = 31337

beforeAll(async () => {
  stack = await startSmartAccountStack()
  client = createPublicClient({ chain: hardhat, transport: http(stack.devnet.rpcUrl), pollingInterval: 50 })
}, 120_000)
afterAll(async () => {
  await stack?.close()
})

function setup(answer = true, sponsored = true) {
  const owner = privateKeyToAccount(generatePrivateKey())
  const gateway = createGateway(stack.cloud.url, PROJECT)
  const smart: SmartAccounts = createSmartAccounts({
    chains: [
      {
        chainId,
        entryPoint: devnetErc4337.entryPoint,
        factory: devnetErc4337.accountFactory,
        sessionValidator: devnetErc4337.sessionValidator,
        sponsored,
      },
    ],
    apiUrl: stack.cloud.url,
    projectId: PROJECT,
    gateway,
    preferences: createPreferenceStore(memoryStorage(), PROJECT, 'http://dapp.test'),
    pollingInterval: 100,
  })
  const shown: ApprovalDescription[] = []
  const context: RpcContext = {
    account: () => owner,
    gateway,
    approve: async (description) => {
      shown.push(description)
      return answer
    },
    batches: new Map(),
    ops: new Map(),
    smart,
  }
  const rpc = (method: string, params: unknown[] = []) => handleRpc({ method, params, chainId }, context)
  return { owner, smart, context, shown, rpc }
}

async function smartAddress(rpc: ReturnType<typeof setup>['rpc']): Promise<Hex> {
  return ((await rpc('eth_accounts')) as Hex[])[0] as Hex
}

async function waitForStatus(rpc: ReturnType<typeof setup>['rpc'], id: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const status = (await rpc('wallet_getCallsStatus', [id])) as { status: number }
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('still pending')
}

describe('the frame with a smart account', () => {
  it('reports both accounts, the smart one preferred, and the EOA once chosen', async () => {
    const { owner, smart, rpc } = setup()
    const address = await smartAddress(rpc)
    expect(address).not.toBe(owner.address)
    const user = await embeddedUser(
      { address: owner.address, email: 'ada@example.com' },
      chainId,
      smart,
      owner,
    )
    expect(user).toEqual({
      address,
      chainId,
      accounts: [
        { address: owner.address, type: 'eoa' },
        { address, type: 'smartAccount' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
      email: 'ada@example.com',
    })
    smart.setPreferred('eoa')
    expect(await rpc('eth_accounts')).toEqual([owner.address])
    expect((await embeddedUser({ address: owner.address }, chainId, smart, owner)).address).toBe(
      owner.address,
    )
    // A chain without smart accounts: the EOA alone.
    expect((await embeddedUser({ address: owner.address }, 1, smart, owner)).accounts).toHaveLength(1)
  })

  it('answers its capabilities per chain', async () => {
    const { owner, rpc } = setup()
    const address = await smartAddress(rpc)
    // What a sponsored smart account can do (smartAccount/capabilities.test.ts spells it out).
    expect(await rpc('wallet_getCapabilities', [address, ['0x7a69']])).toEqual({
      '0x7a69': chainCapabilities({ smartAccount: true, paymaster: true }),
    })
    expect(await rpc('wallet_getCapabilities', [owner.address])).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' } },
    })
  })

  it('signs with ERC-6492 before deployment, sends a batch as one operation, then signs with ERC-1271', async () => {
    const { smart, rpc, shown, context } = setup()
    const address = await smartAddress(rpc)
    const message = stringToHex('Hello smart account')
    const before = (await rpc('personal_sign', [message, address])) as Hex
    expect(isErc6492Signature(before)).toBe(true)
    expect(await client.verifyMessage({ address, message: { raw: message }, signature: before })).toBe(true)

    const [a, b] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ]
    const { id } = (await rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: address,
        atomicRequired: true,
        calls: [{ to: a }, { to: b, data: '0x' }],
      },
    ])) as { id: Hex }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(shown.at(-1)?.title).toBe('Send 2 transactions')
    expect(shown.at(-1)?.sections.at(-1)).toEqual({
      heading: 'Account',
      fields: [
        { label: 'Smart account', value: address, mono: true },
        { label: 'Network fee', value: 'Paid by the app' },
        { label: 'First use', value: 'This also creates your smart account' },
      ],
    })
    const status = (await waitForStatus(rpc, id)) as {
      status: number
      atomic: boolean
      chainId: string
      receipts: { status: string; transactionHash: string }[]
    }
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', status: 200, atomic: true })
    expect(status.receipts[0]?.status).toBe('0x1')
    // After a reload (no record of the id), the bundler still knows it is this account's operation...
    context.ops = new Map()
    expect(await rpc('wallet_getCallsStatus', [id])).toMatchObject({ id, status: 200 })
    // ...and another visitor's frame does not answer for it.
    await expect(setup().rpc('wallet_getCallsStatus', [id])).rejects.toMatchObject({ code: 5730 })
    expect(await smart.isDeployed(chainId, address)).toBe(true)

    const after = (await rpc('personal_sign', [message, address])) as Hex
    expect(after).toHaveLength(132)
    expect(await client.verifyMessage({ address, message: { raw: message }, signature: after })).toBe(true)
    const typed = {
      domain: { name: 'Dapp', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'text', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { text: 'hi' },
    } as const
    const typedSignature = (await rpc('eth_signTypedData_v4', [address, JSON.stringify(typed)])) as Hex
    const { EIP712Domain: _, ...types } = typed.types
    expect(await client.verifyTypedData({ ...typed, types, address, signature: typedSignature })).toBe(true)
  }, 120_000)

  it('sends eth_sendTransaction as a user operation and answers the bundle transaction hash', async () => {
    const { rpc } = setup()
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const hash = (await rpc('eth_sendTransaction', [{ to: recipient, value: '0x0' }])) as Hex
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.to?.toLowerCase()).toBe(devnetErc4337.entryPoint.toLowerCase())
  }, 120_000)

  it('refuses 5700, 5710 and 5730, and answers 4001 on Reject', async () => {
    const { rpc } = setup()
    const to = privateKeyToAccount(generatePrivateKey()).address
    await expect(
      rpc('wallet_sendCalls', [{ calls: [{ to }], capabilities: { auxiliaryFunds: {} } }]),
    ).rejects.toMatchObject({
      code: 5700,
    })
    await expect(rpc('wallet_sendCalls', [{ chainId: '0x1', calls: [{ to }] }])).rejects.toMatchObject({
      code: 5710,
    })
    await expect(rpc('wallet_getCallsStatus', [`0x${'11'.repeat(32)}`])).rejects.toMatchObject({ code: 5730 })
    const rejecting = setup(false)
    await expect(rejecting.rpc('wallet_sendCalls', [{ calls: [{ to }] }])).rejects.toMatchObject({
      code: 4001,
    })
  }, 60_000)

  it('grants ERC-7715 permissions the session key can use within their limit, and revokes them', async () => {
    const { rpc, shown } = setup()
    const address = await smartAddress(rpc)
    const wallet = createWalletClient({
      account: funder,
      chain: hardhat,
      transport: http(stack.devnet.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await wallet.writeContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, 10_000_000n],
      }),
    })
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const answer = (await rpc('wallet_grantPermissions', [
      {
        chainId: '0x7a69',
        expiry,
        signer: { type: 'key', data: { id: sessionKey.address } },
        permissions: [
          {
            type: 'erc20-token-transfer',
            data: { address: usdc, ticker: 'USDC' },
            policies: [{ type: 'token-allowance', data: { allowance: '0x4c4b40' } }],
          },
        ],
      },
    ])) as { permissionsContext: Hex; expiry: number; signerData: unknown; grantedPermissions: unknown[] }
    expect(answer.expiry).toBe(expiry)
    expect(answer.signerData).toEqual({ submitToAddress: address })
    expect(answer.grantedPermissions).toHaveLength(1)
    const card = shown.at(-1)
    expect(card?.title).toBe('Grant permissions')
    expect(card?.sections.find((section) => section.heading === 'Spend USDC')?.fields).toContainEqual({
      label: 'Limit',
      value: '5 USDC',
    })

    const sessionId = `0x${answer.permissionsContext.slice(66)}` as Hex
    const session = await toAirlockSessionAccount({
      client,
      address,
      sessionKey,
      validator: devnetErc4337.sessionValidator,
      sessionId,
    })
    const bundler = createBundlerClient({
      account: session,
      client,
      transport: http(stack.bundlerUrl, { retryCount: 0 }),
      paymaster: createPaymasterClient({ transport: http(stack.paymasterUrl, { retryCount: 0 }) }),
      pollingInterval: 100,
    })
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const transfer = (amount: bigint) => ({
      to: usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
    })
    const sent = await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({ calls: [transfer(3_000_000n)] }),
    })
    expect(sent.success).toBe(true)
    await expect(bundler.sendUserOperation({ calls: [transfer(3_000_000n)] })).rejects.toThrow()

    expect(
      await rpc('wallet_revokePermissions', [{ permissionsContext: answer.permissionsContext }]),
    ).toBeNull()
    expect(shown.at(-1)?.title).toBe('Revoke permissions')
    await expect(bundler.sendUserOperation({ calls: [transfer(1n)] })).rejects.toThrow()
  }, 180_000)

  it('signs and submits a user operation the dapp built for the account', async () => {
    const { rpc, smart, shown } = setup()
    const address = await smartAddress(rpc)
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const callData = encodeAccountCalls([{ to: recipient, value: 0n }])
    const hash = (await rpc('eth_sendUserOperation', [
      { sender: address, callData },
      devnetErc4337.entryPoint,
    ])) as Hex
    expect(shown.at(-1)?.title).toBe('Send user operation')
    expect(shown.at(-1)?.sections[0]?.fields[0]).toEqual({ label: 'To', value: recipient, mono: true })
    let receipt: unknown = null
    for (let attempt = 0; attempt < 100 && !receipt; attempt++) {
      receipt = await rpc('eth_getUserOperationReceipt', [hash])
      if (!receipt) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(receipt).toMatchObject({ success: true })
    expect(await smart.isDeployed(chainId, address)).toBe(true)
    await expect(
      rpc('eth_sendUserOperation', [{ sender: recipient, callData }, devnetErc4337.entryPoint]),
    ).rejects.toMatchObject({ code: 4100 })
  }, 120_000)

  it('on an unsponsored chain: the bundler says the account cannot pay, and a paymasterService url pays', async () => {
    const { rpc, shown } = setup(true, false)
    const to = privateKeyToAccount(generatePrivateKey()).address
    await expect(rpc('wallet_sendCalls', [{ calls: [{ to }] }])).rejects.toMatchObject({
      code: -32500,
      message: expect.stringContaining("AA21 didn't pay prefund"),
    })
    expect(shown.at(-1)?.sections.at(-1)?.fields).toContainEqual({
      label: 'Network fee',
      value: 'Paid by your smart account',
    })
    const { id } = (await rpc('wallet_sendCalls', [
      { calls: [{ to }], capabilities: { paymasterService: { url: stack.paymasterUrl } } },
    ])) as { id: Hex }
    expect(shown.at(-1)?.sections.at(-1)?.fields).toContainEqual({
      label: 'Network fee',
      value: 'Paid by the app',
    })
    expect(await waitForStatus(rpc, id)).toMatchObject({ status: 200 })
  }, 120_000)
})
