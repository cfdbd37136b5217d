import { getUserOperationHash } from 'viem/account-abstraction'
import { describe, expect, it } from 'vitest'
import { codeOnlyClient } from '../test/smartAccountClient.ts'
import { defaultEntryPoint } from './entryPoint.ts'
import { airlockAccountCommon, airlockUserOperationHash } from './userOperation.ts'

const address = '0x2222222222222222222222222222222222222222'
const to = '0x5FbDB2315678afecb367f032d93F642f64180aa3' as const
const operation = {
  sender: '0x9999999999999999999999999999999999999999',
  nonce: 1n,
  callData: '0x1234',
  callGasLimit: 100_000n,
  verificationGasLimit: 200_000n,
  preVerificationGas: 50_000n,
  maxFeePerGas: 2n,
  maxPriorityFeePerGas: 1n,
  signature: '0x',
} as const

describe('airlockUserOperationHash', () => {
  it("hashes the operation as the account's (EntryPoint v0.7) on the given chain", () => {
    expect(
      airlockUserOperationHash(operation, { chainId: 31337, entryPoint: defaultEntryPoint, address }),
    ).toBe(
      getUserOperationHash({
        chainId: 31337,
        entryPointAddress: defaultEntryPoint.address,
        entryPointVersion: '0.7',
        userOperation: { ...operation, sender: address },
      }),
    )
  })

  it("lets the operation's own chainId win", () => {
    const options = { chainId: 31337, entryPoint: defaultEntryPoint, address } as const
    expect(airlockUserOperationHash({ ...operation, chainId: 1 }, options)).toBe(
      airlockUserOperationHash(operation, { ...options, chainId: 1 }),
    )
  })
})

describe('airlockAccountCommon', () => {
  const client = codeOnlyClient(() => '0x')
  const common = airlockAccountCommon({ client, entryPoint: defaultEntryPoint, address, nonceKey: 0n })

  it('answers the address and round-trips calls through execute / executeBatch', async () => {
    expect(await common.getAddress()).toBe(address)
    const calls = [
      { to, value: 1n, data: '0x12' as const },
      { to, value: 0n, data: '0x' as const },
    ]
    expect(await common.decodeCalls(await common.encodeCalls(calls))).toEqual(calls)
    expect(await common.decodeCalls(await common.encodeCalls([calls[0] as (typeof calls)[0]]))).toEqual([
      calls[0],
    ])
  })
})
