import { describe, expect, it } from 'vitest'
import { devLoginPage } from './devLoginPage.ts'

describe('the local identity provider login page', () => {
  it('has labelled Username and Password fields and a Sign in button, and escapes what it shows', () => {
    const html = devLoginPage({ action: '/interaction/u1/login', client: '<b>x</b>', error: 'Wrong "one"' })
    expect(html).toContain('<label for="username">Username</label>')
    expect(html).toContain('<label for="password">Password</label>')
    expect(html).toContain('<button type="submit">Sign in</button>')
    expect(html).toContain('action="/interaction/u1/login"')
    expect(html).not.toContain('<b>x</b>')
    expect(html).toContain('Wrong &#34;one&#34;')
    expect(html).not.toContain('<script')
  })
})
