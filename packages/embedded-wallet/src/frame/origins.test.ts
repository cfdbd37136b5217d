import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './origins.ts'

describe('isOriginAllowed', () => {
  const list = [
    'http://localhost:*',
    'https://*.vercel.app',
    'https://app.example.com',
    'http://127.0.0.1:5173',
  ]

  it.each([
    'http://localhost:5173',
    'http://localhost',
    'https://my-app.vercel.app',
    'https://a.b.vercel.app',
    'https://app.example.com',
    'http://127.0.0.1:5173',
  ])('allows %s', (origin) => {
    expect(isOriginAllowed(origin, list)).toBe(true)
  })

  it.each([
    ['the bare domain of a wildcard', 'https://vercel.app'],
    ['a look-alike suffix', 'https://evilvercel.app'],
    ['another scheme', 'http://my-app.vercel.app'],
    ['https on an http pattern', 'https://localhost:5173'],
    ['another port', 'http://127.0.0.1:5174'],
    ['another host', 'https://example.com'],
    ['a sandboxed frame', 'null'],
    ['a url with a path', 'https://app.example.com/x'],
    ['a non-web scheme', 'file://'],
  ])('refuses %s', (_, origin) => {
    expect(isOriginAllowed(origin, list)).toBe(false)
  })

  it('matches nothing with an empty or invalid list', () => {
    expect(isOriginAllowed('http://localhost:3000', [])).toBe(false)
    expect(isOriginAllowed('http://localhost:3000', ['*', 'localhost', 'http://*'])).toBe(false)
  })
})
