import { describe, expect, it } from 'vitest'
import { AmountError, formatUnits, fractionDigits, isDecimalAmount, parseUnits } from './units.ts'

describe('parseUnits', () => {
  it('scales a decimal by the token decimals', () => {
    expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
    expect(parseUnits('250', 6)).toBe(250_000_000n)
    expect(parseUnits('0.000001', 6)).toBe(1n)
    expect(parseUnits('.5', 1)).toBe(5n)
    expect(parseUnits('5.', 2)).toBe(500n)
    expect(parseUnits(' 7 ', 0)).toBe(7n)
    expect(parseUnits('0', 18)).toBe(0n)
  })

  it('keeps every digit of large amounts', () => {
    expect(parseUnits('123456789012345678901234567890.123456789012345678', 18)).toBe(
      123456789012345678901234567890123456789012345678n,
    )
  })

  it('accepts trailing zeros past the decimals, refuses real digits past them', () => {
    expect(parseUnits('1.500000', 2)).toBe(150n)
    expect(() => parseUnits('1.0000001', 6)).toThrow(new AmountError('Too many decimals: the token has 6'))
  })

  it('refuses anything but a plain decimal', () => {
    for (const bad of ['', '.', '-1', '+1', '1e18', '0x10', '1,5', '1.2.3', 'abc', ' ']) {
      expect(() => parseUnits(bad, 18), bad).toThrow(AmountError)
    }
    expect(() => parseUnits('1', -1)).toThrow('Invalid token decimals: -1')
    expect(() => parseUnits('1', 1.5)).toThrow(AmountError)
  })
})

describe('formatUnits', () => {
  it('is the inverse of parseUnits', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(250_000_000n, 6)).toBe('250')
    expect(formatUnits(1n, 6)).toBe('0.000001')
    expect(formatUnits(0n, 18)).toBe('0')
    expect(formatUnits(-15n, 1)).toBe('-1.5')
    expect(formatUnits(42n, 0)).toBe('42')
    for (const value of ['0.1', '10000', '3.14159', '0.000000000000000001']) {
      expect(formatUnits(parseUnits(value, 18), 18)).toBe(value)
    }
  })
})

describe('amount helpers', () => {
  it('tells a typed decimal', () => {
    expect(isDecimalAmount('1.5')).toBe(true)
    expect(isDecimalAmount('.5')).toBe(true)
    expect(isDecimalAmount('')).toBe(false)
    expect(isDecimalAmount('.')).toBe(false)
    expect(isDecimalAmount('1e5')).toBe(false)
    expect(isDecimalAmount('-1')).toBe(false)
  })

  it('counts fraction digits', () => {
    expect(fractionDigits('1')).toBe(0)
    expect(fractionDigits('1.50')).toBe(2)
    expect(fractionDigits('.123')).toBe(3)
  })
})
