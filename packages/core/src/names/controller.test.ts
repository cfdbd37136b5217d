import type { ServerResponse } from 'node:http'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { StorageKeys } from '../storage/storage.ts'
import { connectedWithCloud } from '../test/connectedWithCloud.ts'
import { FAKE_SIGNATURE } from '../test/fakeAdapter.ts'
import { json, type Recorded } from '../test/httpServer.ts'
import { NameMessages } from './constants.ts'
import { createNamesController, IDENTITY_CACHE_KEY } from './controller.ts'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  vi.unstubAllGlobals()
  await close?.()
  close = undefined
})

type Route = (request: Recorded, res: ServerResponse) => boolean

/** A kit connected to a cloud answering the profile calls with `route` (anything else: `{}`). */
async function connected(route: Route) {
  const kit = await connectedWithCloud((request, res) => {
    if (!route(request, res)) json(res, 200, {})
  })
  close = kit.server.close
  const calls = (path: string) => kit.server.requests.filter((r) => r.url.pathname.startsWith(path))
  return { ...kit, calls }
}

/** Suggestions for a label: taken or not, with two free alternatives. */
const suggestionsRoute =
  (taken: Set<string>): Route =>
  (request, res) => {
    const match = request.url.pathname.match(/^\/v1\/profile\/suggestions\/([^/]+)$/)
    if (!match) return false
    const name = `${decodeURIComponent(match[1]!)}.airlock.eth`
    const label = name.split('.')[0]
    json(res, 200, {
      suggestions: [
        { name, registered: taken.has(name) },
        { name: `${label}1.airlock.eth`, registered: false },
        { name: `${label}2.airlock.eth`, registered: false },
      ],
    })
    return true
  }

describe('name availability as the visitor types', () => {
  it('shows the rule error for a short, bad or reserved name before any call', async () => {
    const { airlock, calls } = await connected(suggestionsRoute(new Set()))
    await airlock.namesActions.setLabel('ab')
    expect(airlock.names.getState()).toMatchObject({
      status: 'invalid',
      error: NameMessages.RULE,
      loading: false,
    })
    await airlock.namesActions.setLabel('ab_c')
    expect(airlock.names.getState().error).toBe(
      'A name has letters, digits and hyphens only, at least 4 characters',
    )
    await airlock.namesActions.setLabel('-abc')
    expect(airlock.names.getState().error).toBe(NameMessages.HYPHEN_AT_EDGE)
    await airlock.namesActions.setLabel('Admin')
    expect(airlock.names.getState()).toMatchObject({ status: 'invalid', error: NameMessages.RESERVED })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(calls('/v1/profile/')).toHaveLength(0)
  })

  it('asks once, 300 ms after the last key, in the zone, and says the name is available', async () => {
    const { airlock, calls } = await connected(suggestionsRoute(new Set()))
    await airlock.namesActions.setLabel('alic')
    await airlock.namesActions.setLabel('Alice')
    expect(airlock.names.getState()).toMatchObject({ status: 'checking', loading: true, label: 'alice' })
    await vi.waitFor(() => expect(airlock.names.getState().status).toBe('available'))
    expect(airlock.names.getState().loading).toBe(false)
    const asked = calls('/v1/profile/suggestions/')
    expect(asked).toHaveLength(1)
    expect(asked[0]!.url.pathname).toBe('/v1/profile/suggestions/alice')
    expect(asked[0]!.url.searchParams.get('zone')).toBe('airlock.eth')
    expect(asked[0]!.url.searchParams.get('projectId')).toBe('p')
  })

  it('says a taken name is taken and offers the free alternatives; a pick is checked at once', async () => {
    const { airlock } = await connected(suggestionsRoute(new Set(['alice.airlock.eth'])))
    await airlock.namesActions.setLabel('alice')
    await vi.waitFor(() => expect(airlock.names.getState().status).toBe('taken'))
    expect(airlock.names.getState().error).toBe(NameMessages.TAKEN)
    expect(airlock.names.getState().suggestions.map((s) => s.name)).toEqual([
      'alice1.airlock.eth',
      'alice2.airlock.eth',
    ])
    await airlock.namesActions.pickSuggestion('alice1.airlock.eth')
    expect(airlock.names.getState()).toMatchObject({ label: 'alice1', status: 'available' })
  })

  it("falls back to 'Error fetching name suggestions' when the call fails", async () => {
    const { airlock } = await connected((request, res) => {
      if (!request.url.pathname.startsWith('/v1/profile/suggestions/')) return false
      json(res, 500, {})
      return true
    })
    await airlock.namesActions.setLabel('alice')
    await vi.waitFor(() => expect(airlock.names.getState().status).toBe('error'))
    expect(airlock.names.getState().error).toBe('Error fetching name suggestions')
  })
})

