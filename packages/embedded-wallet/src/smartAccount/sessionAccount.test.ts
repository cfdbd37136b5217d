import { decodeAbiParameters, recoverMessageAddress } from 'viem'
import { getUserOperationHash } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { codeOnlyClient } from '../test/smartAccountClient.ts'
import { toAirlockSessionAccount, validatorNonceKey } from './sessionAccount.ts'

const sessionKey = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
const validator = '0x00000000000000000000000000000000000000Aa'
const address = '0x2222222222222222222222222222222222222222'
const sessionId = `0x${'ab'.repeat(32)}` as const

describe('toAirlockSessionAccount', () => {
  it('uses uint192(uint160(validator)) as its nonce key', () => {
    expect(validatorNonceKey(validator)).toBe(0xaan)
    expect(validatorNonceKey('0xffffffffffffffffffffffffffffffffffffffff')).toBe(2n ** 160n - 1n)
  })

  it('signs abi.encode(id, the session key signature over the userOpHash)', async () => {
    const account = await toAirlockSessionAccount({
      client: codeOnlyClient(() => '0x6080'),
      address,
      sessionKey,
      validator,
      sessionId,
    })
    const op = {
      callData: '0x',
      callGasLimit: 1n,
      maxFeePerGas: 1n,
      maxPriorityFeePerGas: 1n,
      nonce: 0xaan << 64n,
      preVerificationGas: 1n,
      verificationGasLimit: 1n,
      signature: '0x',
    } as const
    const [id, signature] = decodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'bytes' }],
      await account.signUserOperation(op),
    )
    expect(id).toBe(sessionId)
    const hash = getUserOperationHash({
      chainId: 31337,
      entryPointAddress: account.entryPoint.address,
      entryPointVersion: '0.7',
      userOperation: { ...op, sender: address },
    })
    expect(await recoverMessageAddress({ message: { raw: hash }, signature })).toBe(sessionKey.address)
    const [stubId] = decodeAbiParameters(
      [{ type: 'bytes32' }, { type: 'bytes' }],
      await account.getStubSignature(),
    )
    expect(stubId).toBe(sessionId)
    await expect(account.signMessage({ message: 'x' })).rejects.toThrow('only its owner')
    expect(await account.getFactoryArgs()).toEqual({ factory: undefined, factoryData: undefined })
  })
})
