import { describe, expect, it } from 'vitest'
import { createImageStore } from './store.ts'

describe('the image store', () => {
  it('keeps the dapp’s images by kind and id', () => {
    const images = createImageStore()
    images.setImage('connector', 'io.metamask', 'https://dapp.example/metamask.png')
    images.setImage('network', 'eip155:1', 'https://dapp.example/eth.png')
    expect(images.getState().overrides).toEqual({
      'connector:io.metamask': 'https://dapp.example/metamask.png',
      'network:eip155:1': 'https://dapp.example/eth.png',
    })
  })

  it('records a broken URL once', () => {
    const images = createImageStore()
    let changes = 0
    images.subscribe(() => changes++)
    images.markFailed('https://x.example/a.png')
    images.markFailed('https://x.example/a.png')
    expect(images.getState().failed).toEqual({ 'https://x.example/a.png': true })
    expect(changes).toBe(1)
  })
})