describe('register name flow: sign, submit, success; back to RegisterAccountName on failure', () => {
  const registerRoute =
    (answer: (res: ServerResponse) => void): Route =>
    (request, res) => {
      if (request.method === 'POST' && request.url.pathname === '/v1/profile/account') {
        answer(res)
        return true
      }
      return suggestionsRoute(new Set())(request, res)
    }

  async function typed(route: Route) {
    const kit = await connected(route)
    // The page registering (these tests run without one): its host goes into the message.
    vi.stubGlobal('location', { host: 'app.example:8443' })
    kit.airlock.open({ view: 'RegisterAccountName' })
    await kit.airlock.namesActions.setLabel('alice')
    await vi.waitFor(() => expect(kit.airlock.names.getState().status).toBe('available'))
    return kit
  }

  it('signs the exact message, bound to the site, project and chain, posts it with the coin type, then shows RegisterAccountNameSuccess and the name', async () => {
    const { airlock, fake, calls } = await typed(
      registerRoute((res) =>
        json(res, 200, { success: true, name: 'alice.airlock.eth', address: ADDRESS, coinType: 2147514985 }),
      ),
    )
    const before = Math.floor(Date.now() / 1000)
    expect(await airlock.namesActions.register()).toBe('alice.airlock.eth')
    const signed = fake.calls.find((c) => c.method === 'signMessage')?.params as { message: string }
    const message = JSON.parse(signed.message)
    expect(Object.keys(message)).toEqual(['name', 'address', 'domain', 'projectId', 'chain', 'timestamp'])
    expect(message).toMatchObject({
      name: 'alice.airlock.eth',
      address: ADDRESS,
      domain: 'app.example:8443',
      projectId: 'p',
      chain: 'eip155:31337',
    })
    expect(message.timestamp).toBeGreaterThanOrEqual(before)
    expect(message.timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000))
    const [post] = calls('/v1/profile/account')
    expect(JSON.parse(post!.body)).toEqual({
      coin_type: 2147514985,
      address: ADDRESS,
      message: signed.message,
      signature: FAKE_SIGNATURE,
    })
    expect(airlock.router.getState().view).toBe('RegisterAccountNameSuccess')
    expect(airlock.names.getState()).toMatchObject({
      registeredName: 'alice.airlock.eth',
      status: 'idle',
      loading: false,
    })
    expect(airlock.account.get('eip155')?.profileName).toBe('alice.airlock.eth')
    // The identity cached at connect (no name) is forgotten: the next connect reads the name.
    expect(IDENTITY_CACHE_KEY).toBe(StorageKeys.IDENTITY_CACHE)
    const cached = airlock.storage.getItem<Record<string, unknown>>(StorageKeys.IDENTITY_CACHE) ?? {}
    expect(Object.keys(cached)).not.toContain(ADDRESS.toLowerCase())
  })

  it("stays on RegisterAccountName with 'Error registering name' when the cloud fails, the label kept", async () => {
    const { airlock } = await typed(registerRoute((res) => json(res, 502, {})))
    expect(await airlock.namesActions.register()).toBeUndefined()
    expect(airlock.router.getState().view).toBe('RegisterAccountName')
    expect(airlock.names.getState()).toMatchObject({
      error: 'Error registering name',
      label: 'alice',
      status: 'available',
      loading: false,
    })
    expect(airlock.account.get('eip155')?.profileName).toBeUndefined()
  })

  it("shows the cloud's refusal when it gives one (taken in the meantime)", async () => {
    const { airlock } = await typed(
      registerRoute((res) => json(res, 409, { error: 'alice.airlock.eth is already taken' })),
    )
    await airlock.namesActions.register()
    expect(airlock.names.getState().error).toBe('alice.airlock.eth is already taken')
  })

  it("says 'Signature declined' when the wallet refuses, and posts nothing", async () => {
    const { airlock, fake, calls } = await typed(registerRoute((res) => json(res, 200, {})))
    fake.state.signError = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    await airlock.namesActions.register()
    expect(airlock.names.getState().error).toBe('Signature declined')
    expect(calls('/v1/profile/account')).toHaveLength(0)
    expect(airlock.router.getState().view).toBe('RegisterAccountName')
  })

  it('goes back to RegisterAccountName when the visitor had left it', async () => {
    let answer: (() => void) | undefined
    const { airlock } = await typed((request, res) => {
      if (request.method === 'POST' && request.url.pathname === '/v1/profile/account') {
        answer = () => json(res, 500, {})
        return true
      }
      return suggestionsRoute(new Set())(request, res)
    })
    const registering = airlock.namesActions.register()
    await vi.waitFor(() => expect(answer).toBeDefined())
    airlock.router.push('Account')
    answer!()
    await registering
    expect(airlock.router.getState().view).toBe('RegisterAccountName')
    expect(airlock.names.getState().error).toBe('Error registering name')
  })

  it('registers nothing that was not found available', async () => {
    const { airlock, fake } = await connected(suggestionsRoute(new Set()))
    await airlock.namesActions.setLabel('ab')
    expect(await airlock.namesActions.register()).toBeUndefined()
    expect(fake.calls.some((c) => c.method === 'signMessage')).toBe(false)
  })
})

