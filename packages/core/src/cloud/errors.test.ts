import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.ts'
import { CloudError, RequestAbortedError } from './errors.ts'

describe('cloud errors', () => {
  it("CloudError: the service's message, the HTTP status as status and code, the cause kept", () => {
    const cause = new Error('socket hang up')
    const error = new CloudError('Unauthorized: invalid key', 401, { cause })
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({
      name: 'CloudError',
      shortMessage: 'Unauthorized: invalid key',
      status: 401,
      code: 401,
    })
    expect(error.cause).toBe(cause)
  })

  it("RequestAbortedError is a CloudError saying 'Request was aborted' with status 0", () => {
    const error = new RequestAbortedError()
    expect(error).toBeInstanceOf(CloudError)
    expect(error).toMatchObject({
      name: 'RequestAbortedError',
      shortMessage: 'Request was aborted',
      status: 0,
    })
  })
})
