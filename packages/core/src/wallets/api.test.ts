import { afterEach, describe, expect, it, vi } from 'vitest'
import { createCloudHttp } from '../cloud/http.ts'
import { json, startTestServer } from '../test/httpServer.ts'
import { createWalletApi, WALLETS_PAGE_SIZE } from './api.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function api(handler: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(handler)
  close = server.close
  const onError = vi.fn()
  return {
    server,
    onError,
    walletApi: createWalletApi(createCloudHttp({ baseUrl: server.url, projectId: 'p' }), onError),
  }
}

describe('wallet api client', () => {
  it('asks 40 per page by default, trims search, joins lists', async () => {
    const { server, walletApi } = await api((_req, res) => json(res, 200, { data: [], count: 0 }))
    expect(WALLETS_PAGE_SIZE).toBe(40)
    await walletApi.getWallets({ search: '  meta  ', include: ['a', 'b'], exclude: [], chains: ['eip155:1'] })
    const query = Object.fromEntries(server.requests[0]!.url.searchParams)
    expect(server.requests[0]!.url.pathname).toBe('/getWallets')
    expect(query).toMatchObject({
      page: '1',
      entries: '40',
      search: 'meta',
      include: 'a,b',
      chains: 'eip155:1',
    })
    expect(query.exclude).toBeUndefined()
  })

  it('config and origins fall back to empty lists, analytics config to disabled', async () => {
    const { walletApi, onError } = await api((_req, res) => json(res, 500, { error: 'boom' }))
    expect(await walletApi.features()).toEqual([])
    expect(await walletApi.allowedOrigins()).toEqual([])
    expect(await walletApi.analyticsEnabled()).toBe(false)
    expect(onError).toHaveBeenCalledTimes(3)
  })

  it('reads config, origins and analytics config', async () => {
    const { walletApi } = await api((req, res) => {
      if (req.url.pathname === '/appkit/v1/config')
        json(res, 200, { features: [{ id: 'swaps', isEnabled: false }] })
      else if (req.url.pathname === '/projects/v1/origins')
        json(res, 200, { allowedOrigins: ['https://a.example'] })
      else json(res, 200, { isAnalyticsEnabled: true })
    })
    expect(await walletApi.features()).toEqual([{ id: 'swaps', isEnabled: false }])
    expect(await walletApi.allowedOrigins()).toEqual(['https://a.example'])
    expect(await walletApi.analyticsEnabled()).toBe(true)
  })

  it('builds image URLs with st, sv and projectId', async () => {
    const { walletApi, server } = await api(() => {})
    const url = new URL(walletApi.walletImageUrl('abc/def'))
    expect(url.origin).toBe(server.url)
    expect(url.pathname).toBe('/getWalletImage/abc%2Fdef')
    expect(url.searchParams.get('projectId')).toBe('p')
  })
})
