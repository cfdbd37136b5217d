import { describe, expect, it } from 'vitest'
import { siwxAddressKey } from './address.ts'

describe('siwxAddressKey', () => {
  it('lower-cases EVM and bech32 addresses, which name one account in any case', () => {
    expect(siwxAddressKey('0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe(
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    )
    expect(siwxAddressKey('BCRT1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KYGT080')).toBe(
      'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080',
    )
    expect(siwxAddressKey('bc1pxyz')).toBe('bc1pxyz')
  })

  it('keeps base58 addresses (Solana, legacy Bitcoin) exactly: their letter case is part of the address', () => {
    expect(siwxAddressKey('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe(
      '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    )
    expect(siwxAddressKey('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')
  })
})
