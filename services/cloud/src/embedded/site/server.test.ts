import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../../app.ts'
import { fetchJson, startTestCloud } from '../../test/cloud.ts'

let dir: string
let cloud: Cloud
let unbuilt: Cloud
let withDefaults: Cloud

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/frame-abc.js"></script></head></html>'

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-site-'))
  await mkdir(join(dir, 'frame', 'assets'), { recursive: true })
  await writeFile(join(dir, 'frame', 'index.html'), INDEX)
  await writeFile(join(dir, 'frame', 'assets', 'frame-abc.js'), 'export {}')
  await writeFile(join(dir, 'frame', 'social-callback.html'), '<!doctype html><p>Signed in.</p>')
  cloud = await startTestCloud({ indexer: false, embeddedWallet: { frameDir: join(dir, 'frame') } })
  unbuilt = await startTestCloud({ indexer: false, embeddedWallet: { frameDir: join(dir, 'missing') } })
  withDefaults = await startTestCloud({
    indexer: false,
    embeddedWallet: { frameDir: join(dir, 'frame'), frameDefaultAncestors: true },
  })
  for (const c of [cloud, unbuilt, withDefaults]) {
    await c.context.projects.create({
      id: 'site-test',
      allowedOrigins: ['https://dapp.example.com', 'https://*.preview.example.org'],
    })
  }
})
afterAll(async () => {
  await cloud?.close()
  await unbuilt?.close()
  await withDefaults?.close()
  await rm(dir, { recursive: true, force: true })
})

const directives = (csp: string | null) =>
  Object.fromEntries((csp ?? '').split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]))

describe('secure site', () => {
  it('listens on its own loopback origin, apart from the API', () => {
    expect(cloud.secureSiteUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(new URL(cloud.secureSiteUrl).port).not.toBe(new URL(cloud.url).port)
  })

  it('serves the frame page under a policy naming the project’s origins as the only ancestors', async () => {
    const response = await fetch(
      `${cloud.secureSiteUrl}/?projectId=site-test&chainId=eip155%3A31337&version=1`,
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(INDEX)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp['frame-ancestors']).toContain('https://dapp.example.com')
    expect(csp['frame-ancestors']).toContain('https://*.preview.example.org')
    expect(csp['frame-ancestors']).not.toContain('https://evil.example.com')
    // The development hosts are left out unless the operator turns them on.
    expect(csp['frame-ancestors']).toEqual(['https://dapp.example.com', 'https://*.preview.example.org'])
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['connect-src']).toEqual(["'self'", cloud.url])
    expect(csp['default-src']).toEqual(["'none'"])
  })

  it('refuses the frame page without a known project, and keeps it unembeddable', async () => {
    for (const query of ['', '?projectId=nope', '?projectId=../x']) {
      const response = await fetch(`${cloud.secureSiteUrl}/${query}`)
      expect(response.status).toBe(400)
      expect(await response.text()).toContain('needs a valid projectId')
      expect(directives(response.headers.get('content-security-policy'))['frame-ancestors']).toEqual([
        "'none'",
      ])
    }
  })

  it('serves the social login popup page without a project, unembeddable, its own script only', async () => {
    const response = await fetch(
      `${cloud.secureSiteUrl}/social-callback.html?result=abc&origin=https://a.example`,
    )
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Signed in.')
    const csp = directives(response.headers.get('content-security-policy'))
    expect(csp['script-src']).toEqual(["'self'"])
    expect(csp['frame-ancestors']).toEqual(["'none'"])
  })

  it('serves the assets, cached for good, and nothing outside the folder', async () => {
    const asset = await fetch(`${cloud.secureSiteUrl}/assets/frame-abc.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect((await fetch(`${cloud.secureSiteUrl}/assets/missing.js`)).status).toBe(404)
    expect((await fetch(`${cloud.secureSiteUrl}/%2e%2e/%2e%2e/package.json`)).status).toBe(404)
  })

  it('answers config.json: the API URL, the allowed parent origins and the version', async () => {
    const config = await fetchJson<{ apiUrl: string; allowedOrigins: string[]; version: string }>(
      `${cloud.secureSiteUrl}/config.json?projectId=site-test`,
    )
    expect(config.status).toBe(200)
    expect(config.body.apiUrl).toBe(cloud.url)
    // The frame answers the project's own origins and nothing else.
    expect(config.body.allowedOrigins).toEqual(['https://dapp.example.com', 'https://*.preview.example.org'])
    expect(config.body.version).toMatch(/^\d+\.\d+\.\d+/)
    expect(await fetchJson(`${cloud.secureSiteUrl}/config.json?projectId=nope`)).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized: invalid key' },
    })
  })

  it('lets the development hosts embed the frame page when turned on, and still answers only the project', async () => {
    const response = await fetch(`${withDefaults.secureSiteUrl}/?projectId=site-test`)
    const ancestors = directives(response.headers.get('content-security-policy'))['frame-ancestors']
    expect(ancestors).toEqual(expect.arrayContaining(['http://localhost:*', 'https://*.vercel.app']))
    expect(ancestors).toContain('https://dapp.example.com')
    const config = await fetchJson<{ allowedOrigins: string[] }>(
      `${withDefaults.secureSiteUrl}/config.json?projectId=site-test`,
    )
    expect(config.body.allowedOrigins).toEqual(['https://dapp.example.com', 'https://*.preview.example.org'])
  })

  it('names the build command while the frame is not built', async () => {
    const response = await fetch(`${unbuilt.secureSiteUrl}/?projectId=site-test`)
    expect(response.status).toBe(503)
    expect(await response.text()).toContain('npm run build -w @airlock/embedded-wallet')
    // The frame's configuration does not depend on the build.
    expect((await fetch(`${unbuilt.secureSiteUrl}/config.json?projectId=site-test`)).status).toBe(200)
  })
})
