import { testAccounts } from '@airlock/devnet'
import { describe, expect, it } from 'vitest'
import { depositAccount } from './keys.ts'

describe('depositAccount', () => {
  it('derives the same address for an order every time, another for every other order or treasury', () => {
    const key = testAccounts[9]!.privateKey
    const first = depositAccount(key, 'off_a').address
    expect(depositAccount(key, 'off_a').address).toBe(first)
    expect(depositAccount(key, 'off_b').address).not.toBe(first)
    expect(depositAccount(testAccounts[8]!.privateKey, 'off_a').address).not.toBe(first)
    expect(first).not.toBe(testAccounts[9]!.address)
  })
})
