import { describe, expect, it } from 'vitest'
import { createMemoryBackend, createStorage } from '../storage/storage.ts'
import { createCloudSiwx, SIWX_TOKENS_KEY } from './cloud.ts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A scripted cloud: answers by method and path, records every request. */
function fakeCloud(answers: Record<string, { status?: number; body: unknown }>) {
  const requests: { method: string; url: URL; headers: Record<string, string>; body: unknown }[] = []
  const fetch = (async (input: string, init: RequestInit = {}) => {
    const url = new URL(input)
    const method = init.method ?? 'GET'
    requests.push({
      method,
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    })
    const answer = answers[`${method} ${url.pathname}`] ?? { status: 404, body: { error: 'Not found' } }
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 })
  }) as typeof globalThis.fetch
  return { fetch, requests }
}

function kit(fetch: typeof globalThis.fetch, options: Parameters<typeof createCloudSiwx>[0] = {}) {
  const storage = createStorage(createMemoryBackend())
  const siwx = createCloudSiwx({ fetch, ...options })
  siwx.attach?.({
    storage,
    cloudUrl: 'http://cloud.test',
    projectId: 'proj',
    metadata: { name: 'Dapp', description: 'A dapp\nthat signs in', url: 'https://dapp.test', icons: [] },
  })
  return { siwx, storage }
}

describe('createCloudSiwx', () => {
  it('is required and signs out on disconnect by default', () => {
    const { siwx } = kit(fakeCloud({}).fetch)
    expect(siwx.getRequired?.()).toBe(true)
    expect(siwx.signOutOnDisconnect).toBe(true)
    expect(kit(fakeCloud({}).fetch, { required: false }).siwx.getRequired?.()).toBe(false)
  })

  it("makes an EIP-4361 message with the cloud's nonce, the page, the metadata's statement and an expiry", async () => {
    const cloud = fakeCloud({ 'POST /v1/siwx/nonce': { body: { nonce: 'abcdef0123456789' } } })
    const { siwx } = kit(cloud.fetch)
    const message = await siwx.createMessage({ accountAddress: ADDRESS, chainId: 'eip155:31337' })
    expect(cloud.requests[0]!.url.searchParams.get('projectId')).toBe('proj')
    expect(cloud.requests[0]!.url.origin).toBe('http://cloud.test')
    expect(message).toMatchObject({
      accountAddress: ADDRESS,
      chainId: 'eip155:31337',
      nonce: 'abcdef0123456789',
      version: '1',
      statement: 'A dapp that signs in',
    })
    const lifetime = Date.parse(message.expirationTime!) - Date.parse(message.issuedAt!)
    expect(lifetime).toBe(24 * 60 * 60_000)
    const text = message.toString()
    expect(text).toContain(
      `wants you to sign in with your Ethereum account:\n${ADDRESS}\n\nA dapp that signs in\n`,
    )
    expect(text).toContain('Chain ID: 31337\nNonce: abcdef0123456789')
  })

  it('verifies a session with the cloud, keeps its token in the kit storage and reads sessions with it', async () => {
    const stored = {
      data: { accountAddress: ADDRESS, chainId: 'eip155:31337' },
      message: 'm',
      signature: '0xs',
    }
    const cloud = fakeCloud({
      'POST /v1/siwx/verify': {
        body: { token: 'tok-123456789012345678', expiresAt: new Date(Date.now() + 60_000).toISOString() },
      },
      'GET /v1/siwx/sessions': { body: { sessions: [stored] } },
      'DELETE /v1/siwx/session': { body: { revoked: true } },
    })
    const { siwx, storage } = kit(cloud.fetch)
    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([])
    expect(cloud.requests).toHaveLength(0) // no token, no call
    await siwx.addSession({
      data: {
        accountAddress: ADDRESS,
        chainId: 'eip155:31337',
        domain: 'd',
        uri: 'u',
        version: '1',
        nonce: 'n',
      },
      message: 'the message',
      signature: '0xsig',
    })
    expect(cloud.requests[0]).toMatchObject({
      method: 'POST',
      body: { message: 'the message', signature: '0xsig' },
    })
    expect(storage.getItem(SIWX_TOKENS_KEY)).toMatchObject({
      [`eip155:31337:${ADDRESS.toLowerCase()}`]: { token: 'tok-123456789012345678' },
    })
    expect(siwx.getToken('eip155:31337', ADDRESS)).toBe('tok-123456789012345678')

    expect(await siwx.getSessions('eip155:31337', ADDRESS)).toEqual([stored])
    const read = cloud.requests[1]!
    expect(read.headers.authorization).toBe('Bearer tok-123456789012345678')
    expect(read.url.searchParams.get('chainId')).toBe('eip155:31337')
    expect(read.url.searchParams.get('address')).toBe(ADDRESS)

    await siwx.revokeSession('eip155:31337', ADDRESS)
    expect(cloud.requests[2]).toMatchObject({ method: 'DELETE' })
    expect(cloud.requests[2]!.headers.authorization).toBe('Bearer tok-123456789012345678')
    expect(storage.getItem(SIWX_TOKENS_KEY)).toBeUndefined()
  })

  it("forgets a token the cloud no longer knows, and surfaces the cloud's refusal of a session", async () => {
    const cloud = fakeCloud({
      'GET /v1/siwx/sessions': { status: 401, body: { error: 'No session' } },
      'POST /v1/siwx/verify': { status: 400, body: { error: 'The sign-in message has expired' } },
    })
    const { siwx, storage } = kit(cloud.fetch)
    storage.setItem(SIWX_TOKENS_KEY, {
      [`eip155:1:${ADDRESS.toLowerCase()}`]: {
        token: 'old',
        expiresAt: new Date(Date.now() + 60_000).toISOString(),
      },
    })
    expect(await siwx.getSessions('eip155:1', ADDRESS)).toEqual([])
    expect(storage.getItem(SIWX_TOKENS_KEY)).toBeUndefined()
    await expect(
      siwx.addSession({
        data: {
          accountAddress: ADDRESS,
          chainId: 'eip155:1',
          domain: 'd',
          uri: 'u',
          version: '1',
          nonce: 'n',
        },
        message: 'm',
        signature: '0x',
      }),
    ).rejects.toMatchObject({ shortMessage: 'The sign-in message has expired', status: 400 })
  })
})
