import { describe, expect, it } from 'vitest'
import { BaseError } from './base.ts'
import { ConnectionClosedError } from './connectionClosed.ts'
import { isKitDestroyed, kitDestroyedError } from './kitDestroyed.ts'

describe('isKitDestroyed', () => {
  it('knows the kit’s own ending, also wrapped by an adapter', () => {
    expect(isKitDestroyed(kitDestroyedError())).toBe(true)
    expect(isKitDestroyed(new BaseError('Reconnect failed', { cause: kitDestroyedError() }))).toBe(true)
    expect(isKitDestroyed(new Error('wrapped', { cause: kitDestroyedError() }))).toBe(true)
  })

  it('tells it from a connection that really closed, and from anything else', () => {
    expect(isKitDestroyed(new ConnectionClosedError({ details: 'The relay went away' }))).toBe(false)
    expect(isKitDestroyed(new Error('The client was stopped'))).toBe(false)
    expect(isKitDestroyed('The kit was destroyed')).toBe(false)
    expect(isKitDestroyed(undefined)).toBe(false)
  })
})
