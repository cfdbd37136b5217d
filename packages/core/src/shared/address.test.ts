import { describe, expect, it } from 'vitest'
import { addressHint, isChecksumValid, isValidAddress } from './address.ts'

const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('EVM receiver addresses', () => {
  it('accepts 0x and 40 hex digits in any single case, and a correct checksum', () => {
    expect(isValidAddress('eip155', CHECKSUMMED)).toBe(true)
    expect(isValidAddress('eip155', CHECKSUMMED.toLowerCase())).toBe(true)
    expect(isValidAddress('eip155', `0x${CHECKSUMMED.slice(2).toUpperCase()}`)).toBe(true)
    expect(isValidAddress('eip155', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true)
  })

  it('refuses a mixed-case address whose checksum is wrong (a mistyped character)', () => {
    const flipped = CHECKSUMMED.replace('Fd6', 'fd6')
    expect(isChecksumValid(flipped)).toBe(false)
    expect(isValidAddress('eip155', flipped)).toBe(false)
  })

  it('refuses wrong lengths, missing prefix and non-hex characters', () => {
    for (const bad of [
      '',
      '0x',
      CHECKSUMMED.slice(0, -1),
      `${CHECKSUMMED}0`,
      CHECKSUMMED.slice(2),
      '0xg39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      ` ${CHECKSUMMED}`,
      'vitalik.eth',
    ]) {
      expect(isValidAddress('eip155', bad), bad).toBe(false)
    }
  })
})

describe('Solana receiver addresses', () => {
  it('accepts 32 to 44 base58 characters', () => {
    expect(isValidAddress('solana', '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T')).toBe(true)
    expect(isValidAddress('solana', '1'.repeat(32))).toBe(true)
  })

  it('refuses other lengths and characters outside base58', () => {
    expect(isValidAddress('solana', '1'.repeat(31))).toBe(false)
    expect(isValidAddress('solana', '1'.repeat(45))).toBe(false)
    expect(isValidAddress('solana', `0${'1'.repeat(40)}`)).toBe(false)
    expect(isValidAddress('solana', `O${'1'.repeat(40)}`)).toBe(false)
    expect(isValidAddress('solana', CHECKSUMMED)).toBe(false)
  })

  it('refuses base58 text that is not 32 bytes: a Solana address is a 32-byte key', () => {
    expect(isValidAddress('solana', 'z'.repeat(44))).toBe(false)
    expect(isValidAddress('solana', '1'.repeat(44))).toBe(false)
    expect(isValidAddress('solana', '2'.repeat(32))).toBe(false)
    expect(isValidAddress('solana', 'So11111111111111111111111111111111111111112')).toBe(true)
  })
})

describe('other namespaces', () => {
  it('cannot receive a send', () => {
    expect(isValidAddress('bip122', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe(false)
    expect(addressHint('bip122')).toBe('Sending is not supported on this network.')
    expect(addressHint('eip155')).toContain('0x followed by 40 hex characters')
  })
})
