import { afterEach, describe, expect, it, vi } from 'vitest'
import { setup, stopWalletConnectKits } from '../walletconnect/walletConnect.fixtures.ts'
import {
  ensurePairing,
  isPairingStale,
  retryPairing,
  WC_PAIRING_LIFETIME_MS,
  WC_PAIRING_REFRESH_MS,
} from './walletConnect.ts'

// The WalletConnect pairing uri: how long it lasts, when it is replaced, and retries.

afterEach(stopWalletConnectKits)

describe('pairing freshness', () => {
  it('a new pairing lasts 4 minutes and is replaced when under 10 s remain', async () => {
    const { airlock } = await setup()
    await ensurePairing(airlock)
    const { wcUri, wcPairingExpiry } = airlock.connection.getState()
    expect((wcPairingExpiry as number) - Date.now()).toBeGreaterThan(WC_PAIRING_LIFETIME_MS - 1_000)
    await ensurePairing(airlock)
    expect(airlock.connection.getState().wcUri).toBe(wcUri)
    expect(isPairingStale(airlock, (wcPairingExpiry as number) - WC_PAIRING_REFRESH_MS - 1)).toBe(false)
    expect(isPairingStale(airlock, (wcPairingExpiry as number) - WC_PAIRING_REFRESH_MS + 1)).toBe(true)
    airlock.connection.setWcUri(wcUri, Date.now() + 5_000)
    await ensurePairing(airlock)
    expect(airlock.connection.getState().wcUri).not.toBe(wcUri)
  })

  it('retry is refused within 1 s of the last attempt', async () => {
    const { airlock } = await setup()
    await ensurePairing(airlock)
    await expect(retryPairing(airlock)).resolves.toBe(false)
    if (airlock.walletConnect) airlock.walletConnect.lastAttempt = Date.now() - 1_001
    await expect(retryPairing(airlock)).resolves.toBe(true)
  })

  it('on iOS Safari a second caller waits for the pairing being made and gets the same URI', async () => {
    vi.stubGlobal('navigator', {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    })
    const { airlock } = await setup()
    const first = ensurePairing(airlock)
    const second = ensurePairing(airlock)
    await Promise.all([first, second])
    const uri = airlock.connection.getState().wcUri
    // Close to expiry (but not expired) the URI is still reused there.
    airlock.connection.setWcUri(uri, Date.now() + 5_000)
    await ensurePairing(airlock)
    expect(airlock.connection.getState().wcUri).toBe(uri)
  })
})
