import { describe, expect, it } from 'vitest'
import { AttributeMessages, attributeIssue, safeAttributes } from './attributes.ts'

describe('text records', () => {
  it('keep plain text and http(s) links', () => {
    for (const [key, value] of [
      ['avatar', 'https://img.example/a.png'],
      ['url', 'HTTP://alice.example/?q=1#x'],
      ['header', 'https://img.example/h.jpg'],
      ['description', 'Builder.\nI <3 ETH & 2 > 1: see https://alice.example'],
      ['com.twitter', 'alice'],
      ['email', 'alice@example.com'],
      ['eth.ens.delegate', '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'],
      ['display', 'Ālice 👩‍💻 مرحبا'],
    ]) {
      expect(attributeIssue(key!, value!), `${key}=${value}`).toBeUndefined()
    }
  })

  it('hold avatar, url and header to absolute http(s) URLs', () => {
    for (const value of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'ipfs://Qm',
      '//img.example/a',
      'https://',
      'https://a .example',
    ]) {
      expect(attributeIssue('url', value), value).toBe(AttributeMessages.URL('url'))
    }
    expect(attributeIssue('Avatar', 'ftp://a.example/x')).toBe(AttributeMessages.URL('Avatar'))
  })

  it('refuse script links, markup, control characters and odd keys in any record', () => {
    expect(attributeIssue('com.github', ' JavaScript:alert(1)')).toBe(AttributeMessages.SCRIPT('com.github'))
    expect(attributeIssue('notice', 'vbscript:x')).toBe(AttributeMessages.SCRIPT('notice'))
    expect(attributeIssue('notice', 'blob:https://a.example/1')).toBe(AttributeMessages.SCRIPT('notice'))
    expect(attributeIssue('description', '<svg onload=alert(1)>')).toBe(
      AttributeMessages.MARKUP('description'),
    )
    expect(attributeIssue('description', 'a<!-- x -->')).toBe(AttributeMessages.MARKUP('description'))
    expect(attributeIssue('display', 'a\rb')).toBe(AttributeMessages.CONTROL('display'))
    expect(attributeIssue('display', 'a\u0085b')).toBe(AttributeMessages.CONTROL('display'))
    expect(attributeIssue('display', 'abc\u2066')).toBe(AttributeMessages.CONTROL('display'))
    for (const key of ['', 'a b', '.x', 'on<click>', 'k\n']) {
      expect(attributeIssue(key, 'x'), key).toBe(AttributeMessages.KEY)
    }
  })

  it('serve only the records that pass', () => {
    expect(
      safeAttributes({ avatar: 'javascript:alert(1)', display: 'Alice', description: '<script>x</script>' }),
    ).toEqual({ display: 'Alice' })
  })
})
