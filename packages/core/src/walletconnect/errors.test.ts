import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.ts'
import { WalletConnectConnectorNotFoundError } from './errors.ts'

describe('WalletConnectConnectorNotFoundError', () => {
  it("says 'WalletConnectConnector not found'", () => {
    const error = new WalletConnectConnectorNotFoundError()
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({
      name: 'WalletConnectConnectorNotFoundError',
      shortMessage: 'WalletConnectConnector not found',
    })
  })
})
