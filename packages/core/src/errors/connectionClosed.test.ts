import { describe, expect, it } from 'vitest'
import { BaseError } from './base.ts'
import { ConnectionClosedError } from './connectionClosed.ts'

describe('ConnectionClosedError', () => {
  it("says 'Connection already closed'", () => {
    const error = new ConnectionClosedError()
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ name: 'ConnectionClosedError', shortMessage: 'Connection already closed' })
  })

  it('Connection already closed carries EIP-1193 4900 (disconnected) and its cause', () => {
    const cause = new Error('Relay client closed')
    const error = new ConnectionClosedError({ cause })
    expect(error.code).toBe(4900)
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('Relay client closed')
  })
})
