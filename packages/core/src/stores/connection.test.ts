import { describe, expect, it } from 'vitest'
import { createConnectionStore } from './connection.ts'

describe('connection store (spec section 4)', () => {
  it('starts disconnected', () => {
    expect(createConnectionStore().getState().status).toBe('disconnected')
  })

  it('resetting clears the uri, expiry, linking and recent wallet and sets disconnected', () => {
    const connection = createConnectionStore()
    connection.setWcUri('wc:abc@2', 123)
    connection.setState({ wcLinking: { name: 'W', href: 'w://' }, status: 'connected' })
    connection.setRecentWallet({ id: 'w', name: 'W' })
    connection.resetWcConnection()
    expect(connection.getState()).toMatchObject({
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
      status: 'disconnected',
    })
  })
})
