import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.ts'
import { AmountError } from './errors.ts'
import { parseUnits } from './units.ts'

describe('AmountError', () => {
  it('is a typed error whose short message the send form shows', () => {
    let error: unknown
    try {
      parseUnits('1.0000001', 6)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(AmountError)
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ name: 'AmountError', shortMessage: 'Too many decimals: the token has 6' })
  })
})
