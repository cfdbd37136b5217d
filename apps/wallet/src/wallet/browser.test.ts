import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserPage } from './browser.ts'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the page the wallet runs in', () => {
  it('takes a ?uri= deep link once: it leaves the address bar, so a reload does not pair again', () => {
    const uri = 'wc:abc@2?relay-protocol=irn&symKey=00'
    const replaced: string[] = []
    vi.stubGlobal('location', { href: `http://127.0.0.1:5174/?uri=${encodeURIComponent(uri)}&x=1` })
    vi.stubGlobal('history', {
      replaceState: (_state: unknown, _title: string, url: URL) => replaced.push(String(url)),
    })
    expect(browserPage.takeDeepLink()).toBe(uri)
    expect(replaced).toEqual(['http://127.0.0.1:5174/?x=1'])
  })

  it('takes nothing from an address without a link', () => {
    vi.stubGlobal('location', { href: 'http://127.0.0.1:5174/' })
    expect(browserPage.takeDeepLink()).toBeUndefined()
  })
})
