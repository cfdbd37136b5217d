import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectedWithCloud } from '../test/connectedWithCloud.ts'
import { json } from '../test/httpServer.ts'
import { fetchIdentity } from './identity.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function connectedWith(identity: { name: string | null; avatar: string | null }) {
  const connected = await connectedWithCloud((req, res) => {
    if (req.url.pathname.startsWith('/v1/identity/')) json(res, 200, identity)
    else json(res, 200, {})
  })
  close = connected.server.close
  return connected
}

describe('identity', () => {
  it('fills the profile name and an http(s) avatar on connect, then answers from the 5-minute cache', async () => {
    const { airlock, server } = await connectedWith({ name: 'alice.air', avatar: 'http://127.0.0.1/a.svg' })
    const asked = () => server.requests.filter((r) => r.url.pathname.startsWith('/v1/identity/')).length
    await vi.waitFor(() => expect(airlock.account.get('eip155')?.profileName).toBe('alice.air'))
    expect(airlock.account.get('eip155')?.profileImage).toBe('http://127.0.0.1/a.svg')
    expect(asked()).toBe(1)
    await fetchIdentity(airlock, 'eip155')
    await fetchIdentity(airlock, 'eip155')
    expect(asked()).toBe(1)
  })

  it('drops an avatar of any other scheme: remote data is data', async () => {
    const { airlock } = await connectedWith({ name: 'bob.air', avatar: 'javascript:alert(1)' })
    await fetchIdentity(airlock, 'eip155')
    expect(airlock.account.get('eip155')?.profileName).toBe('bob.air')
    expect(airlock.account.get('eip155')?.profileImage).toBeUndefined()
  })
})
