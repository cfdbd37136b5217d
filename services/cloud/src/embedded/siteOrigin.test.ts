import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'

const SITE = 'https://secure.example.net'
let cloud: Cloud

beforeAll(async () => {
  // A public secure site origin that no project lists, as behind a reverse proxy in production.
  cloud = await startTestCloud({ indexer: false, embeddedWallet: { siteUrl: SITE } })
  await cloud.context.projects.create({ id: 'site-origin', allowedOrigins: ['https://dapp.example.com'] })
})
afterAll(() => cloud?.close())

describe('the secure site’s origin on project-scoped calls', () => {
  it('is accepted for every project, as the frame calls the RPC gateway from it', async () => {
    expect(cloud.secureSiteUrl).toBe(SITE)
    const call = await fetchJson(`${cloud.url}/projects/v1/origins?projectId=site-origin`, {
      headers: { origin: SITE },
    })
    expect(call.status).toBe(200)
    expect(call.headers.get('access-control-allow-origin')).toBe(SITE)
    const preflight = await fetch(`${cloud.url}/v1/?chainId=eip155:31337&projectId=site-origin`, {
      method: 'OPTIONS',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE)
  })

  it('adds no other origin', async () => {
    const call = await fetchJson(`${cloud.url}/projects/v1/origins?projectId=site-origin`, {
      headers: { origin: 'https://other.example.net' },
    })
    expect(call).toMatchObject({ status: 403, body: { error: 'Unauthorized: origin not allowed' } })
  })
})
