import { describe, expect, it, vi } from 'vitest'
import { HttpError } from './errors.ts'
import { fromChainNode, NODE_UNREADABLE } from './nodeRead.ts'

const requestWithLog = () => ({ log: { warn: vi.fn() } }) as unknown as Parameters<typeof fromChainNode>[0]

describe('fromChainNode', () => {
  it('answers what the work returns', async () => {
    await expect(fromChainNode(requestWithLog(), 'read', async () => 7)).resolves.toBe(7)
  })

  it('keeps an HttpError as it is', async () => {
    const refusal = new HttpError(400, 'asset: not a token')
    await expect(fromChainNode(requestWithLog(), 'read', async () => Promise.reject(refusal))).rejects.toBe(
      refusal,
    )
  })

  it('turns a node failure into a 502 and logs its details', async () => {
    const request = requestWithLog()
    const failure = new Error('Data size of 1 bytes is too small for given parameters')
    const error = await fromChainNode(request, 'quote failed', async () => Promise.reject(failure)).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ statusCode: 502, message: NODE_UNREADABLE })
    expect(request.log.warn).toHaveBeenCalledWith({ err: failure }, 'quote failed')
  })
})
