import { describe, expect, it } from 'vitest'
import { BaseError } from './base.ts'

class ExampleError extends BaseError {
  override name = 'ExampleError'
}

describe('BaseError', () => {
  it('keeps the short message, details from the cause, the code and the cause chain', () => {
    const root = Object.assign(new Error('nonce too low\nrequest body: …'), { code: -32000 })
    const error = new ExampleError('Something went wrong', { cause: root, code: 'X' })
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ExampleError')
    expect(error.shortMessage).toBe('Something went wrong')
    expect(error.details).toBe('nonce too low')
    expect(error.code).toBe('X')
    expect(error.cause).toBe(root)
    expect(error.message).toContain('Something went wrong\n\nDetails: nonce too low')
  })

  it('takes a wrapped BaseError’s details and walks to the root or to a match', () => {
    const root = Object.assign(new Error('declined'), { code: 4001 })
    const inner = new ExampleError('Signature declined', { cause: root })
    const outer = new BaseError('Could not sign', { cause: inner })
    expect(outer.details).toBe('declined')
    expect(outer.walk()).toBe(root)
    expect(outer.walk((e) => e instanceof ExampleError)).toBe(inner)
    expect(outer.walk((e) => (e as { code?: unknown }).code === 4002)).toBeUndefined()
  })

  it('prints meta messages and leaves details out when they repeat the short message', () => {
    const error = new BaseError('No RPC url provided', {
      details: 'No RPC url provided',
      metaMessages: ['Chain: x'],
    })
    expect(error.message.split('\n').slice(0, 3)).toEqual(['No RPC url provided', '', 'Chain: x'])
    expect(error.message).not.toContain('Details:')
  })
})
