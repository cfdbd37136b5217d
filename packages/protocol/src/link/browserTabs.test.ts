import { afterEach, describe, expect, it } from 'vitest'
import { browserLinkMode, handOverLink, landedLink, listenForLinks, withoutLink } from './browserTabs.ts'

const LINK = 'https://wallet.example/?wc_ev=AAEC&topic=abc'

describe('link mode between browser tabs', () => {
  const stops: (() => void)[] = []
  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
  })

  it('reads a landed link and strips it from the address', () => {
    expect(landedLink(LINK)).toBe(LINK)
    expect(landedLink('https://wallet.example/?topic=abc')).toBeUndefined()
    expect(landedLink('not a url')).toBeUndefined()
    expect(withoutLink('https://dapp.example/?linkMode&wc_ev=AAEC&topic=abc')).toBe(
      'https://dapp.example/?linkMode=',
    )
  })

  it('hands a landed link to exactly one open tab', async () => {
    const got: string[][] = [[], []]
    stops.push(listenForLinks((url) => got[0]?.push(url), 'open-1'))
    stops.push(listenForLinks((url) => got[1]?.push(url), 'open-2'))
    await expect(handOverLink(LINK, { tab: 'landing' })).resolves.toBe(true)
    await expect.poll(() => got.flat()).toEqual([LINK])
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(got.flat()).toEqual([LINK])
  })

  it('keeps the link when no tab of the app is open, and never takes its own offer', async () => {
    const own: string[] = []
    stops.push(listenForLinks((url) => own.push(url), 'landing'))
    await expect(handOverLink(LINK, { tab: 'landing', waitMs: 100 })).resolves.toBe(false)
    expect(own).toEqual([])
  })

  it('says so when the browser blocks the new tab', () => {
    expect(() => browserLinkMode(() => null).openUrl(LINK)).toThrow(/blocked/)
  })
})
