import { afterEach, describe, expect, it, vi } from 'vitest'
import { json, startTestServer } from '../test/httpServer.ts'
import { SDK_TYPE, SDK_VERSION } from '../version.ts'
import { CloudError, createCloudHttp, RequestAbortedError } from './http.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('cloud http', () => {
  it('adds st, sv and projectId to every call', async () => {
    const server = await startTestServer((_req, res) => json(res, 200, { ok: true }))
    close = server.close
    const http = createCloudHttp({ baseUrl: server.url, projectId: 'p1' })
    expect(await http.get('/v1/supported-chains', { chainId: 'eip155:1', include: ['a', 'b'] })).toEqual({
      ok: true,
    })
    await http.post('/e', { event: 'x' })
    const [get, post] = server.requests
    expect(get?.url.pathname).toBe('/v1/supported-chains')
    expect(Object.fromEntries(get!.url.searchParams)).toEqual({
      chainId: 'eip155:1',
      include: 'a,b',
      projectId: 'p1',
      st: SDK_TYPE,
      sv: SDK_VERSION,
    })
    expect(post?.method).toBe('POST')
    expect(post?.url.searchParams.get('projectId')).toBe('p1')
    expect(JSON.parse(post!.body)).toEqual({ event: 'x' })
  })

  it("raises the service's message with the status", async () => {
    const server = await startTestServer((_req, res) =>
      json(res, 403, { error: 'Unauthorized: origin not allowed' }),
    )
    close = server.close
    const http = createCloudHttp({ baseUrl: `${server.url}/`, projectId: 'p1' })
    const error = await http.get('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(CloudError)
    expect(error).toMatchObject({ status: 403, code: 403, shortMessage: 'Unauthorized: origin not allowed' })
  })

  it('reports an unreachable cloud as a network error', async () => {
    const http = createCloudHttp({ baseUrl: 'http://127.0.0.1:1', projectId: 'p1' })
    await expect(http.get('/x')).rejects.toMatchObject({
      status: 0,
      shortMessage: expect.stringMatching(/could not be reached/),
    })
  })

  it('times out', async () => {
    const held: import('node:http').ServerResponse[] = []
    const server = await startTestServer((_req, res) => void held.push(res))
    close = async () => {
      for (const res of held) res.destroy()
      await server.close()
    }
    const http = createCloudHttp({ baseUrl: server.url, projectId: 'p1', timeoutMs: 50 })
    await expect(http.get('/slow')).rejects.toBeInstanceOf(CloudError)
  })

  it("says 'Request was aborted' when the caller's own signal fires, with the fetch's error as cause", async () => {
    const held: import('node:http').ServerResponse[] = []
    const server = await startTestServer((_req, res) => void held.push(res))
    close = async () => {
      for (const res of held) res.destroy()
      await server.close()
    }
    const http = createCloudHttp({ baseUrl: server.url, projectId: 'p1' })
    const controller = new AbortController()
    const pending = http.get('/slow', {}, controller.signal).catch((e: unknown) => e)
    await vi.waitFor(() => expect(server.requests).toHaveLength(1))
    controller.abort()
    const error = await pending
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect(error).toBeInstanceOf(CloudError)
    expect(error).toMatchObject({
      name: 'RequestAbortedError',
      shortMessage: 'Request was aborted',
      status: 0,
    })
    expect((error as Error).cause).toBeDefined()
  })
})
