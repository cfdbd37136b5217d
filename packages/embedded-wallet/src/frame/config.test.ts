import { describe, expect, it } from 'vitest'
import { fetchFrameConfig, parseFrameConfig } from './config.ts'

describe('frame config', () => {
  it('reads apiUrl, allowedOrigins and version', () => {
    expect(
      parseFrameConfig({
        apiUrl: 'http://127.0.0.1:8787/',
        allowedOrigins: ['http://localhost:*'],
        version: '1',
      }),
    ).toEqual({ apiUrl: 'http://127.0.0.1:8787', allowedOrigins: ['http://localhost:*'], version: '1' })
  })

  it.each([
    ['no object', null],
    ['no apiUrl', { allowedOrigins: [] }],
    ['a javascript: apiUrl', { apiUrl: 'javascript:alert(1)', allowedOrigins: [] }],
    ['no list', { apiUrl: 'http://x' }],
    ['a list of numbers', { apiUrl: 'http://x', allowedOrigins: [1] }],
  ])('refuses %s', (_, value) => {
    expect(() => parseFrameConfig(value)).toThrow()
  })

  it('fetches config.json beside the page with the project id', async () => {
    const seen: string[] = []
    const fetchFn = (async (url: URL) => {
      seen.push(String(url))
      return Response.json({ apiUrl: 'http://api', allowedOrigins: [], version: '2' })
    }) as unknown as typeof fetch
    const config = await fetchFrameConfig('http://127.0.0.1:9000/?projectId=p&chainId=1', 'p', fetchFn)
    expect(seen).toEqual(['http://127.0.0.1:9000/config.json?projectId=p'])
    expect(config.version).toBe('2')
  })

  it('fails on an error status', async () => {
    const fetchFn = (async () => new Response('no', { status: 404 })) as unknown as typeof fetch
    await expect(fetchFrameConfig('http://127.0.0.1:9000/', 'p', fetchFn)).rejects.toThrow('404')
  })
})
