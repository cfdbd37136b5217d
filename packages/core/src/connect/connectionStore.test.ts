import { describe, expect, it } from 'vitest'
import { createConnectionStore } from './connectionStore.ts'

describe('connection store', () => {
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

  it('leaving a waiting pairing ends its "connecting" and clears its uri', () => {
    const connection = createConnectionStore()
    connection.awaitWcPairing()
    connection.setWcUri('wc:abc@2', 123)
    expect(connection.getState().status).toBe('connecting')
    connection.leaveWcPairing(false)
    expect(connection.getState()).toMatchObject({
      status: 'disconnected',
      wcWaiting: false,
      wcUri: undefined,
      wcPairingExpiry: undefined,
    })
    connection.awaitWcPairing()
    connection.leaveWcPairing(true)
    expect(connection.getState().status).toBe('connected')
  })

  it('leaves a wallet’s own "connecting" alone (its prompt is still open)', () => {
    const connection = createConnectionStore()
    connection.awaitWcPairing()
    connection.setStatus('connecting')
    connection.leaveWcPairing(false)
    expect(connection.getState().status).toBe('connecting')
  })
})
