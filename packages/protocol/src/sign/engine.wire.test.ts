import { afterEach, describe, expect, it } from 'vitest'
import { METHODS } from './constants.ts'
import { required, setup, stopClients } from './engine.fixtures.ts'

afterEach(stopClients)

describe('wire rules', () => {
  it('answers an unknown method on a pairing topic with 10001', async () => {
    const s = await setup()
    const { uri } = await s.app.connect({ requiredNamespaces: required })
    await s.wallet.pair({ uri: uri as string })
    const pairingTopic = s.wallet.pairings[0]?.topic as string
    const result = s.wallet.core.sendRequest(pairingTopic, 'wc_sessionPropose', { not: 'a proposal' })
    await expect((await result).response).rejects.toMatchObject({ code: expect.any(Number) })
  })

  it('has the official client’s tags and TTLs', () => {
    expect(METHODS.wc_sessionRequest.req).toEqual({ tag: 1108, ttl: 900, prompt: true })
    expect(METHODS.wc_sessionAuthenticate.reject).toEqual({ tag: 1118, ttl: 300 })
    expect(METHODS.wc_pairingPing.req).toEqual({ tag: 1002, ttl: 30 })
  })
})
