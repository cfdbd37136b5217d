import { describe, expect, it } from 'vitest'
import { bundlerUrl, fetchFrameConfig, parseFrameConfig, paymasterUrl } from './config.ts'

describe('frame config', () => {
  it('reads apiUrl, allowedOrigins and version', () => {
    expect(
      parseFrameConfig({
        apiUrl: 'http://127.0.0.1:8787/',
        allowedOrigins: ['http://localhost:*'],
        version: '1',
      }),
    ).toEqual({
      apiUrl: 'http://127.0.0.1:8787',
      allowedOrigins: ['http://localhost:*'],
      version: '1',
      smartAccounts: [],
    })
  })

  const chain = {
    chainId: 31337,
    entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
    factory: '0x1111111111111111111111111111111111111111',
    sessionValidator: '0x2222222222222222222222222222222222222222',
  }

  it('reads the smart-account chains, unsponsored unless said', () => {
    const config = parseFrameConfig({
      apiUrl: 'http://api',
      allowedOrigins: [],
      smartAccounts: [chain, { ...chain, chainId: 1, sponsored: true }],
    })
    expect(config.smartAccounts).toEqual([
      { ...chain, sponsored: false },
      { ...chain, chainId: 1, sponsored: true },
    ])
  })

  it.each([
    ['not a list', { chainId: 1 }, 'smartAccounts is not a list'],
    ['an entry without chain', [{ ...chain, chainId: '31337' }], 'smartAccounts[0] has no chainId'],
    ['a bad factory', [{ ...chain, factory: '0x12' }], 'smartAccounts[0] has no factory address'],
    ['no validator', [{ ...chain, sessionValidator: undefined }], 'has no sessionValidator address'],
    ['no entry point', [{ ...chain, entryPoint: null }], 'has no entryPoint address'],
    ['a string sponsored', [{ ...chain, sponsored: 'yes' }], 'sponsored is not a boolean'],
    ['a chain twice', [chain, chain], 'smartAccounts[1] repeats chain 31337'],
  ])('refuses smartAccounts with %s', (_, smartAccounts, message) => {
    expect(() => parseFrameConfig({ apiUrl: 'http://api', allowedOrigins: [], smartAccounts })).toThrow(
      message,
    )
  })

  it('names the bundler and paymaster routes of a chain', () => {
    expect(bundlerUrl('http://api', 'p 1', 31337)).toBe(
      'http://api/v1/bundler?projectId=p+1&chainId=eip155%3A31337&bundler=airlock',
    )
    expect(paymasterUrl('http://api', 'p', 1)).toBe('http://api/v1/paymaster?projectId=p&chainId=eip155%3A1')
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
