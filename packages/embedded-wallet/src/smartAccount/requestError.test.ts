import { describe, expect, it } from 'vitest'
import { PermissionRequestError } from './permissions.ts'
import { SmartRequestError } from './requestError.ts'

describe('SmartRequestError', () => {
  it('keeps the code and the message', () => {
    const error = new SmartRequestError(5710, 'Unsupported chain id')
    expect(error).toBeInstanceOf(Error)
    expect({ code: error.code, message: error.message, name: error.name }).toEqual({
      code: 5710,
      message: 'Unsupported chain id',
      name: 'SmartRequestError',
    })
  })

  it('is what an ERC-7715 refusal is (-32602), so one catch answers both', () => {
    const error = new PermissionRequestError('no permissions')
    expect(error).toBeInstanceOf(SmartRequestError)
    expect(error.code).toBe(-32602)
    expect(error.name).toBe('PermissionRequestError')
  })
})
