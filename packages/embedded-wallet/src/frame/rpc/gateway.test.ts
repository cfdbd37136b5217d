import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AuthDouble, startAuthDouble } from '../../test/authDouble.ts'
import { createGateway, gatewayUrl, RpcError } from './gateway.ts'

let double: AuthDouble
const seen: string[] = []
beforeAll(async () => {
  double = await startAuthDouble({
    rpc: (method, params) => {
      seen.push(method)
      if (method === 'eth_blockNumber') return '0x10'
      throw new Error(`no ${method} ${JSON.stringify(params)}`)
    },
  })
})
afterAll(() => double.close())

describe('the RPC gateway client', () => {
  it('names the chain as a CAIP-2 id and the project', () => {
    expect(gatewayUrl('http://127.0.0.1:8787', 'p', 31337)).toBe(
      'http://127.0.0.1:8787/v1/?chainId=eip155%3A31337&projectId=p',
    )
  })

  it('returns the result, and throws the JSON-RPC error with its code', async () => {
    const gateway = createGateway(double.url, 'test-project')
    expect(await gateway.request(31337, 'eth_blockNumber', [])).toBe('0x10')
    const failure = gateway.request(31337, 'eth_getCode', ['0x0'])
    await expect(failure).rejects.toBeInstanceOf(RpcError)
    await expect(failure).rejects.toMatchObject({ code: -32603 })
  })

  it('opens one HTTP provider per chain URL, each probed once with method test', async () => {
    seen.length = 0
    const gateway = createGateway(double.url, 'test-project')
    await Promise.all([
      gateway.request(31337, 'eth_blockNumber', []),
      gateway.request(31337, 'eth_blockNumber', []),
      gateway.request(1, 'eth_blockNumber', undefined),
    ])
    await gateway.request(31337, 'eth_blockNumber', [])
    expect(seen.filter((method) => method === 'test')).toHaveLength(2)
    expect(seen.filter((method) => method === 'eth_blockNumber')).toHaveLength(4)
  })

  it('refuses an API URL that is not http(s)', async () => {
    const gateway = createGateway('ftp://127.0.0.1:8787', 'test-project')
    await expect(gateway.request(1, 'eth_blockNumber', [])).rejects.toThrow(
      'Provided URL is not compatible with HTTP connection: ftp://127.0.0.1:8787/v1/?chainId=eip155%3A1',
    )
  })

  it('fails on an error status without a JSON-RPC body', async () => {
    const gateway = createGateway(
      double.url,
      'test-project',
      (async () => new Response('busy', { status: 503 })) as unknown as typeof fetch,
    )
    await expect(gateway.request(1, 'eth_blockNumber', [])).rejects.toThrow('503')
  })
})
