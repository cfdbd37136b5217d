import { describe, expect, it } from 'vitest'
import { createCloudHttp } from '../cloud/http.ts'
import { imageUrl, isImageSource } from './actions.ts'
import { createImageStore } from './store.ts'

const http = createCloudHttp({ baseUrl: 'http://127.0.0.1:8787', projectId: 'p1', sdkVersion: 'test' })
const kit = (cloud = true) => ({ cloud: cloud ? { http } : undefined, images: createImageStore() })
const path = (url: string | undefined) => (url ? new URL(url).pathname : url)

describe('imageUrl', () => {
  it('asks the cloud’s image route of each kind for an item with an image id and no URL', () => {
    const ctx = kit()
    expect(path(imageUrl(ctx, 'wallet', { imageId: 'w1' }))).toBe('/getWalletImage/w1')
    expect(path(imageUrl(ctx, 'connector', { imageId: 'w1' }))).toBe('/getWalletImage/w1')
    expect(path(imageUrl(ctx, 'network', { imageId: 'ethereum' }))).toBe('/public/getAssetImage/ethereum')
    expect(path(imageUrl(ctx, 'chain', { imageId: 'solana' }))).toBe('/public/getAssetImage/solana')
    expect(path(imageUrl(ctx, 'token', { imageId: 'eip155:1/slip44:60' }))).toBe(
      '/public/getAssetImage/eip155%3A1%2Fslip44%3A60',
    )
    expect(path(imageUrl(ctx, 'currency', { imageId: 'USD' }))).toBe('/public/getCurrencyImage/USD')
    expect(new URL(imageUrl(ctx, 'wallet', { imageId: 'w1' }) ?? '').searchParams.get('projectId')).toBe('p1')
  })

  it('prefers the dapp’s image, then the item’s own URL', () => {
    const ctx = kit()
    expect(imageUrl(ctx, 'network', { url: 'https://n.example/eth.png', imageId: 'ethereum' })).toBe(
      'https://n.example/eth.png',
    )
    ctx.images.setImage('network', 'eip155:1', 'data:image/png;base64,AAAA')
    expect(imageUrl(ctx, 'network', { id: 'eip155:1', url: 'https://n.example/eth.png' })).toBe(
      'data:image/png;base64,AAAA',
    )
  })

  it('offers nothing without a cloud or an image, for an unsafe URL, or once a URL failed', () => {
    expect(imageUrl(kit(false), 'network', { imageId: 'ethereum' })).toBeUndefined()
    expect(imageUrl(kit(), 'token', {})).toBeUndefined()
    expect(imageUrl(kit(false), 'wallet', { url: 'javascript:alert(1)' })).toBeUndefined()
    const ctx = kit()
    const url = imageUrl(ctx, 'currency', { imageId: 'EUR' }) as string
    ctx.images.markFailed(url)
    expect(imageUrl(ctx, 'currency', { imageId: 'EUR' })).toBeUndefined()
  })

  it('accepts http(s) and image data URIs only', () => {
    expect(isImageSource('http://127.0.0.1/a.svg')).toBe(true)
    expect(isImageSource('data:text/html,hi')).toBe(false)
    expect(isImageSource(undefined)).toBe(false)
  })
})
