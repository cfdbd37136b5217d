import { describe, expect, it } from 'vitest'
import { formatNativeUrl, formatUniversalUrl, isSafeWalletLink } from './links.ts'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00'
const ENCODED = encodeURIComponent(URI)

describe('wallet deep links', () => {
  it('formats app schemes, adding :// and a trailing slash when missing', () => {
    expect(formatNativeUrl('metamask://', URI)).toBe(`metamask://wc?uri=${ENCODED}`)
    expect(formatNativeUrl('rainbow:', URI)).toBe(`rainbow://wc?uri=${ENCODED}`)
    expect(formatNativeUrl('trust', URI)).toBe(`trust://wc?uri=${ENCODED}`)
    expect(formatNativeUrl('zerion://app', URI)).toBe(`zerion://app/wc?uri=${ENCODED}`)
  })

  it('formats universal links, adding a trailing slash when missing', () => {
    expect(formatUniversalUrl('https://wallet.example', URI)).toBe(`https://wallet.example/wc?uri=${ENCODED}`)
    expect(formatUniversalUrl('https://wallet.example/app/', URI)).toBe(
      `https://wallet.example/app/wc?uri=${ENCODED}`,
    )
    expect(formatNativeUrl('https://wallet.example', URI)).toBe(`https://wallet.example/wc?uri=${ENCODED}`)
    expect(formatUniversalUrl('wallet://', URI)).toBe(`wallet://wc?uri=${ENCODED}`)
  })

  it('never produces a script-capable link from registry data', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript://x',
      'data:text/html,x',
      'vbscript:x',
      'file:///etc',
    ]) {
      expect(isSafeWalletLink(bad)).toBe(false)
      expect(formatNativeUrl(bad, URI)).toBeUndefined()
      expect(formatUniversalUrl(bad, URI)).toBeUndefined()
    }
    expect(isSafeWalletLink('')).toBe(false)
    expect(isSafeWalletLink(null)).toBe(false)
    expect(isSafeWalletLink('metamask://')).toBe(true)
  })
})
