import { devnetErc4337, devnetPaymasterSigner, publishedArtifact } from '@airlock/devnet'
import type { Hex } from 'viem'
import {
  formatUserOperationRequest,
  toPackedUserOperation,
  type UserOperation,
} from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { rpc, useBundlerCloud } from '../bundler/testkit.ts'
import { paymasterDataOf } from './sponsor.ts'

const kit = useBundlerCloud()
const { bundlerUrl, paymasterUrl, bundlerFor, newAccount, recipient, funder } = kit

describe('the paymaster route', () => {
  it('sponsors through the paymaster route: the account pays nothing', async () => {
    const account = await newAccount(0n)
    const bundler = bundlerFor(account, true)
    const to = recipient()
    const paymasterDeposit = () =>
      kit.client.readContract({
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
    expect(await kit.client.getBalance({ address: account.address })).toBe(0n)
    expect(await paymasterDeposit()).toBe(depositBefore - receipt.actualGasCost)
    const found = await bundler.getUserOperation({ hash })
    expect(found.userOperation.paymaster).toBe(devnetErc4337.verifyingPaymaster)
    expect(found.userOperation.paymasterVerificationGasLimit).toBeGreaterThan(0n)
  })

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
    const { timestamp } = await kit.client.getBlock()
    const validUntil = Number(timestamp) - 60
    const hash = (await kit.client.readContract({
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
