import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/memory.ts'
import { MemoryRelayHub } from '../test/memoryRelay.ts'
import { AppClient } from './app.ts'
import {
  appMetadata,
  connected,
  granted,
  next,
  required,
  running,
  setup,
  stopClients,
  walletMetadata,
} from './engine.fixtures.ts'

afterEach(stopClients)

describe('connect', () => {
  it('settles a session on both sides with the wire tags and TTLs', async () => {
    const s = await setup()
    const proposal = next(s.wallet, 'session_proposal')
    const { uri, approval } = await s.app.connect({ requiredNamespaces: required })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?expiryTimestamp=\d+&relay-protocol=irn&symKey=[0-9a-f]{64}$/)
    await s.wallet.pair({ uri: uri as string })
    const received = await proposal
    expect(received.params.requiredNamespaces).toEqual(required)
    expect(received.params.proposer.metadata).toEqual(appMetadata)
    expect(received.verifyContext.verified.validation).toBe('UNKNOWN')
    const connect = next(s.app, 'connect')
    const { topic, acknowledged } = await s.wallet.approve({ id: received.id, namespaces: granted() })
    const session = await approval()
    expect(session.topic).toBe(topic)
    expect(session.peer.metadata).toEqual(walletMetadata)
    expect(session.namespaces).toEqual(granted())
    expect((await acknowledged()).acknowledged).toBe(true)
    expect((await connect).session.topic).toBe(topic)
    expect(s.wallet.sessions.map((item) => item.acknowledged)).toEqual([true])
    expect(s.app.pairings[0]?.active).toBe(true)
    expect(s.wallet.pairings[0]?.active).toBe(true)
    const tags = s.hub.published.map(({ tag, ttl }) => [tag, ttl])
    expect(tags).toEqual([
      [1100, 300],
      [1101, 300],
      [1102, 300],
      [1103, 300],
    ])
    expect(s.hub.published[0]?.prompt).toBe(true)
  })

  it('rejects the approval with the wallet reason (tag 1120)', async () => {
    const s = await setup()
    const proposal = next(s.wallet, 'session_proposal')
    const { uri, approval } = await s.app.connect({ requiredNamespaces: required })
    await s.wallet.pair({ uri: uri as string })
    await s.wallet.reject({ id: (await proposal).id, reason: { code: 5000, message: 'User rejected.' } })
    await expect(approval()).rejects.toMatchObject({ code: 5000, message: 'User rejected.' })
    expect(s.hub.published.at(-1)?.tag).toBe(1120)
    expect(s.wallet.proposals).toEqual([])
  })

  it('settles one session when the same proposal is approved twice at once', async () => {
    const s = await setup()
    const proposal = next(s.wallet, 'session_proposal')
    const { uri, approval } = await s.app.connect({ requiredNamespaces: required })
    await s.wallet.pair({ uri: uri as string })
    const { id } = await proposal
    const [first, second] = await Promise.allSettled([
      s.wallet.approve({ id, namespaces: granted() }),
      s.wallet.approve({ id, namespaces: granted() }),
    ])
    expect(first.status).toBe('fulfilled')
    expect(second).toMatchObject({ status: 'rejected', reason: { message: /recently deleted/ } })
    await approval()
    expect(s.wallet.sessions).toHaveLength(1)
  })

  it('refuses to pair twice with an active pairing and refuses an expired URI', async () => {
    const s = await setup()
    const { uri } = await connected(s).then(() => ({ uri: s.app.pairings[0] }))
    expect(uri).toBeDefined()
    const pairing = s.wallet.pairings[0]
    if (!pairing) throw new Error('no pairing')
    const again = `wc:${pairing.topic}@2?expiryTimestamp=${pairing.expiry}&relay-protocol=irn&symKey=${pairing.symKey}`
    await expect(s.wallet.pair({ uri: again })).rejects.toThrow(/Pairing already exists/)
    const expired = again.replace(/expiryTimestamp=\d+/, 'expiryTimestamp=1')
    await expect(s.wallet.pair({ uri: expired })).rejects.toMatchObject({ code: 6 })
  })
})

describe('before start()', () => {
  it("refuses to send with 'Not initialized.'", async () => {
    const hub = new MemoryRelayHub()
    const app = new AppClient({ relay: hub.client(), storage: createMemoryStorage(), metadata: appMetadata })
    running.push(app)
    await expect(app.connect({ requiredNamespaces: required })).rejects.toThrow('Not initialized. client')
  })
})
