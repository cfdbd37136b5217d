import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.ts'
import {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
} from './caipErrors.ts'

describe('CAIP errors', () => {
  it.each([
    [InvalidCaip2NetworkIdError, 'InvalidCaip2NetworkIdError', 'Invalid CAIP-2 network id'],
    [InvalidCaip10AddressError, 'InvalidCaip10AddressError', 'Invalid CAIP-10 address'],
    [InvalidCaipAddressError, 'InvalidCaipAddressError', 'Invalid CAIP Address'],
  ])('%o says the catalogue text and keeps the value', (Class, name, shortMessage) => {
    const error = new Class('eip155')
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ name, shortMessage, value: 'eip155' })
    expect(error.message).toContain('Value: eip155')
  })

  it('shortens a huge value in the message but keeps it whole on the error', () => {
    const huge = `eip155:1:${'a'.repeat(10_000)}`
    const error = new InvalidCaipAddressError(huge)
    expect(error.value).toBe(huge)
    expect(error.message.length).toBeLessThan(400)
  })
})