describe('namesActions', () => {
  it('offers every method of the controller, which loads on the first call', async () => {
    const { airlock } = await connected(() => false)
    const controller = createNamesController(airlock, { signMessage: async () => '0x' })
    expect(Object.keys(airlock.namesActions).sort()).toEqual(Object.keys(controller).sort())
  })
})

describe('resolving a name for Send', () => {
  const lookupRoute: Route = (request, res) => {
    const match = request.url.pathname.match(/^\/v1\/profile\/account\/([^/]+)$/)
    if (!match) return false
    const name = decodeURIComponent(match[1]!)
    if (name === 'bob.airlock.eth') json(res, 200, { name, address: BOB, coinType: 60, addresses: {} })
    else if (name === 'down.airlock.eth') json(res, 503, {})
    else json(res, 404, { error: `${name} is not registered` })
    return true
  }

  it('answers the address from the profile lookup (apiVersion=2), then from its cache', async () => {
    const { airlock, calls } = await connected(lookupRoute)
    expect(await airlock.namesActions.resolveName('Bob.airlock.eth')).toEqual({
      name: 'bob.airlock.eth',
      address: BOB,
    })
    await airlock.namesActions.resolveName('bob.airlock.eth')
    const asked = calls('/v1/profile/account/')
    expect(asked).toHaveLength(1)
    expect(asked[0]!.url.searchParams.get('apiVersion')).toBe('2')
  })

  it("is 'Error resolving name' when the name is free (with the cloud's reason) or the call fails", async () => {
    const { airlock } = await connected(lookupRoute)
    expect(await airlock.namesActions.resolveName('nobody.airlock.eth')).toEqual({
      name: 'nobody.airlock.eth',
      error: 'Error resolving name',
      detail: 'nobody.airlock.eth is not registered',
    })
    expect(await airlock.namesActions.resolveName('down.airlock.eth')).toEqual({
      name: 'down.airlock.eth',
      error: 'Error resolving name',
      detail: undefined,
    })
  })

  it("lists an address's names, or throws 'Error fetching names for address'", async () => {
    let fail = false
    const { airlock } = await connected((request, res) => {
      if (!request.url.pathname.startsWith('/v1/profile/reverse/')) return false
      if (fail) json(res, 500, {})
      else json(res, 200, [{ name: 'bob.airlock.eth', address: BOB }])
      return true
    })
    expect((await airlock.namesActions.namesOf(BOB)).map((n) => n.name)).toEqual(['bob.airlock.eth'])
    fail = true
    await expect(airlock.namesActions.namesOf(BOB)).rejects.toMatchObject({
      shortMessage: 'Error fetching names for address',
    })
  })
})
