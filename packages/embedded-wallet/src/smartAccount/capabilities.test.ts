import { describe, expect, it } from 'vitest'
import { chainCapabilities } from './capabilities.ts'

describe('chainCapabilities', () => {
  it('says what a smart account does, v2 and v1 atomic, the paymaster only where there is one', () => {
    expect(chainCapabilities({ smartAccount: true, paymaster: true })).toEqual({
      atomic: { status: 'supported' },
      atomicBatch: { supported: true },
      paymasterService: { supported: true },
      permissions: {
        supported: true,
        signerTypes: ['key', 'account'],
        permissionTypes: ['contract-call', 'native-token-transfer', 'erc20-token-transfer'],
        policyTypes: ['token-allowance'],
      },
    })
    expect(chainCapabilities({ smartAccount: true, paymaster: false })).not.toHaveProperty('paymasterService')
  })

  it('says an EOA has no atomic batch', () => {
    expect(chainCapabilities({ smartAccount: false, paymaster: true })).toEqual({
      atomic: { status: 'unsupported' },
    })
  })
})
