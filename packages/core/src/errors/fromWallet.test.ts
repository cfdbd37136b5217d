import { describe, expect, it } from 'vitest'
import { ChainSwitchError } from '../network/errors.ts'
import { toWalletError } from './fromWallet.ts'
import { UserRejectedRequestError } from './user.ts'
import { WalletError } from './wallet.ts'

describe('toWalletError', () => {
  it.each([4001, 5000])('a refusal (%i), however wrapped, is UserRejectedRequestError', (code) => {
    const wrapped = new Error('request failed', { cause: Object.assign(new Error('no'), { code }) })
    const error = toWalletError(wrapped, { declined: 'Signature declined' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error).toMatchObject({ shortMessage: 'Signature declined', code })
    expect(error.cause).toBe(wrapped)
  })

  it("describes a node's raw error and keeps its code", () => {
    const raw = Object.assign(new Error('insufficient funds for gas * price + value'), { code: -32000 })
    const error = toWalletError(raw)
    expect(error).toBeInstanceOf(WalletError)
    expect(error).toMatchObject({ shortMessage: 'Insufficient funds to pay for gas and value', code: -32000 })
  })

  it('passes our own errors through', () => {
    const ours = new ChainSwitchError('eip155:1')
    expect(toWalletError(ours)).toBe(ours)
  })
})
