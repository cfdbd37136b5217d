import { signRelayJwt } from '@airlock/protocol'
import { describe, expect, it } from 'vitest'
import { connectRelay, newSeed, randomTopic } from '../test/relayClient.ts'
import { useRelayCloud } from './testkit.ts'

const relay = useRelayCloud()
const connect = relay.connect

describe('relay auth', () => {
  const refusedWith = async (options: Parameters<typeof connectRelay>[1]) => {
    const client = await connect(options)
    return client.closed
  }

  it('closes with 3000 without a JWT, with a malformed, forged or expired one', async () => {
    expect(await refusedWith({ auth: null })).toEqual({
      code: 3000,
      reason: 'Unauthorized: missing relay JWT',
    })
    expect((await refusedWith({ auth: 'not.a.jwt' })).code).toBe(3000)
    const valid = signRelayJwt({ seed: newSeed(), aud: relay.url, iat: Math.floor(Date.now() / 1000) })
    const [header, payload] = valid.split('.')
    const forged = `${header}.${payload}.${signRelayJwt({ seed: newSeed(), aud: relay.url, iat: 1 }).split('.')[2]}`
    expect(await refusedWith({ auth: forged })).toMatchObject({ code: 3000, reason: /bad signature/ })
    const expired = signRelayJwt({
      seed: newSeed(),
      aud: relay.url,
      iat: Math.floor(Date.now() / 1000) - 90_000,
    })
    expect(await refusedWith({ auth: expired })).toMatchObject({ code: 3000, reason: /expired/ })
    // A client clock ahead of the relay's: the text kits map to the Session Expired alert, so the visitor is told to reconnect.
    const early = signRelayJwt({
      seed: newSeed(),
      aud: relay.url,
      iat: Math.floor(Date.now() / 1000) + 3_600,
    })
    expect(await refusedWith({ auth: early })).toMatchObject({
      code: 3000,
      reason: 'Unauthorized: JWT validation error: JWT Token is not yet valid',
    })
  })

  it('accepts Authorization: Bearer', async () => {
    const client = await connect({ bearer: true })
    expect(await client.request('irn_subscribe', { topic: randomTopic() })).toHaveProperty('result')
  })

  it('checks a projectId like the HTTP calls: unknown or origin refused -> 3000', async () => {
    expect(await refusedWith({ projectId: 'nope' })).toEqual({
      code: 3000,
      reason: 'Unauthorized: invalid key',
    })
    expect(
      await refusedWith({ projectId: 'relay-test', headers: { origin: 'https://evil.example.com' } }),
    ).toEqual({ code: 3000, reason: 'Unauthorized: origin not allowed' })
    const allowed = await connect({
      projectId: 'relay-test',
      query: { ua: 'wc-2/js-2.25.0/linux/node', useOnCloseEvent: 'true' },
      headers: { origin: 'https://app.example.com' },
    })
    expect(await allowed.request('irn_subscribe', { topic: randomTopic() })).toHaveProperty('result')
  })

  it('serves /relay only', async () => {
    await expect(connectRelay(`${relay.cloud.url.replace('http', 'ws')}/`)).rejects.toThrow(/HTTP 404/)
    await expect(connectRelay(`${relay.cloud.url.replace('http', 'ws')}/relayx`)).rejects.toThrow(/HTTP 404/)
  })
})
