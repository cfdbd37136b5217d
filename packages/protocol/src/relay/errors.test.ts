import { describe, expect, it } from 'vitest'
import { ConnectionLostError, RelayRequestError, RelayTimeoutError } from './errors.ts'

describe('relay errors', () => {
  it('RelayRequestError names the method, the relay message and the code', () => {
    const error = new RelayRequestError('irn_publish', 3001, 'rate limited', 1108)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('RelayRequestError')
    expect(error.message).toBe('irn_publish failed: rate limited (3001)')
    expect(error).toMatchObject({ method: 'irn_publish', code: 3001, data: 1108 })
  })

  it('RelayTimeoutError names the method and the wait', () => {
    const error = new RelayTimeoutError('irn_subscribe', 15_000)
    expect(error.name).toBe('RelayTimeoutError')
    expect(error.message).toBe('irn_subscribe timed out after 15000 ms')
    expect(error.method).toBe('irn_subscribe')
  })

  it('ConnectionLostError says the connection was lost', () => {
    expect(new ConnectionLostError()).toMatchObject({
      name: 'ConnectionLostError',
      message: 'Relay connection lost',
    })
  })
})
