import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.ts'
import { SiwxNotEnabledError } from './errors.ts'

describe('SiwxNotEnabledError', () => {
  it("says 'SIWX is not enabled', in the BaseError shape", () => {
    const error = new SiwxNotEnabledError()
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ name: 'SiwxNotEnabledError', shortMessage: 'SIWX is not enabled' })
  })
})
