import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { connectRelay, relayUrlOf } from '../test/relayClient.ts'
import { ORIGIN_NOT_ALLOWED } from './authorize.ts'

/**
 * Attacks from pages a project never listed, on hosts anyone can put a page on (a preview host, another
 * port of localhost). Such origins once passed every project's checks because a built-in list of development
 * hosts was merged into each project's allow-list: a phishing page on phish.vercel.app collected an ordinary
 * sign-in signature for its own domain (the wallet shows no warning, the domain matches the page) and was
 * handed a session token; it also read the API's answers and joined the relay as the project. Now only the
 * origins a project lists itself pass.
 */

const PROJECT = 'foreign-origins'
const DAPP = 'https://dapp.example.com'
const FOREIGN = ['https://phish.vercel.app', 'https://x.my-app.pages.dev', 'http://localhost:9999']

let cloud: Cloud
let frameDir: string
// A node that never answers: an EOA's sign-in is verified without it.
let node: Server

beforeAll(async () => {
  frameDir = await mkdtemp(join(tmpdir(), 'airlock-foreign-'))
  await mkdir(join(frameDir, 'assets'))
  await writeFile(join(frameDir, 'index.html'), '<!doctype html><title>frame</title>')
  node = createServer(() => {})
  await new Promise<void>((resolve) => node.listen(0, '127.0.0.1', resolve))
  cloud = await startTestCloud({
    indexer: false,
    chains: [
      { caipNetworkId: 'eip155:31337', rpcUrl: `http://127.0.0.1:${(node.address() as AddressInfo).port}` },
    ],
    embeddedWallet: { frameDir, frameDefaultAncestors: false },
  })
  await cloud.context.projects.create({ id: PROJECT, allowedOrigins: [DAPP] })
})
afterAll(async () => {
  await cloud?.close()
  node?.closeAllConnections()
  await new Promise((resolve) => node?.close(resolve))
  await rm(frameDir, { recursive: true, force: true })
})

const post = <T>(path: string, origin: string, body?: unknown) =>
  fetchJson<T>(`${cloud.url}${path}?projectId=${PROJECT}`, {
    method: 'POST',
    headers: { origin, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })

describe('a page on a host the project does not list', () => {
  it.each(FOREIGN)('%s gets no sign-in session for its own domain', async (origin) => {
    const page = new URL(origin)
    const victim = privateKeyToAccount(generatePrivateKey())
    // The nonce is asked by the page too; it is refused, so take one from the real dapp.
    expect((await post('/v1/siwx/nonce', origin)).status).toBe(403)
    const nonce = (await post<{ nonce: string }>('/v1/siwx/nonce', DAPP)).body.nonce
    const message = createSiweMessage({
      address: victim.address,
      chainId: 31337,
      domain: page.host,
      uri: `${origin}/login`,
      version: '1',
      nonce,
    })
    const signature = await victim.signMessage({ message })
    const answer = await post<{ token?: string; error?: string }>('/v1/siwx/verify', origin, {
      message,
      signature,
    })
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({ error: ORIGIN_NOT_ALLOWED })
  })

  it.each(FOREIGN)('%s reads no data from the API', async (origin) => {
    const answer = await fetchJson<Record<string, unknown>>(
      `${cloud.url}/projects/v1/origins?projectId=${PROJECT}`,
      { headers: { origin } },
    )
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({ error: ORIGIN_NOT_ALLOWED })
    // The listed dapp still reads it.
    const listed = await fetchJson<{ allowedOrigins: string[] }>(
      `${cloud.url}/projects/v1/origins?projectId=${PROJECT}`,
      { headers: { origin: DAPP } },
    )
    expect(listed).toMatchObject({ status: 200, body: { allowedOrigins: [DAPP] } })
  })

  it.each(FOREIGN)('%s cannot join the relay as the project', async (origin) => {
    const client = await connectRelay(relayUrlOf(cloud), {
      query: { projectId: PROJECT },
      headers: { origin },
    })
    expect(await client.closed).toEqual({ code: 3000, reason: ORIGIN_NOT_ALLOWED })
  })

  it('is not among the frame page’s ancestors, nor the parents config.json lets the frame answer', async () => {
    const page = await fetch(`${cloud.secureSiteUrl}/config.json?projectId=${PROJECT}`)
    expect(((await page.json()) as { allowedOrigins: string[] }).allowedOrigins).toEqual([DAPP])
    const frame = await fetch(`${cloud.secureSiteUrl}/?projectId=${PROJECT}`)
    expect(frame.status).toBe(200)
    const csp = frame.headers.get('content-security-policy') ?? ''
    for (const origin of FOREIGN) expect(csp).not.toContain(new URL(origin).hostname.split('.').at(-2))
    expect(csp).not.toContain('localhost')
  })
})
