import {
  encodeFunctionData,
  erc20Abi,
  parseTransaction,
  recoverTransactionAddress,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type AuthDouble, startAuthDouble } from '../../test/authDouble.ts'
import type { ApprovalDescription } from '../approval/describe.ts'
import { ProviderRpcError } from './errors.ts'
import { createGateway } from './gateway.ts'
import { handleRpc } from './handleRpc.ts'

const account = privateKeyToAccount(generatePrivateKey())
const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

let double: AuthDouble
let rawSent: string[]
let shown: ApprovalDescription[]

beforeEach(async () => {
  rawSent = []
  shown = []
  double = await startAuthDouble({
    rpc: (method, params) => {
      switch (method) {
        case 'eth_chainId':
          return '0x7a69'
        case 'eth_getTransactionCount':
          return '0x3'
        case 'eth_estimateGas':
          return '0x5208'
        case 'eth_getBlockByNumber':
          return { baseFeePerGas: '0x3b9aca00', number: '0x1' }
        case 'eth_maxPriorityFeePerGas':
          return '0x1'
        case 'eth_sendRawTransaction':
          rawSent.push(params[0] as string)
          return `0x${'ab'.repeat(32)}`
        case 'eth_getTransactionReceipt':
          return { status: '0x1' }
        case 'eth_getBalance':
          return '0x64'
      }
      throw new Error(`unexpected ${method}`)
    },
  })
})
afterEach(() => double.close())

function context(answer: boolean, connected = true) {
  return {
    account: () => (connected ? account : undefined),
    gateway: createGateway(double.url, 'test-project'),
    approve: async (description: ApprovalDescription) => {
      shown.push(description)
      return answer
    },
    batches: new Map(),
  }
}

