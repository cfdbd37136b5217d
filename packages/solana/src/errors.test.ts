import { UserRejectedRequestError, WalletError } from '@airlock/core'
import { ErrorMessages } from '@airlock/core/internal'
import { describe, expect, it } from 'vitest'
import { toSolanaWalletError } from './errors.ts'

describe('toSolanaWalletError', () => {
  it.each([
    ['Phantom-style {code: 4001}', Object.assign(new Error('Request rejected'), { code: 4001 })],
    ["WalletConnect's 5000", { code: 5000, message: 'User rejected.' }],
    ['an adapter error that says so', new Error('User rejected the request.')],
    ['a declined message', new Error('The user declined the signature')],
  ])('reads %s as a refusal', (_name, error) => {
    const mapped = toSolanaWalletError(error, ErrorMessages.SIGNATURE_DECLINED)
    expect(mapped).toBeInstanceOf(UserRejectedRequestError)
    expect(mapped.shortMessage).toBe('Signature declined')
    expect(mapped.cause).toBe(error)
  })

  it('keeps any other failure a WalletError with the wallet’s message and code', () => {
    const mapped = toSolanaWalletError(Object.assign(new Error('Account is locked'), { code: -32603 }))
    expect(mapped).toBeInstanceOf(WalletError)
    expect(mapped).not.toBeInstanceOf(UserRejectedRequestError)
    expect(mapped).toMatchObject({ shortMessage: 'Account is locked', code: -32603 })
  })
})
