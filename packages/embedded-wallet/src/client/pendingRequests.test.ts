import { afterEach, describe, expect, it, vi } from 'vitest'
import { FrameClosedError, FrameRequestTimeoutError, FrameResponseError } from './errors.ts'
import { createPendingRequests } from './pendingRequests.ts'

const id = '0'.repeat(32)
const other = '1'.repeat(32)

describe('createPendingRequests', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('settles a request with its own answer only, once', async () => {
    const pending = createPendingRequests()
    const answer = pending.wait(id, 'GET_CHAIN_ID', 0, () => new Error('timeout'))
    expect(pending.settle(other, 'GET_CHAIN_ID', { ok: true, payload: { chainId: 2 } })).toBe(false)
    expect(pending.settle(id, 'GET_USER', { ok: true, payload: {} })).toBe(false)
    expect(pending.settle(id, 'GET_CHAIN_ID', { ok: true, payload: { chainId: 1 } })).toBe(true)
    expect(pending.settle(id, 'GET_CHAIN_ID', { ok: true, payload: { chainId: 3 } })).toBe(false)
    await expect(answer).resolves.toEqual({ chainId: 1 })
  })

  it('rejects with the frame error', async () => {
    const pending = createPendingRequests()
    const answer = pending.wait(id, 'CONNECT_OTP', 0, () => new Error('timeout'))
    pending.settle(id, 'CONNECT_OTP', { ok: false, payload: { message: 'Invalid code' } })
    await expect(answer).rejects.toBeInstanceOf(FrameResponseError)
    await expect(answer).rejects.toMatchObject({ shortMessage: 'Invalid code' })
  })

  it('times out with what onTimeout returns', async () => {
    vi.useFakeTimers()
    const pending = createPendingRequests()
    const timedOut = pending.wait(
      id,
      'CONNECT_EMAIL',
      30_000,
      () => new FrameRequestTimeoutError('CONNECT_EMAIL', 30_000),
    )
    const signedOut = pending.wait(other, 'SIGN_OUT', 3_000, () => ({ value: {} }))
    const check = expect(timedOut).rejects.toBeInstanceOf(FrameRequestTimeoutError)
    await vi.advanceTimersByTimeAsync(3_000)
    await expect(signedOut).resolves.toEqual({})
    await vi.advanceTimersByTimeAsync(27_000)
    await check
    expect(pending.size).toBe(0)
  })

  it('rejects everything on close', async () => {
    const pending = createPendingRequests()
    const answer = pending.wait(id, 'RPC_REQUEST', 0, () => new Error('timeout'))
    pending.closeAll()
    await expect(answer).rejects.toBeInstanceOf(FrameClosedError)
  })

  it('rejects, without the frame, the requests picked by event, method or page, and ignores their late answers', async () => {
    const pending = createPendingRequests()
    const sign = pending.wait(id, 'RPC_REQUEST', 0, () => new Error('timeout'), { method: 'personal_sign' })
    const read = pending.wait(other, 'RPC_REQUEST', 0, () => new Error('timeout'), {
      method: 'eth_call',
      generation: 1,
    })
    const count = pending.rejectWhere(
      (r) => r.method === 'personal_sign',
      (r) => new Error(`refused ${r.method}`),
    )
    expect(count).toBe(1)
    await expect(sign).rejects.toThrow('refused personal_sign')
    expect(pending.settle(id, 'RPC_REQUEST', { ok: true, payload: '0xsig' })).toBe(false)
    expect(pending.size).toBe(1)
    expect(
      pending.rejectWhere(
        (r) => (r.generation ?? 0) < 1,
        () => new Error('old page'),
      ),
    ).toBe(0)
    pending.settle(other, 'RPC_REQUEST', { ok: true, payload: '0x1' })
    await expect(read).resolves.toBe('0x1')
  })
})
