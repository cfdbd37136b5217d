import { devnetErc4337, testAccounts } from '@airlock/devnet'
import { createPublicClient, createWalletClient, http, type PublicClient, parseEther } from 'viem'
import { createBundlerClient, createPaymasterClient, type SmartAccount } from 'viem/account-abstraction'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { hardhat } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SmartAccountStack, startSmartAccountStack } from '../test/smartAccountCloud.ts'
import { toAirlockSmartAccount } from './account.ts'
import { grantCalls, newSessionId } from './permissions.ts'
import { toAirlockSessionAccount } from './sessionAccount.ts'

/** The library against a real devnet and the cloud's bundler and paymaster routes. */

let stack: SmartAccountStack
let client: PublicClient
const funder = privateKeyToAccount(testAccounts[5]!.privateKey)

beforeAll(async () => {
  stack = await startSmartAccountStack()
  client = createPublicClient({ chain: hardhat, transport: http(stack.devnet.rpcUrl), pollingInterval: 50 })
}, 120_000)
afterAll(async () => {
  await stack?.close()
})

function bundlerFor(account: SmartAccount, sponsored: boolean) {
  return createBundlerClient({
    account,
    client,
    transport: http(stack.bundlerUrl, { retryCount: 0, timeout: 60_000 }),
    pollingInterval: 100,
    ...(sponsored
      ? { paymaster: createPaymasterClient({ transport: http(stack.paymasterUrl, { retryCount: 0 }) }) }
      : {}),
  })
}

async function fund(address: `0x${string}`, value: bigint) {
  const wallet = createWalletClient({ account: funder, chain: hardhat, transport: http(stack.devnet.rpcUrl) })
  await client.waitForTransactionReceipt({ hash: await wallet.sendTransaction({ to: address, value }) })
}

describe('the Airlock smart account on the devnet', () => {
  it('has the factory address, deploys with its first (sponsored) operation, and signs as ERC-1271/6492', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toAirlockSmartAccount({ client, owner, factory: devnetErc4337.accountFactory })
    expect(account.address).not.toBe(owner.address)
    expect(await account.isDeployed()).toBe(false)

    // Before deployment: ERC-6492, which viem verifies with a deployless call.
    const before = await account.signMessage({ message: 'hello from an undeployed account' })
    expect(
      await client.verifyMessage({
        address: account.address,
        message: 'hello from an undeployed account',
        signature: before,
      }),
    ).toBe(true)
    expect(
      await client.verifyMessage({
        address: account.address,
        message: 'another message',
        signature: before,
      }),
    ).toBe(false)

    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const bundler = bundlerFor(account, true)
    const hash = await bundler.sendUserOperation({ calls: [{ to: recipient, value: 0n }] })
    const receipt = await bundler.waitForUserOperationReceipt({ hash })
    expect(receipt.success).toBe(true)
    expect(await client.getCode({ address: account.address })).toMatch(/^0x.+/)

    // After: the account's own isValidSignature.
    const after = await account.signMessage({ message: 'hello from a deployed account' })
    expect(after).toHaveLength(132)
    expect(
      await client.verifyMessage({
        address: account.address,
        message: 'hello from a deployed account',
        signature: after,
      }),
    ).toBe(true)
    const typed = {
      domain: { name: 'Dapp', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'text', type: 'string' }] },
      primaryType: 'Mail',
      message: { text: 'hi' },
    } as const
    expect(
      await client.verifyTypedData({
        ...typed,
        address: account.address,
        signature: await account.signTypedData(typed),
      }),
    ).toBe(true)
    // The owner's signature is not the account's.
    expect(
      await client.verifyMessage({
        address: account.address,
        message: 'x',
        signature: await owner.signMessage({ message: 'x' }),
      }),
    ).toBe(false)
  }, 120_000)

  it('sends an atomic batch paid by the account itself', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toAirlockSmartAccount({ client, owner, factory: devnetErc4337.accountFactory })
    await fund(account.address, parseEther('1'))
    const [a, b] = [
      privateKeyToAccount(generatePrivateKey()).address,
      privateKeyToAccount(generatePrivateKey()).address,
    ]
    const bundler = bundlerFor(account, false)
    const receipt = await bundler.waitForUserOperationReceipt({
      hash: await bundler.sendUserOperation({
        calls: [
          { to: a, value: 5n },
          { to: b, value: 7n },
        ],
      }),
    })
    expect(receipt.success).toBe(true)
    expect(await client.getBalance({ address: a })).toBe(5n)
    expect(await client.getBalance({ address: b })).toBe(7n)
  }, 120_000)

  it('grants a session and the session key sends within its limit, not beyond', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await toAirlockSmartAccount({ client, owner, factory: devnetErc4337.accountFactory })
    await fund(account.address, parseEther('1'))
    const sessionKey = privateKeyToAccount(generatePrivateKey())
    const recipient = privateKeyToAccount(generatePrivateKey()).address
    const sessionId = newSessionId()
    const validUntil = Math.floor(Date.now() / 1000) + 3600
    const ownerBundler = bundlerFor(account, true)
    const granted = await ownerBundler.waitForUserOperationReceipt({
      hash: await ownerBundler.sendUserOperation({
        calls: grantCalls({
          account: account.address,
          validator: devnetErc4337.sessionValidator,
          sessionId,
          session: {
            signer: sessionKey.address,
            validAfter: 0,
            validUntil,
            nativeLimit: 1000n,
            token: '0x0000000000000000000000000000000000000000',
            tokenLimit: 0n,
          },
          permissions: [{ target: recipient, selector: '0x00000000' }],
          validatorInstalled: false,
        }),
      }),
    })
    expect(granted.success).toBe(true)

    const session = await toAirlockSessionAccount({
      client,
      address: account.address,
      sessionKey,
      validator: devnetErc4337.sessionValidator,
      sessionId,
    })
    const sessionBundler = bundlerFor(session, true)
    const sent = await sessionBundler.waitForUserOperationReceipt({
      hash: await sessionBundler.sendUserOperation({ calls: [{ to: recipient, value: 600n }] }),
    })
    expect(sent.success).toBe(true)
    expect(await client.getBalance({ address: recipient })).toBe(600n)
    // 600 + 600 > 1000: the validator refuses it in validation.
    await expect(
      sessionBundler.sendUserOperation({ calls: [{ to: recipient, value: 600n }] }),
    ).rejects.toThrow()
    // A call the session does not allow.
    await expect(
      sessionBundler.sendUserOperation({ calls: [{ to: funder.address, value: 1n }] }),
    ).rejects.toThrow()
  }, 180_000)
})
