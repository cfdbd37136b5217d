import { describe, expect, it } from 'vitest'
import { escapeXml, initialsOf, renderBadge } from './svg.ts'

describe('escapeXml', () => {
  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`<script>alert("x")</script> & 'co'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;co&apos;',
    )
    expect(escapeXml('a\u0000b\u001fc\ud800d\tok')).toBe('abcd\tok')
    expect(escapeXml('Ünïcødé 🦊')).toBe('Ünïcødé 🦊')
  })
})

describe('initialsOf', () => {
  it('takes the first letters of two words, or two letters of one', () => {
    expect(initialsOf('Trust Wallet')).toBe('TW')
    expect(initialsOf('MetaMask')).toBe('ME')
    expect(initialsOf('1inch Wallet')).toBe('1W')
    expect(initialsOf('Crypto.com | DeFi Wallet')).toBe('CC')
    expect(initialsOf('<script>')).toBe('SC')
    expect(initialsOf('🦊 !!')).toBe('?')
  })
})

describe('renderBadge', () => {
  it('is deterministic and differs by seed', () => {
    const a = renderBadge({ seed: 'a', label: 'AB', shape: 'rounded', title: 'A' })
    expect(renderBadge({ seed: 'a', label: 'AB', shape: 'rounded', title: 'A' })).toBe(a)
    expect(renderBadge({ seed: 'b', label: 'AB', shape: 'rounded', title: 'A' })).not.toBe(a)
    expect(a).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/)
    expect(a).not.toMatch(/<script|href=|on\w+=/i)
  })
})
