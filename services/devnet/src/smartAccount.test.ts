import {
  type Address,
  encodeFunctionData,
  type Hex,
  hashMessage,
  type LocalAccount,
  parseEther,
  serializeErc6492Signature,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AirlockERC20Abi, AirlockSmartAccountAbi } from '../generated/contracts.ts'
import { DEVNET_CHAIN_ID, devnetErc4337, devnetTokens } from './addresses.ts'
import { type Devnet, startDevnet } from './devnet.ts'
import { createAccountData, executeBatchData, executeData, userOpTools } from './userOps.testing.ts'

const usdc = devnetTokens.usdc.address
const transferUsdc = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: AirlockERC20Abi, functionName: 'transfer', args: [to, amount] })
const randomAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** The owner's ERC-1271 signature: EIP-712 AirlockMessage(hash) in the account's own domain. */
function signForAccount(owner: LocalAccount, account: Address, hash: Hex) {
  return owner.signTypedData({
    domain: {
      name: 'Airlock Smart Account',
      version: '1',
      chainId: DEVNET_CHAIN_ID,
      verifyingContract: account,
    },
    types: { AirlockMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'AirlockMessage',
    message: { hash },
  })
}

describe('AirlockSmartAccount through EntryPoint v0.7 on the devnet', () => {
  let devnet: Devnet
  let tools: ReturnType<typeof userOpTools>
  beforeAll(async () => {
    devnet = await startDevnet({ port: 0 })
    tools = userOpTools(devnet.rpcUrl)
  })
  afterAll(() => devnet?.stop())

  it('deploys the account at getAddress with its first operation and runs its call; the next needs no factory', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const salt = 7n
    const address = await tools.accountAddress(owner.address, salt)
    expect(await tools.client.getCode({ address })).toBeUndefined()
    await tools.fund(address, { eth: parseEther('1'), usdc: 100_000_000n })
    const recipient = randomAddress()

    const first = await tools.buildOp({
      sender: address,
      callData: executeData({ target: usdc, value: 0n, data: transferUsdc(recipient, 10_000_000n) }),
      create: { owner: owner.address, salt },
    })
    first.signature = await tools.signOp(first, owner)
    const deployed = await tools.handleOps([first])
    expect(deployed.events).toMatchObject([{ sender: address, nonce: 0n, success: true }])
    // Measured 225 480 gas for the handleOps transaction (clone, initialize, a USDC transfer).
    expect(deployed.receipt.gasUsed).toBeLessThan(260_000n)
    expect(
      await tools.client.readContract({ address, abi: AirlockSmartAccountAbi, functionName: 'owner' }),
    ).toBe(owner.address)
    expect(
      await tools.client.readContract({ address, abi: AirlockSmartAccountAbi, functionName: 'entryPoint' }),
    ).toBe(devnetErc4337.entryPoint)
    expect(await tools.usdcBalance(recipient)).toBe(10_000_000n)

    const second = await tools.buildOp({
      sender: address,
      callData: executeData({ target: recipient, value: parseEther('0.1'), data: '0x' }),
    })
    expect(second.nonce).toBe(1n)
    second.signature = await tools.signOp(second, owner)
    expect((await tools.handleOps([second])).events).toMatchObject([{ nonce: 1n, success: true }])
    expect(await tools.client.getBalance({ address: recipient })).toBe(parseEther('0.1'))
    expect(await tools.nonceOf(address)).toBe(2n)
  })

  it('lets the VerifyingPaymaster pay for a sponsored operation; an unsponsored one pays its own gas', async () => {
    const { owner, address } = await tools.deployedAccount({ eth: parseEther('1') })
    const callData = executeData({ target: randomAddress(), value: 0n, data: '0x' })

    const before = await tools.client.getBalance({ address })
    const sponsored = await tools.sponsor(await tools.buildOp({ sender: address, callData }))
    sponsored.signature = await tools.signOp(sponsored, owner)
    const paid = await tools.handleOps([sponsored])
    expect(paid.events).toMatchObject([{ paymaster: devnetErc4337.verifyingPaymaster, success: true }])
    expect(await tools.client.getBalance({ address })).toBe(before)

    const own = await tools.buildOp({ sender: address, callData })
    own.signature = await tools.signOp(own, owner)
    const unsponsored = await tools.handleOps([own])
    const cost = unsponsored.events[0]?.actualGasCost ?? 0n
    expect(cost).toBeGreaterThan(0n)
    // The account prefunds its deposit at the EntryPoint; what the operation did not use stays there.
    expect((await tools.client.getBalance({ address })) + (await tools.depositOf(address))).toBe(
      before - cost,
    )
  })

  it('fails an operation signed by anyone but the owner with AA24', async () => {
    const { address } = await tools.deployedAccount({ eth: parseEther('1') })
    const op = await tools.buildOp({
      sender: address,
      callData: executeData({ target: randomAddress(), value: 1n, data: '0x' }),
    })
    op.signature = await tools.signOp(op, privateKeyToAccount(generatePrivateKey()))
    expect(await tools.failedOp([op])).toEqual({
      name: 'FailedOp',
      opIndex: 0n,
      reason: 'AA24 signature error',
    })
  })

  it('undoes the whole batch when one call reverts', async () => {
    const { owner, address } = await tools.deployedAccount({ eth: parseEther('1'), usdc: 50_000_000n })
    const recipient = randomAddress()
    const works = await tools.buildOp({
      sender: address,
      callData: executeBatchData([
        { target: usdc, value: 0n, data: transferUsdc(recipient, 5_000_000n) },
        { target: recipient, value: parseEther('0.01'), data: '0x' },
      ]),
    })
    works.signature = await tools.signOp(works, owner)
    const batch = await tools.handleOps([works])
    expect(batch.events).toMatchObject([{ success: true }])
    // Measured 187 861 gas, the first operation of an account that already exists, paying to two new holders.
    expect(batch.receipt.gasUsed).toBeLessThan(220_000n)

    const op = await tools.buildOp({
      sender: address,
      callData: executeBatchData([
        { target: usdc, value: 0n, data: transferUsdc(recipient, 5_000_000n) },
        // More than the account holds: AirlockERC20 reverts.
        { target: usdc, value: 0n, data: transferUsdc(recipient, 1_000_000_000n) },
      ]),
    })
    op.signature = await tools.signOp(op, owner)
    const { events, reverts } = await tools.handleOps([op])
    expect(events).toMatchObject([{ success: false }])
    expect(reverts).toHaveLength(1)
    expect(await tools.usdcBalance(recipient)).toBe(5_000_000n)
    expect(await tools.usdcBalance(address)).toBe(45_000_000n)
  })

  it('accepts the owner’s EIP-712 AirlockMessage signature over ERC-1271, and nothing replayable', async () => {
    const { owner, address } = await tools.deployedAccount()
    const message = 'Sign in to Airlock'
    const hash = hashMessage(message)
    const isValid = (signature: Hex) =>
      tools.client.readContract({
        address,
        abi: AirlockSmartAccountAbi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      })

    const signature = await signForAccount(owner, address, hash)
    expect(await isValid(signature)).toBe('0x1626ba7e')
    expect(await isValid(await owner.signMessage({ message }))).toBe('0xffffffff')
    expect(await isValid(await signForAccount(owner, randomAddress(), hash))).toBe('0xffffffff')
    expect(await tools.client.verifyMessage({ address, message, signature })).toBe(true)
    expect(await tools.client.verifyHash({ address, hash, signature })).toBe(true)
    expect(
      await tools.client.verifyMessage({ address, message, signature: await owner.signMessage({ message }) }),
    ).toBe(false)
  })

  it('verifies an undeployed account’s ERC-6492 signature through its factory call', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const address = await tools.accountAddress(owner.address, 0n)
    const message = 'Counterfactual hello'
    const wrap = async (signer: LocalAccount) =>
      serializeErc6492Signature({
        address: devnetErc4337.accountFactory,
        data: createAccountData(owner.address, 0n),
        signature: await signForAccount(signer, address, hashMessage(message)),
      })

    expect(await tools.client.verifyMessage({ address, message, signature: await wrap(owner) })).toBe(true)
    expect(
      await tools.client.verifyMessage({
        address,
        message,
        signature: await wrap(privateKeyToAccount(generatePrivateKey())),
      }),
    ).toBe(false)
    // Verification ran the factory in an eth_call only.
    expect(await tools.client.getCode({ address })).toBeUndefined()
  })
})