describe('handleRpc', () => {
  it('refuses methods on neither list', async () => {
    await expect(
      handleRpc({ method: 'eth_sign', params: [], chainId: 1 }, context(true)),
    ).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
  })

  it('answers the account and chain itself and forwards other safe methods', async () => {
    expect(await handleRpc({ method: 'eth_accounts', params: [], chainId: 1 }, context(true))).toEqual([
      account.address,
    ])
    expect(await handleRpc({ method: 'eth_accounts', params: [], chainId: 1 }, context(true, false))).toEqual(
      [],
    )
    expect(await handleRpc({ method: 'eth_chainId', params: [], chainId: 31337 }, context(true))).toBe(
      '0x7a69',
    )
    expect(
      await handleRpc({ method: 'eth_getBalance', params: [other, 'latest'], chainId: 31337 }, context(true)),
    ).toBe('0x64')
  })

  it('signs a message once approved, showing its text', async () => {
    const message = stringToHex('Hello from the dapp')
    const signature = await handleRpc(
      { method: 'personal_sign', params: [message, account.address], chainId: 31337 },
      context(true),
    )
    expect(shown[0]?.message).toBe('Hello from the dapp')
    expect(
      await verifyMessage({
        address: account.address,
        message: { raw: message },
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('answers 4001 on Reject and signs nothing', async () => {
    const failure = handleRpc(
      { method: 'personal_sign', params: ['0x68', account.address], chainId: 1 },
      context(false),
    )
    await expect(failure).rejects.toBeInstanceOf(ProviderRpcError)
    await expect(failure).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it('refuses to sign for another account, or when signed out', async () => {
    await expect(
      handleRpc({ method: 'personal_sign', params: ['0x68', other], chainId: 1 }, context(true)),
    ).rejects.toMatchObject({ code: 4100 })
    await expect(
      handleRpc(
        { method: 'personal_sign', params: ['0x68', account.address], chainId: 1 },
        context(true, false),
      ),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('signs typed data v4', async () => {
    const typed = {
      domain: { name: 'Airlock', version: '1', chainId: 31337, verifyingContract: token },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail',
      message: { to: other, contents: 'Hi' },
    } as const
    const signature = await handleRpc(
      { method: 'eth_signTypedData_v4', params: [account.address, JSON.stringify(typed)], chainId: 31337 },
      context(true),
    )
    const { EIP712Domain: _, ...types } = typed.types
    expect(
      await verifyTypedData({
        ...typed,
        types,
        address: account.address,
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('refuses a request bound to another chain than the active one', async () => {
    const typed = {
      domain: { name: 'Airlock', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'Hi' },
    }
    await expect(
      handleRpc(
        { method: 'eth_signTypedData_v4', params: [account.address, JSON.stringify(typed)], chainId: 31337 },
        context(true),
      ),
    ).rejects.toMatchObject({
      code: -32602,
      message: 'The request is for chain 1, not the active chain 31337',
    })
    await expect(
      handleRpc(
        { method: 'eth_sendTransaction', params: [{ to: other, chainId: '0x1' }], chainId: 31337 },
        context(true),
      ),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      handleRpc(
        { method: 'wallet_sendCalls', params: [{ chainId: '0xa', calls: [{ to: other }] }], chainId: 31337 },
        context(true),
      ),
    ).rejects.toMatchObject({ code: 5710 })
    expect(rawSent).toEqual([])
  })

  it('fills, signs and sends a transaction through the gateway', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [other, 5n] })
    const hash = await handleRpc(
      {
        method: 'eth_sendTransaction',
        params: [{ from: account.address, to: token, data, chainId: '0x7a69' }],
        chainId: 31337,
      },
      context(true),
    )
    expect(hash).toBe(`0x${'ab'.repeat(32)}`)
    expect(shown[0]?.sections[0]?.fields).toContainEqual({ label: 'Call', value: 'ERC-20 transfer' })
    const raw = rawSent[0] as `0x${string}`
    const tx = parseTransaction(raw)
    expect(tx).toMatchObject({ chainId: 31337, nonce: 3, gas: 21000n, to: token.toLowerCase(), data })
    expect(await recoverTransactionAddress({ serializedTransaction: raw as never })).toBe(account.address)
  })

  it('sends a batch call by call and reports its status', async () => {
    const ctx = context(true)
    const { id } = (await handleRpc(
      {
        method: 'wallet_sendCalls',
        params: [{ calls: [{ to: other, value: '0x1' }, { to: other }] }],
        chainId: 31337,
      },
      ctx,
    )) as { id: string }
    expect(rawSent).toHaveLength(2)
    const status = await handleRpc({ method: 'wallet_getCallsStatus', params: [id], chainId: 31337 }, ctx)
    expect(status).toMatchObject({ id, status: 200 })
  })

  it('answers EIP-5792 capabilities for the EOA: no atomic batch', async () => {
    await expect(
      handleRpc({ method: 'wallet_getCapabilities', params: [], chainId: 31337 }, context(true)),
    ).rejects.toMatchObject({ code: -32602, message: 'Missing address parameter in wallet_getCapabilities' })
    expect(
      await handleRpc(
        { method: 'wallet_getCapabilities', params: [account.address], chainId: 31337 },
        context(true),
      ),
    ).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
    expect(
      await handleRpc(
        { method: 'wallet_getCapabilities', params: [account.address, ['0x1', '0xa']], chainId: 31337 },
        context(true),
      ),
    ).toEqual({ '0x1': { atomic: { status: 'unsupported' } }, '0xa': { atomic: { status: 'unsupported' } } })
    expect(
      await handleRpc({ method: 'wallet_getCapabilities', params: [other], chainId: 31337 }, context(true)),
    ).toEqual({})
  })

  it('refuses what an EOA cannot do before any card: 5760, 5730, smart-account methods', async () => {
    await expect(
      handleRpc(
        {
          method: 'wallet_sendCalls',
          params: [{ atomicRequired: true, calls: [{ to: other }] }],
          chainId: 31337,
        },
        context(true),
      ),
    ).rejects.toMatchObject({ code: 5760 })
    await expect(
      handleRpc(
        { method: 'wallet_getCallsStatus', params: [`0x${'12'.repeat(32)}`], chainId: 31337 },
        context(true),
      ),
    ).rejects.toMatchObject({ code: 5730, message: 'Unknown bundle id' })
    await expect(
      handleRpc(
        { method: 'wallet_grantPermissions', params: [{ expiry: 1, permissions: [] }], chainId: 31337 },
        context(true),
      ),
    ).rejects.toMatchObject({ code: 4200 })
    expect(shown).toEqual([])
  })
})
