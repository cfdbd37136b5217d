import { describe, expect, it } from 'vitest'
import { BaseError } from './base.ts'
import { WalletError } from './wallet.ts'

describe('WalletError', () => {
  it("keeps the wallet's code and cause and is not a refusal", () => {
    const cause = Object.assign(new Error('execution reverted'), { code: 3 })
    const error = new WalletError('Execution reverted for an unknown reason', { cause, code: 3 })
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ name: 'WalletError', code: 3, isUserRejection: false })
    expect(error.details).toBe('execution reverted')
  })
})
