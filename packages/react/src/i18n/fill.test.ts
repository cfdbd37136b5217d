import { describe, expect, it } from 'vitest'
import { fill } from './fill.ts'
import { plural } from './plural.ts'

describe('fill', () => {
  it('puts values into placeholders, as often as they appear', () => {
    expect(fill('Send {amount} to {address}', { amount: '1 ETH', address: '0xf3...b92266' })).toBe(
      'Send 1 ETH to 0xf3...b92266',
    )
    expect(fill('{a}{a}', { a: 1 })).toBe('11')
  })

  it('leaves a placeholder without a value as written, so a missing parameter shows', () => {
    expect(fill('Hello {name}', {})).toBe('Hello {name}')
    expect(fill('Hello {toString}', {})).toBe('Hello {toString}')
  })
})

describe('plural', () => {
  const wallets = { one: '{count} wallet', other: '{count} wallets' }

  it('picks the form by the locale rules', () => {
    expect(plural(wallets, 1, 'en')).toBe('1 wallet')
    expect(plural(wallets, 0, 'en')).toBe('0 wallets')
    expect(plural(wallets, 2, 'en')).toBe('2 wallets')
  })

  it('uses the forms a language has (Arabic: zero, one, two, few, many, other)', () => {
    const ar = { zero: 'z', one: 'o', two: 't', few: 'f{count}', many: 'm{count}', other: 'x{count}' }
    expect(plural(ar, 0, 'ar')).toBe('z')
    expect(plural(ar, 2, 'ar')).toBe('t')
    expect(plural(ar, 3, 'ar')).toBe('f3')
    expect(plural(ar, 11, 'ar')).toBe('m11')
    expect(plural(ar, 100, 'ar')).toBe('x100')
  })

  it("falls back to 'other' when a form is missing, and fills other parameters", () => {
    expect(plural({ other: '{count} on {network}' }, 1, 'fr', { network: 'Base' })).toBe('1 on Base')
    expect(plural('{count} items', 4, 'ja')).toBe('4 items')
  })
})
