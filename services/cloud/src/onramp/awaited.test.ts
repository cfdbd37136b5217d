import type { OnRampOrder } from '@airlock/core'
import type { OnRampAwaitingCheckout } from '@airlock/core/internal'
import { type Devnet, startDevnet, testAccounts } from '@airlock/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { startTestCloud } from '../test/cloud.ts'
import { devnetOnrampChain, onrampClient, sandboxBrowser } from './testkit.ts'

const PROJECT = 'onramp-awaited-test'

let devnet: Devnet
let cloud: Cloud
const api = onrampClient(() => cloud.url, PROJECT)
const other = onrampClient(() => cloud.url, `${PROJECT}-other`)
const browser = sandboxBrowser(() => cloud.onrampSandboxUrl as string)
const newId = () => `kit-${crypto.randomUUID()}`

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  cloud = await startTestCloud({
    chains: [devnetOnrampChain(devnet.rpcUrl)],
    indexer: false,
    onramp: { sandbox: { bankTransferDelayMs: 200, pollMs: 20 } },
  })
  await cloud.context.projects.create({ id: PROJECT })
  await cloud.context.projects.create({ id: `${PROJECT}-other` })
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

describe('a Meld-type order the kit follows before its checkout created it', () => {
  it('is awaiting_checkout (200) once announced, then the order its page created', async () => {
    const id = newId()
    const announced = await api.post<OnRampAwaitingCheckout>('/v1/onramp/orders', { id, provider: 'meld' })
    expect(announced.status).toBe(201)
    // The same announcement again (a retry) is the same one.
    expect((await api.post('/v1/onramp/orders', { id, provider: 'meld' })).status).toBe(201)
    const waiting = await api.get<OnRampAwaitingCheckout>(`/v1/onramp/orders/${id}`)
    expect({ status: waiting.status, body: waiting.body }).toEqual({
      status: 200,
      body: { id, provider: 'meld', status: 'awaiting_checkout' },
    })

    const page = await browser.open(
      `/meld/?${new URLSearchParams({
        publicKey: 'sandbox_pk_airlock_meld',
        walletAddress: testAccounts[7]!.address,
        externalCustomerId: PROJECT,
        externalSessionId: id,
        sourceAmount: '60',
      })}`,
    )
    expect(page.status).toBe(200)
    const created = await api.get<OnRampOrder>(`/v1/onramp/orders/${id}`)
    expect(created.body).toMatchObject({ id, provider: 'meld', status: 'created' })
  })

  it('keeps 404 for an id never announced, and for another project', async () => {
    const id = newId()
    expect((await api.get(`/v1/onramp/orders/${newId()}`)).status).toBe(404)
    await api.post('/v1/onramp/orders', { id, provider: 'meld' })
    expect((await other.get(`/v1/onramp/orders/${id}`)).status).toBe(404)
    // Nor can another project claim the same id.
    const claimed = await other.post('/v1/onramp/orders', { id, provider: 'meld' })
    expect(claimed.status).toBe(409)
  })

  it('refuses a session provider, an unknown one and a malformed id', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ id: newId(), provider: 'coinbase' }, /creates its orders by the session call/],
      [{ id: newId(), provider: 'nobody' }, /Unknown onramp provider nobody/],
      [{ id: 'short', provider: 'meld' }, /8 to 128 letters/],
    ]
    for (const [body, error] of cases) {
      const response = await api.post('/v1/onramp/orders', body)
      expect({ body, status: response.status }).toEqual({ body, status: 400 })
      expect(response.body.error).toMatch(error)
    }
  })
})
