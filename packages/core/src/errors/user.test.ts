import { describe, expect, it } from 'vitest'
import { isUserRejection, parseErrorMessage } from '../errors.ts'
import { UserRejectedRequestError } from './user.ts'
import { WalletError } from './wallet.ts'

const refusal = (code: number) => Object.assign(new Error('User rejected the request.'), { code })

describe('UserRejectedRequestError (EIP-1193 4001, WalletConnect 5000)', () => {
  it('is a WalletError a dapp tells apart by instanceof, name or isUserRejection', () => {
    const error = new UserRejectedRequestError({ cause: refusal(4001) })
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toMatchObject({
      name: 'UserRejectedRequestError',
      shortMessage: 'User rejected the request',
      code: 4001,
      isUserRejection: true,
    })
    expect(isUserRejection(error)).toBe(true)
  })

  it("keeps WalletConnect's 5000, and defaults to 4001 without a coded cause", () => {
    expect(new UserRejectedRequestError({ cause: refusal(5000) }).code).toBe(5000)
    expect(new UserRejectedRequestError().code).toBe(4001)
  })

  it("a declined signature says 'Signature declined', or the smart-account text for a smart account", () => {
    const eoa = UserRejectedRequestError.signatureDeclined(refusal(4001))
    const smart = UserRejectedRequestError.signatureDeclined(refusal(4001), true)
    expect(eoa.shortMessage).toBe('Signature declined')
    expect(smart.shortMessage).toBe('This application might not support Smart Accounts')
    // A toast shows the typed refusal's own text, not the generic one.
    expect(parseErrorMessage(smart)).toBe('This application might not support Smart Accounts')
  })
})
