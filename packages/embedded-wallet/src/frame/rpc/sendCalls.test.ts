import { describe, expect, it } from 'vitest'
import { ProviderRpcError } from './errors.ts'
import { readSendCalls } from './sendCalls.ts'

// The EIP-5792 checks themselves are the library's (smartAccount/sendCalls.test.ts): here, how the frame answers.
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eoa = { chainId: 31337, atomic: false, capabilities: [] }

describe("the frame's readSendCalls", () => {
  it('refuses with a ProviderRpcError carrying the EIP-5792 code and message', () => {
    let caught: unknown
    try {
      readSendCalls({ chainId: '0x1', calls: [{ to }] }, eoa)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(ProviderRpcError)
    expect(caught).toMatchObject({
      code: 5710,
      message: 'Unsupported chain id 0x1: the active chain is 31337',
    })
  })

  it('lets a call without `to` through (an EOA deploys a contract with it)', () => {
    expect(readSendCalls({ calls: [{ data: '0x60' }] }, eoa).calls).toEqual([{ data: '0x60' }])
  })
})
