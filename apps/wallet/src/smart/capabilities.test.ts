import { describe, expect, it } from 'vitest'
import { capabilitiesAnswer } from './capabilities.ts'

const smartAddress = '0x1111111111111111111111111111111111111111'
const options = {
  address: smartAddress,
  sessionChains: [31337, 1],
  smartChains: [{ chainId: 31337, sponsored: true }],
}

describe('wallet_getCapabilities', () => {
  it('the smart account: atomic, paymasterService and permissions on the devnet, unsupported elsewhere', () => {
    const answer = capabilitiesAnswer([smartAddress], { ...options, smartAccount: true })
    expect(Object.keys(answer)).toEqual(['0x7a69', '0x1'])
    expect(answer['0x7a69']).toMatchObject({
      atomic: { status: 'supported' },
      atomicBatch: { supported: true },
      paymasterService: { supported: true },
      permissions: { supported: true },
    })
    expect(answer['0x1']).toEqual({ atomic: { status: 'unsupported' } })
  })

  it('only the chains asked about, when the dapp names them', () => {
    const answer = capabilitiesAnswer([smartAddress, ['0x7a69']], { ...options, smartAccount: true })
    expect(Object.keys(answer)).toEqual(['0x7a69'])
  })

  it('EOA mode: atomic unsupported on every chain', () => {
    const answer = capabilitiesAnswer([smartAddress, ['0x7a69']], { ...options, smartAccount: false })
    expect(answer).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
  })

  it('refuses a missing address (-32602) and an account the session does not expose (4100)', () => {
    expect(() => capabilitiesAnswer([], { ...options, smartAccount: true })).toThrow(/Missing address/)
    expect(() =>
      capabilitiesAnswer(['0x2222222222222222222222222222222222222222'], { ...options, smartAccount: true }),
    ).toThrow(expect.objectContaining({ code: 4100 }))
  })
})
