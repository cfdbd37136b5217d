import { devnetErc4337 } from '@airlock/devnet'
import { decodeErrorResult, encodeFunctionData, type Hex } from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { devnetErc4337Config, startTestCloud } from '../test/cloud.ts'
import { CHAIN, PROJECT, rpc, useBundlerCloud } from './testkit.ts'

const kit = useBundlerCloud()
const { bundlerFor, newAccount, recipient } = kit

// User operations sent through the bundler route, from estimate to receipt and lookup.
describe('the bundler route', () => {
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
    expect(await kit.client.getCode({ address: account.address })).toBeUndefined()
    const hash = await bundler.sendUserOperation({ account, calls: [{ to, value: 12_345n }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(receipt.sender).toBe(account.address)
    expect(receipt.entryPoint).toBe(devnetErc4337.entryPoint)
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
    expect(receipt.receipt.status).toBe('success')
    expect(await kit.client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]+$/)
    expect(await kit.client.getBalance({ address: to })).toBe(12_345n)

    // Lookups: by hash gives the operation as sent, from the bundle's calldata.
    const found = await bundler.getUserOperation({ hash })
    expect(found.transactionHash).toBe(receipt.receipt.transactionHash)
    expect(found.blockNumber).toBe(receipt.receipt.blockNumber)
    expect(found.entryPoint).toBe(devnetErc4337.entryPoint)
    expect(found.userOperation.sender).toBe(account.address)
    expect(found.userOperation.nonce).toBe(0n)
    expect(found.userOperation.factory).toBe(kit.factory)

    // A second cloud (no memory of the operation) answers the same from the chain.
    const other = await startTestCloud({
      indexer: false,
      chains: [{ caipNetworkId: CHAIN, rpcUrl: kit.devnet.rpcUrl, erc4337: devnetErc4337Config }],
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
    expect(await kit.client.getBalance({ address: to })).toBe(3n)
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
    expect(await kit.client.getBalance({ address: to })).toBe(0n)
    // The account was still deployed (validation ran) and paid for the gas.
    expect(receipt.actualGasCost).toBeGreaterThan(0n)
  })
})
