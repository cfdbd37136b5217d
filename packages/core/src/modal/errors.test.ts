import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.ts'
import { UnknownViewError } from './errors.ts'

describe('UnknownViewError', () => {
  it('names the view it was given, in the BaseError shape', () => {
    const error = new UnknownViewError('Acount')
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('UnknownViewError')
    expect(error.view).toBe('Acount')
    expect(error.shortMessage).toBe('The modal has no view of this name')
    expect(error.message).toContain('View: Acount')
  })
})
