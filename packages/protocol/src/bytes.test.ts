import { describe, expect, it } from 'vitest'
import { bytesToHex, hexToBytes } from './bytes.ts'

describe('hexToBytes', () => {
  it('decodes upper and lower case', () => {
    expect(bytesToHex(hexToBytes('00fFaB', 3, 'key'))).toBe('00ffab')
  })

  it.each([
    ['wrong length', 'abcd'],
    ['odd length', 'abcde'],
    ['non-hex character', '00zz00'],
    ['0x prefix', '0x0000'],
  ])('rejects %s with the label in the message', (_, hex) => {
    expect(() => hexToBytes(hex, 3, 'symKey')).toThrow('symKey must be 6 hex characters')
  })
})
