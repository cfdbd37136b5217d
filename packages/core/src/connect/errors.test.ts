import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.ts'
import {
  AdapterNotFoundError,
  CaipNetworkOrAddressUndefinedError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  NoConnectionClientError,
} from './errors.ts'

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
  ])('%s', (error, name, shortMessage) => {
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toMatchObject({ name, shortMessage })
  })

  it('names the namespace where one is involved', () => {
    expect(new AdapterNotFoundError('solana')).toMatchObject({ namespace: 'solana' })
    expect(new AdapterNotFoundError('solana').message).toContain('Namespace: solana')
  })
})
