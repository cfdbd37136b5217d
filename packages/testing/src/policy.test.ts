import { describe, expect, it } from 'vitest'
import { PolicyTable, promptedMethods } from './policy.ts'
import { createTestWallet } from './wallet.ts'

const key = `0x${'11'.repeat(32)}` as const
const chains = [{ id: 31337, name: 'Airlock Devnet', rpcUrl: 'http://127.0.0.1:1' }]

describe('policies', () => {
  it('start from the creation options, and resetPolicies() returns to them', () => {
    const w = createTestWallet({
      privateKeys: [key],
      chains,
      policy: 'hang',
      policies: { personal_sign: 'reject' },
    })
    expect(w.getPolicy('eth_requestAccounts')).toBe('hang')
    expect(w.getPolicy('personal_sign')).toBe('reject')
    w.setPolicy('*', 'approve')
    w.setPolicy('personal_sign', 'approve')
    expect(w.getPolicy('eth_requestAccounts')).toBe('approve')
    w.resetPolicies()
    expect([w.getPolicy('eth_requestAccounts'), w.getPolicy('personal_sign')]).toEqual(['hang', 'reject'])
    expect(createTestWallet({ privateKeys: [key], chains }).getPolicy('eth_sendTransaction')).toBe('approve')
  })

  it('refuse a method that never prompts and a policy that does not exist, saying which apply', () => {
    const table = new PolicyTable('wallet.solana.', ['signMessage'])
    expect(() => table.set('connect' as 'signMessage', 'hang')).toThrow(
      `wallet.solana.setPolicy: "connect" never prompts the user, so no policy applies to it. Policies apply to '*' or one of: signMessage.`,
    )
    expect(() => new PolicyTable('', promptedMethods, { policy: 'later' as 'hang' })).toThrow(
      `setPolicy: policy must be 'approve', 'reject' or 'hang', got "later".`,
    )
  })
})
