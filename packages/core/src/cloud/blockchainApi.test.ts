import { describe, expect, it } from 'vitest'
import { createBlockchainApi } from './blockchainApi.ts'
import { createCloudHttp } from './http.ts'

describe('blockchain API: rpcUrl', () => {
  it('is the gateway {cloud}/v1/?chainId={caip2}&projectId={id}, the project id added', () => {
    const api = createBlockchainApi(createCloudHttp({ baseUrl: 'http://cloud.test:8787', projectId: 'p1' }))
    const url = new URL(api.rpcUrl('eip155:31337'))
    expect(url.origin + url.pathname).toBe('http://cloud.test:8787/v1/')
    expect(url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(url.searchParams.get('projectId')).toBe('p1')
  })
})
