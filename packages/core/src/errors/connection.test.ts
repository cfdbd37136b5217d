import { describe, expect, it } from 'vitest'
import { BaseError } from './base.ts'
import {
  AdapterNotFoundError,
  CaipNetworkOrAddressUndefinedError,
  ConnectionClosedError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoConnectionClientError,
  WalletConnectConnectorNotFoundError,
} from './connection.ts'

describe('connection errors', () => {
  it.each([
    [new NoActiveCaipAddressError(), 'NoActiveCaipAddressError', 'No ActiveCaipAddress found'],
    [
      new NoActiveCaipNetworkError('eip155'),
      'NoActiveCaipNetworkError',
      'No ActiveCaipNetwork or client found',
    ],
    [
      new NoConnectionClientError('eip155'),
      'NoConnectionClientError',
      'No ConnectionController client found',
    ],
    [
      new CaipNetworkOrAddressUndefinedError(),
      'CaipNetworkOrAddressUndefinedError',
      'CaipNetwork or CaipAddress is undefined',
    ],
    [new AdapterNotFoundError('solana'), 'AdapterNotFoundError', 'Adapter not found'],
    [
      new WalletConnectConnectorNotFoundError(),
      'WalletConnectConnectorNotFoundError',
      'WalletConnectConnector not found',
    ],
    [new ConnectionClosedError(), 'ConnectionClosedError', 'Connection already closed'],
  ])('%s', (error, name, shortMessage) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ name, shortMessage })
  })

  it('names the namespace where one is involved', () => {
    expect(new AdapterNotFoundError('solana')).toMatchObject({ namespace: 'solana' })
    expect(new AdapterNotFoundError('solana').message).toContain('Namespace: solana')
  })

  it('Connection already closed carries EIP-1193 4900 (disconnected) and its cause', () => {
    const cause = new Error('Relay client closed')
    const error = new ConnectionClosedError({ cause })
    expect(error.code).toBe(4900)
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('Relay client closed')
  })
})
