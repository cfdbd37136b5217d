import {
  decodeFunctionData,
  hashMessage,
  hashTypedData,
  isErc6492Signature,
  parseErc6492Signature,
  recoverMessageAddress,
  recoverTypedDataAddress,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { codeOnlyClient } from '../test/smartAccountClient.ts'
import { airlockAccountFactoryAbi } from './abi.ts'
import { airlockMessageTypedData, STUB_ECDSA_SIGNATURE, toAirlockSmartAccount } from './account.ts'

const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const factory = '0x1111111111111111111111111111111111111111'
const address = '0x2222222222222222222222222222222222222222'

async function account(deployed: boolean) {
  return toAirlockSmartAccount({
    client: codeOnlyClient(() => (deployed ? '0x6080' : '0x')),
    owner,
    factory,
    address,
    salt: 7n,
  })
}

describe('toAirlockSmartAccount', () => {
  it('deploys with createAccount(owner, salt) on the factory', async () => {
    const args = await (await account(false)).getFactoryArgs()
    expect(args.factory).toBe(factory)
    const decoded = decodeFunctionData({
      abi: airlockAccountFactoryAbi,
      data: args.factoryData as `0x${string}`,
    })
    expect(decoded).toEqual({ functionName: 'createAccount', args: [owner.address, 7n] })
    expect(await (await account(true)).getFactoryArgs()).toEqual({
      factory: undefined,
      factoryData: undefined,
    })
  })

  it('signs a message as the owner EIP-712 AirlockMessage of its hash, in ERC-6492 before deployment', async () => {
    const signature = await (await account(false)).signMessage({ message: 'hello' })
    expect(isErc6492Signature(signature)).toBe(true)
    const inner = parseErc6492Signature(signature)
    expect(inner.address).toBe(factory)
    expect(
      await recoverTypedDataAddress({
        ...airlockMessageTypedData(31337, address, hashMessage('hello')),
        signature: inner.signature,
      }),
    ).toBe(owner.address)
  })

  it('signs plainly once deployed (typed data too)', async () => {
    const typed = {
      domain: { name: 'Dapp', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'text', type: 'string' }] },
      primaryType: 'Mail',
      message: { text: 'hi' },
    } as const
    const signature = await (await account(true)).signTypedData(typed)
    expect(isErc6492Signature(signature)).toBe(false)
    expect(signature).toHaveLength(132)
    expect(
      await recoverTypedDataAddress({
        ...airlockMessageTypedData(31337, address, hashTypedData(typed)),
        signature,
      }),
    ).toBe(owner.address)
  })

  it('signs a user operation as the owner over the raw userOpHash', async () => {
    const smart = await account(true)
    const op = {
      callData: '0x',
      callGasLimit: 1n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
      nonce: 0n,
      preVerificationGas: 1n,
      verificationGasLimit: 1n,
      signature: '0x',
    } as const
    const signature = await smart.signUserOperation(op)
    const { getUserOperationHash } = await import('viem/account-abstraction')
    const hash = getUserOperationHash({
      chainId: 31337,
      entryPointAddress: smart.entryPoint.address,
      entryPointVersion: '0.7',
      userOperation: { ...op, sender: address },
    })
    expect(await recoverMessageAddress({ message: { raw: hash }, signature })).toBe(owner.address)
    expect(await smart.getStubSignature()).toBe(STUB_ECDSA_SIGNATURE)
  })

  it('encodes one call as execute and several as executeBatch', async () => {
    const smart = await account(true)
    const one = await smart.encodeCalls([{ to: factory, value: 1n }])
    expect(one.slice(0, 10)).toBe('0xb61d27f6')
    const two = await smart.encodeCalls([{ to: factory }, { to: address, data: '0x1234' }])
    expect(await smart.decodeCalls?.(two)).toEqual([
      { to: factory, value: 0n, data: '0x' },
      { to: address, value: 0n, data: '0x1234' },
    ])
  })
})
