import { describe, expect, it } from 'vitest'
import {
  DEFAULT_FRAME_ANCESTORS,
  isOriginAllowed,
  normalizeOriginPattern,
  parseOriginPattern,
} from './origins.ts'

describe('origin patterns', () => {
  it.each([
    [
      'https://app.example.com',
      { scheme: 'https:', host: 'app.example.com', anySubdomain: false, port: undefined },
    ],
    ['https://*.example.com', { scheme: 'https:', host: 'example.com', anySubdomain: true, port: undefined }],
    ['http://localhost:*', { scheme: 'http:', host: 'localhost', anySubdomain: false, port: '*' }],
    ['http://127.0.0.1:3000', { scheme: 'http:', host: '127.0.0.1', anySubdomain: false, port: 3000 }],
    [
      '  HTTPS://App.Example.COM  ',
      { scheme: 'https:', host: 'app.example.com', anySubdomain: false, port: undefined },
    ],
  ])('parses %s', (pattern, expected) => {
    expect(parseOriginPattern(pattern)).toEqual(expected)
  })

  it.each([
    'example.com',
    'ftp://example.com',
    'https://example.com/',
    'https://example.com/path',
    'https://a.*.example.com',
    'https://*example.com',
    'https://*',
    '*',
    'https://exa_mple.com',
    'https://-bad.com',
    'https://example.com:0',
    'https://example.com:70000',
    'https://user@example.com',
    '',
  ])('refuses %j with a reason', (pattern) => {
    expect(typeof parseOriginPattern(pattern)).toBe('string')
  })

  it('normalises case and whitespace, and refuses invalid patterns', () => {
    expect(normalizeOriginPattern(' HTTPS://*.Example.com:8443 ')).toBe('https://*.example.com:8443')
    expect(() => normalizeOriginPattern('nope')).toThrow(/is not an origin pattern/)
  })
})

describe('isOriginAllowed', () => {
  const patterns = [
    'https://app.example.com',
    'https://*.example.org',
    'http://dev.test:8080',
    'https://api.test:*',
  ]

  it.each([
    // exact host, default port only
    ['https://app.example.com', true],
    ['https://app.example.com:443', true],
    ['https://app.example.com:8443', false],
    ['http://app.example.com', false],
    ['https://other.example.com', false],
    ['https://evil-app.example.com', false],
    ['https://app.example.com.evil.com', false],
    // subdomain wildcard: one label or more, never the bare domain
    ['https://a.example.org', true],
    ['https://a.b.example.org', true],
    ['https://example.org', false],
    ['https://aexample.org', false],
    ['http://a.example.org', false],
    // explicit port
    ['http://dev.test:8080', true],
    ['http://dev.test', false],
    ['http://dev.test:8081', false],
    // any port, default included
    ['https://api.test', true],
    ['https://api.test:1234', true],
    ['http://api.test:1234', false],
    // hosts compare case-insensitively
    ['https://APP.example.com', true],
  ])('%s -> %s', (origin, allowed) => {
    expect(isOriginAllowed(origin, patterns)).toBe(allowed)
  })

  it.each([
    'http://localhost',
    'http://localhost:3000',
    'https://localhost:5173',
    'http://127.0.0.1:8787',
    'https://my-app.pages.dev',
    'https://abc123.my-app.pages.dev',
    'https://my-app-git-main.vercel.app',
    'https://a1b2.ngrok-free.app',
    'https://secure-mobile.walletconnect.com',
    'https://secure-mobile.walletconnect.org',
  ])('never allows the development frame ancestor %s unless the project lists it', (origin) => {
    // Anyone can put a page on *.vercel.app or a port of localhost: trusting these for every project handed
    // sign-ins and API answers to phishing pages.
    expect(isOriginAllowed(origin, [])).toBe(false)
    expect(isOriginAllowed(origin, ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed(origin, DEFAULT_FRAME_ANCESTORS)).toBe(true)
  })

  it.each([
    'http://my-app.pages.dev',
    'https://pages.dev',
    'https://vercel.app',
    'https://evil.com',
    'https://localhost.evil.com',
    'http://secure-mobile.walletconnect.com',
    'https://other.walletconnect.com',
  ])('refuses %s with no project patterns', (origin) => {
    expect(isOriginAllowed(origin, [])).toBe(false)
  })

  it.each([
    'null',
    '',
    'not a url',
    'file:///etc/passwd',
    'chrome-extension://abcdef',
    'https://app.example.com/',
    'https://app.example.com/path',
    'https://user@app.example.com',
    'https://app.example.com?x=1',
  ])('refuses the malformed origin %j', (origin) => {
    expect(isOriginAllowed(origin, ['https://app.example.com'])).toBe(false)
  })

  it('ignores a broken stored pattern instead of failing', () => {
    expect(isOriginAllowed('https://app.example.com', ['garbage', 'https://app.example.com'])).toBe(true)
  })

  it('lists localhost, pages.dev, vercel.app, ngrok-free.app and two secure-mobile hosts as frame ancestors', () => {
    expect(DEFAULT_FRAME_ANCESTORS).toEqual(
      expect.arrayContaining([
        'http://localhost:*',
        'https://*.pages.dev',
        'https://*.vercel.app',
        'https://*.ngrok-free.app',
        'https://secure-mobile.walletconnect.com',
        'https://secure-mobile.walletconnect.org',
      ]),
    )
  })
})
