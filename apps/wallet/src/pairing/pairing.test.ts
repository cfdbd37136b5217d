import type { WalletClient } from '@airlock/protocol'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testContext } from '../wallet/wallet.testkit.ts'
import { createPairing, DAPP_DID_NOT_ANSWER, NOT_A_PAIRING_LINK, PAIR_TIMEOUT_MS } from './pairing.ts'

afterEach(() => {
  vi.useRealTimers()
})

/** A client whose pair() resolves, or rejects with `failure`. */
const client = (failure?: Error) =>
  ({
    pair: async () => {
      if (failure) throw failure
    },
  }) as unknown as WalletClient

describe('pairing with a pasted link', () => {
  it('says what is wrong with text that is not a WalletConnect link, without calling the relay', async () => {
    const ctx = testContext({}, { client: client(new Error('must not be called')) })
    expect(await createPairing(ctx).pair('hello')).toBe(false)
    expect(ctx.store.getState()).toMatchObject({ pairing: false, pairError: NOT_A_PAIRING_LINK })
  })

  it('shows the relay’s refusal in readable words', async () => {
    const ctx = testContext({}, { client: client(new Error('Error: Pairing expired')) })
    expect(await createPairing(ctx).pair('wc:abc@2?symKey=00')).toBe(false)
    expect(ctx.store.getState()).toMatchObject({ pairing: false, pairError: 'Pairing expired' })
  })

  it('waits for the dapp, and says it did not answer after the time limit', async () => {
    vi.useFakeTimers()
    const ctx = testContext({ pairError: 'old' }, { client: client() })
    expect(await createPairing(ctx).pair('wc:abc@2?symKey=00')).toBe(true)
    expect(ctx.store.getState()).toMatchObject({ pairing: true, pairError: undefined })
    vi.advanceTimersByTime(PAIR_TIMEOUT_MS)
    expect(ctx.store.getState()).toMatchObject({ pairing: false, pairError: DAPP_DID_NOT_ANSWER })
  })

  it('stops waiting once the dapp answered: no late timeout error', async () => {
    vi.useFakeTimers()
    const ctx = testContext({}, { client: client() })
    const pairing = createPairing(ctx)
    await pairing.pair('wc:abc@2?symKey=00')
    pairing.settle()
    vi.advanceTimersByTime(PAIR_TIMEOUT_MS)
    expect(ctx.store.getState()).toMatchObject({ pairing: false, pairError: undefined })
  })

  it('a second link replaces the first wait: the first one’s timer does not fire an error', async () => {
    vi.useFakeTimers()
    const ctx = testContext({}, { client: client() })
    const pairing = createPairing(ctx)
    await pairing.pair('wc:first@2?symKey=00')
    vi.advanceTimersByTime(PAIR_TIMEOUT_MS - 1_000)
    await pairing.pair('wc:second@2?symKey=00')
    vi.advanceTimersByTime(1_000)
    expect(ctx.store.getState()).toMatchObject({ pairing: true, pairError: undefined })
  })

  it('does nothing before the wallet is online', async () => {
    const ctx = testContext()
    expect(await createPairing(ctx).pair('wc:abc@2?symKey=00')).toBe(false)
    expect(ctx.store.getState().pairing).toBe(false)
  })

  it('clears the error once the user edits the link', () => {
    const ctx = testContext({ pairError: 'bad' })
    createPairing(ctx).clearPairError()
    expect(ctx.store.getState().pairError).toBeUndefined()
  })
})
