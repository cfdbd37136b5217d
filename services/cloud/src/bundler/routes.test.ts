import { devnetErc4337 } from '@airlock/devnet'
import { decodeErrorResult, type Hex, numberToHex } from 'viem'
import {
  formatUserOperationRequest,
  type UserOperation,
  UserOperationNotFoundError,
} from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { CHAIN, PROJECT, rpc, useBundlerCloud } from './testkit.ts'

const kit = useBundlerCloud()
const { bundlerUrl, paymasterUrl, bundlerFor, newAccount, recipient } = kit

describe('the bundler route', () => {
  it('answers eth_chainId and eth_supportedEntryPoints', async () => {
    expect((await rpc(bundlerUrl(), 'eth_chainId')).result).toBe('0x7a69')
    const account = await newAccount(0n)
    expect(await bundlerFor(account).getSupportedEntryPoints()).toEqual([devnetErc4337.entryPoint])
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
    const anonymous = await fetch(`${kit.cloud.url}/v1/bundler?chainId=${CHAIN}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }),
    })
    expect(anonymous.status).toBe(401)
    const otherBundler = await rpc(
      `${kit.cloud.url}/v1/bundler?projectId=${PROJECT}&chainId=${CHAIN}&bundler=alto`,
      'eth_chainId',
    )
    expect(otherBundler.error?.message).toContain('Unknown bundler alto')
  })
})
