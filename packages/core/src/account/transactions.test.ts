import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectedWithCloud } from '../test/connectedWithCloud.ts'
import { flush, testConnector } from '../test/fakeAdapter.ts'
import { json } from '../test/httpServer.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

const tx = (id: string) => ({
  id,
  metadata: {
    operationType: 'receive',
    hash: `0x${id}`,
    minedAt: '2026-11-22T10:00:00.000Z',
    sentFrom: '0x2',
    sentTo: '0x1',
    status: 'confirmed',
    nonce: 0,
    chain: 'eip155:31337',
  },
  transfers: [],
})

async function setup(history: (cursor: string | null) => { status: number; body: unknown }) {
  const { airlock, server } = await connectedWithCloud((req, res) => {
    if (req.url.pathname.endsWith('/history')) {
      const { status, body } = history(req.url.searchParams.get('cursor'))
      json(res, status, body)
    } else if (req.url.pathname.startsWith('/v1/identity/'))
      json(res, 200, { name: 'alice.air', avatar: null })
    else json(res, 200, {})
  })
  close = server.close
  return { airlock, server }
}

describe('activity', () => {
  it('pages through history with the cursor until next is null', async () => {
    const { airlock, server } = await setup((cursor) =>
      cursor === null
        ? { status: 200, body: { data: [tx('a')], next: 'c1' } }
        : { status: 200, body: { data: [tx('b')], next: null } },
    )
    await airlock.loadTransactions()
    await airlock.loadTransactions()
    await airlock.loadTransactions()
    expect(airlock.transactions.getState().transactions.map((t) => t.id)).toEqual(['a', 'b'])
    expect(airlock.transactions.getState().next).toBeNull()
    const calls = server.requests.filter((r) => r.url.pathname.endsWith('/history'))
    expect(calls).toHaveLength(2)
    expect(calls[0]!.url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(calls[1]!.url.searchParams.get('cursor')).toBe('c1')
  })

  it('a reset while a page is in flight supersedes it: the list holds one answer, each entry once', async () => {
    const { airlock } = await setup(() => ({ status: 200, body: { data: [tx('a'), tx('b')], next: null } }))
    // Two resets at once, as React's StrictMode runs the Activity tab's effect twice.
    await Promise.all([airlock.loadTransactions({ reset: true }), airlock.loadTransactions({ reset: true })])
    expect(airlock.transactions.getState().transactions.map((t) => t.id)).toEqual(['a', 'b'])
    expect(airlock.transactions.getState().loading).toBe(false)
  })

  it('an entry repeated on the next page (a page boundary that moved) is listed once', async () => {
    const { airlock } = await setup((cursor) =>
      cursor === null
        ? { status: 200, body: { data: [tx('a'), tx('b')], next: 'c1' } }
        : { status: 200, body: { data: [tx('b'), tx('c')], next: null } },
    )
    await airlock.loadTransactions()
    await airlock.loadTransactions()
    expect(airlock.transactions.getState().transactions.map((t) => t.id)).toEqual(['a', 'b', 'c'])
  })

  it("a failed fetch shows 'Failed to fetch transactions' and an empty list", async () => {
    const { airlock } = await setup(() => ({ status: 500, body: { error: 'down' } }))
    await airlock.loadTransactions()
    expect(airlock.transactions.getState()).toMatchObject({ transactions: [], loading: false })
    expect(airlock.toast.getState()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'Failed to fetch transactions',
    })
  })
})

describe('identity (cached 5 minutes)', () => {
  it('fills the profile name on connect and caches it', async () => {
    const { airlock, server } = await setup(() => ({ status: 200, body: { data: [], next: null } }))
    // The identity lookup is a real HTTP round trip, so wait for it rather than a fixed number of ticks.
    await vi.waitFor(() => expect(airlock.account.get('eip155')?.profileName).toBe('alice.air'))
    await airlock.disconnect()
    await airlock.connect(testConnector)
    await flush()
    expect(server.requests.filter((r) => r.url.pathname.startsWith('/v1/identity/'))).toHaveLength(1)
    expect(airlock.account.get('eip155')?.profileName).toBe('alice.air')
  })
})
