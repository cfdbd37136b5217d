import { afterEach, describe, expect, it } from 'vitest'
import { encodeEnvelope } from '../crypto/envelope.ts'
import { granted, next, required, setup, stopClients } from './engine.fixtures.ts'
import { ProtocolError } from './errors.ts'

afterEach(stopClients)

describe("the wallet's settled sessions", () => {
  it('drops a session whose settle the app refuses', async () => {
    const s = await setup()
    const proposal = next(s.wallet, 'session_proposal')
    const { uri } = await s.app.connect({ requiredNamespaces: required })
    await s.wallet.pair({ uri: uri as string })
    const { id } = await proposal
    // The app goes away before the settle arrives; a client holding the session key answers it with an error.
    await s.app.stop()
    const { topic, acknowledged } = await s.wallet.approve({ id, namespaces: granted() })
    const refusedAck = acknowledged().catch((error: unknown) => error)
    const settle = s.wallet.core.history.values().find((record) => record.method === 'wc_sessionSettle')
    const symKey = s.wallet.core.keychain.get(topic) as string
    const disconnected = next(s.wallet, 'disconnect')
    const peer = s.hub.client()
    await peer.connect()
    const refusal = { id: settle?.id, jsonrpc: '2.0', error: { code: 5000, message: 'No, thanks.' } }
    await peer.publish(topic, encodeEnvelope(refusal, { type: 0, symKey }), { tag: 1103, ttl: 300 })
    expect(await disconnected).toMatchObject({ topic })
    expect(s.wallet.sessions).toEqual([])
    expect(await refusedAck).toBeInstanceOf(ProtocolError)
    await peer.close()
  })

  it('refuses to emit or update on a topic that is no session', async () => {
    const s = await setup()
    const topic = 'f'.repeat(64)
    await expect(
      s.wallet.emit({ topic, event: { name: 'chainChanged', data: 1 }, chainId: 'eip155:1' }),
    ).rejects.toBeInstanceOf(ProtocolError)
    await expect(s.wallet.update({ topic, namespaces: granted() })).rejects.toBeInstanceOf(ProtocolError)
  })
})
