import { describe, expect, it } from 'vitest'
import { frameAncestors, frameCsp } from './csp.ts'

describe('secure site policy', () => {
  it('lists the project’s origins, and the development hosts before them only when asked, once each', () => {
    const project = ['https://app.example.com', 'https://*.example.org', 'http://localhost:*']
    expect(frameAncestors(project, false)).toEqual(project)
    const ancestors = frameAncestors(project, true)
    expect(ancestors.slice(-2)).toEqual(['https://app.example.com', 'https://*.example.org'])
    expect(ancestors).toContain('http://127.0.0.1:*')
    expect(ancestors).toContain('https://*.vercel.app')
    expect(ancestors.filter((origin) => origin === 'http://localhost:*')).toHaveLength(1)
  })

  it('allows no inline code, calls to itself and the API only, and embedding by the listed origins', () => {
    const csp = frameCsp({ apiOrigin: 'http://127.0.0.1:8787', ancestors: ['https://app.example.com'] })
    const directives = Object.fromEntries(
      csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    )
    expect(directives['script-src']).toBe("'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
    expect(directives['connect-src']).toBe("'self' http://127.0.0.1:8787")
    expect(directives['frame-ancestors']).toBe('https://app.example.com')
    expect(directives['default-src']).toBe("'none'")
    expect(frameCsp({ apiOrigin: 'http://x', ancestors: [] })).toContain("frame-ancestors 'none'")
  })
})
