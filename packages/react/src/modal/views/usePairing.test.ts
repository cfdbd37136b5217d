import { describe, expect, it } from 'vitest'
import { pairingNeedsRefresh } from './usePairing.ts'

// What the check reads of the kit: the modal's open flag, the inline-card option and the pairing's state.
function host(
  options: { open: boolean; embedded?: boolean },
  pairing: { wcUri?: string; wcPairingExpiry?: number; wcError?: boolean } = {},
) {
  return {
    modal: { getState: () => ({ open: options.open }) },
    options: { enableEmbedded: options.embedded },
    connection: { getState: () => ({ wcError: false, ...pairing }) },
  } as unknown as Parameters<typeof pairingNeedsRefresh>[0]
}

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00'

describe('pairingNeedsRefresh', () => {
  it('pairs while the modal shows the view and it has no pairing, or one about to expire', () => {
    expect(pairingNeedsRefresh(host({ open: true }))).toBe(true)
    expect(
      pairingNeedsRefresh(host({ open: true }, { wcUri: URI, wcPairingExpiry: Date.now() + 5_000 })),
    ).toBe(true)
  })

  it('never pairs while the modal closes: closing took the pairing away, and a new one would read connecting', () => {
    expect(pairingNeedsRefresh(host({ open: false }))).toBe(false)
  })

  it('keeps an inline card fresh though it was never opened', () => {
    expect(pairingNeedsRefresh(host({ open: false, embedded: true }))).toBe(true)
  })

  it('leaves a failed pairing to the visitor’s retry, and a fresh one alone', () => {
    expect(pairingNeedsRefresh(host({ open: true }, { wcError: true }))).toBe(false)
    expect(
      pairingNeedsRefresh(host({ open: true }, { wcUri: URI, wcPairingExpiry: Date.now() + 60_000 })),
    ).toBe(false)
  })
})
