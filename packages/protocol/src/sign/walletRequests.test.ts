import { afterEach, describe, expect, it, vi } from 'vitest'
import { connected, next, setup, stopClients } from './engine.fixtures.ts'
import { ProtocolError } from './errors.ts'
import { idKey } from './expirer.ts'

afterEach(stopClients)

const sign = (params: unknown[]) => ({ chainId: 'eip155:1', request: { method: 'personal_sign', params } })

describe("the wallet's request queue", () => {
  it('lists unanswered requests oldest first, each with its verify context', async () => {
    const s = await setup()
    const { topic } = await connected(s)
    const shown = next(s.wallet, 'session_request')
    void s.app.request({ topic, ...sign([1]) }).catch(() => {})
    const { id: first } = await shown
    void s.app.request({ topic, ...sign([2]) }).catch(() => {})
    await vi.waitFor(() => expect(s.wallet.pendingRequests).toHaveLength(2))
    const pending = s.wallet.pendingRequests
    expect(pending.map((request) => request.id)).toEqual([first, expect.any(Number)])
    expect((pending[1] as { id: number }).id).toBeGreaterThan(first)
    expect(pending[0]).toMatchObject({ topic, params: sign([1]), verifyContext: { verified: {} } })
    await s.wallet.respond({ topic, response: { id: first, jsonrpc: '2.0', result: 'one' } })
    expect(s.wallet.pendingRequests.map((request) => request.id)).not.toContain(first)
  })

  it('an unanswered request that expires is forgotten, refused a late answer, and the next one is shown', async () => {
    const s = await setup()
    const { topic } = await connected(s)
    const expired: number[] = []
    s.wallet.events.on('session_request_expire', ({ id }) => expired.push(id))
    const shown = next(s.wallet, 'session_request')
    void s.app.request({ topic, ...sign([1]) }).catch(() => {})
    const { id } = await shown
    void s.app.request({ topic, ...sign([2]) }).catch(() => {})
    await vi.waitFor(() => expect(s.wallet.pendingRequests).toHaveLength(2))

    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const nextShown = next(s.wallet, 'session_request')
    s.wallet.core.expirer.set(idKey(id), 0)
    s.wallet.core.expirer.check()
    expect(expired).toEqual([id])
    expect(s.wallet.pendingRequests.map((request) => request.id)).not.toContain(id)
    await expect(
      s.wallet.respond({ topic, response: { id, jsonrpc: '2.0', result: 'late' } }),
    ).rejects.toBeInstanceOf(ProtocolError)
    // The next request follows a second later, as after an answer.
    await vi.advanceTimersByTimeAsync(1_000)
    expect((await nextShown).id).toBeGreaterThan(id)
  })
})
