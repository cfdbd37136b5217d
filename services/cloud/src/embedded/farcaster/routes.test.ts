import { type Devnet, devnetContracts, devnetFarcasterAccounts, startDevnet } from '@airlock/devnet'
import { createAppClient, createWalletClient } from '@farcaster/auth-client'
import Fastify, { type FastifyInstance } from 'fastify'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../../app.ts'
import { startTestCloud } from '../../test/cloud.ts'
import { embeddedClient } from '../auth/testkit.ts'
import type { SocialAnswer } from '../social/service.ts'
import { registerDevRelay } from './devRelay.ts'
import { idRegistryConnector } from './idRegistry.ts'

const PROJECT = 'embedded-farcaster'
const DAPP = 'https://dapp.example.com'
const DEVICE = 'farcaster-device-0123456789'
const ADA = devnetFarcasterAccounts[0]!

let devnet: Devnet
let cloud: Cloud
const { call } = embeddedClient(() => cloud, PROJECT)

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  cloud = await startTestCloud({
    indexer: false,
    embeddedWallet: {
      farcaster: {
        idRegistry: { rpcUrl: devnet.rpcUrl, address: devnetContracts.farcasterIdRegistry },
        devAccounts: [...devnetFarcasterAccounts],
      },
    },
  })
  await cloud.context.projects.create({ id: PROJECT, allowedOrigins: [DAPP] })
  await cloud.context.projects.create({
    id: 'no-farcaster',
    allowedOrigins: [DAPP],
    features: { socials: ['google'] },
  })
})
afterAll(async () => {
  await cloud?.close()
  await devnet?.stop()
})

const channel = (deviceId = DEVICE, origin = DAPP, projectId = PROJECT) =>
  call<{ url: string; channelToken: string; error?: string }>('farcaster/channel', {
    body: { deviceId, origin },
    projectId,
  })
const status = (channelToken: string, deviceId = DEVICE) =>
  call<{ state: string; result?: string; error?: string }>('farcaster/status', {
    body: { channelToken, deviceId },
  })

/** The dev relay's page standing in for the Farcaster app: the visitor picks an account. */
async function approveInApp(url: string, fid: number) {
  const page = await fetch(url)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain('Sign in to dapp.example.com')
  expect(html).toContain('@ada')
  const form = new URLSearchParams({
    channelToken: new URL(url).searchParams.get('channelToken')!,
    fid: String(fid),
  })
  const answer = await fetch(`${cloud.url}/farcaster-relay/~/siwf`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  })
  return { status: answer.status, html: await answer.text() }
}

describe('Sign In With Farcaster through the dev relay', () => {
  it('opens a channel, the app signs as a devnet account, the cloud verifies it on chain and opens a wallet', async () => {
    const opened = await channel()
    expect(opened.status).toBe(200)
    const url = new URL(opened.body.url)
    expect(`${url.origin}${url.pathname}`).toBe(`${cloud.url}/farcaster-relay/~/siwf`)
    expect(url.searchParams.get('channelToken')).toBe(opened.body.channelToken)

    expect((await status(opened.body.channelToken)).body).toEqual({ state: 'pending' })

    const app = await approveInApp(opened.body.url, ADA.fid)
    expect(app.status).toBe(200)
    expect(app.html).toContain('You signed in to dapp.example.com as @ada')

    const done = await status(opened.body.channelToken)
    expect(done.status).toBe(200)
    expect(done.body.state).toBe('completed')
    const complete = await call<SocialAnswer>('social/complete', {
      body: { result: done.body.result, deviceId: DEVICE },
    })
    expect(complete.status).toBe(200)
    expect(complete.body).toMatchObject({
      socialProvider: 'farcaster',
      userName: 'ada',
      user: { socialProvider: 'farcaster', userName: 'ada' },
    })

    // The channel is used up with its result.
    const again = await status(opened.body.channelToken)
    expect(again.status).toBe(400)
    expect(again.body.error).toMatch(/already used or has expired/)
  })

  it('serves the relay API @farcaster/auth-client speaks', async () => {
    const relay = `${cloud.url}/farcaster-relay`
    const app = createAppClient({
      relay,
      ethereum: idRegistryConnector({ rpcUrl: devnet.rpcUrl, address: devnetContracts.farcasterIdRegistry }),
    })
    const created = await app.createChannel({
      siweUri: DAPP,
      domain: 'dapp.example.com',
      nonce: 'abcdefgh1234',
    })
    expect(created.response.status).toBe(201)
    expect(created.data.nonce).toBe('abcdefgh1234')
    const pending = await app.status({ channelToken: created.data.channelToken })
    expect(pending.response.status).toBe(202)
    expect(pending.data).toMatchObject({ state: 'pending', nonce: 'abcdefgh1234', url: created.data.url })
    const unknown = await app.status({ channelToken: 'not-a-channel' })
    expect(unknown.response.status).toBe(401)
    const badRequest = await app.createChannel({ siweUri: 'not a url', domain: 'dapp.example.com' })
    expect(badRequest.response.status).toBe(400)
  })

  it('refuses a project without Farcaster, an origin not allowed, and another device', async () => {
    const off = await channel(DEVICE, DAPP, 'no-farcaster')
    expect(off.status).toBe(403)
    expect(off.body.error).toBe('Farcaster login is turned off for this project')
    const foreign = await channel(DEVICE, 'https://evil.example.com')
    expect(foreign.status).toBe(403)
    const opened = await channel()
    const stolen = await status(opened.body.channelToken, 'another-device-0123456789')
    expect(stolen.status).toBe(400)
  })
})

describe('Sign In With Farcaster verification', () => {
  const APP_KEY = 'test-app-key'
  let relay: FastifyInstance
  let relayUrl: string
  let verifyingCloud: Cloud
  const verify = embeddedClient(() => verifyingCloud, PROJECT)

  beforeAll(async () => {
    const ethereum = idRegistryConnector({
      rpcUrl: devnet.rpcUrl,
      address: devnetContracts.farcasterIdRegistry,
    })
    // A relay of its own whose app key the test holds, so the test can answer as a dishonest app.
    relay = Fastify()
    await registerDevRelay(relay, {
      relayUrl: () => `${relayUrl}/farcaster-relay`,
      accounts: [],
      ethereum,
      appKey: APP_KEY,
    })
    relayUrl = await relay.listen({ port: 0, host: '127.0.0.1' })
    verifyingCloud = await startTestCloud({
      indexer: false,
      embeddedWallet: {
        farcaster: {
          relayUrl: `${relayUrl}/farcaster-relay`,
          idRegistry: { rpcUrl: devnet.rpcUrl, address: devnetContracts.farcasterIdRegistry },
        },
      },
    })
    await verifyingCloud.context.projects.create({ id: PROJECT, allowedOrigins: [DAPP] })
  })
  afterAll(async () => {
    await verifyingCloud?.close()
    await relay?.close()
  })

  /** Opens a channel as the frame, then answers it as an app signing with `key` for `fid`. */
  async function answer(options: { key: `0x${string}`; fid: number; nonce?: string; domain?: string }) {
    const opened = await verify.call<{ url: string; channelToken: string }>('farcaster/channel', {
      body: { deviceId: DEVICE, origin: DAPP },
    })
    expect(opened.status).toBe(200)
    const wallet = createWalletClient({
      relay: `${relayUrl}/farcaster-relay`,
      ethereum: idRegistryConnector({ rpcUrl: devnet.rpcUrl, address: devnetContracts.farcasterIdRegistry }),
    })
    const { channelToken } = wallet.parseSignInURI({ uri: opened.body.url })
    const pending = await createAppClient({
      relay: `${relayUrl}/farcaster-relay`,
      ethereum: wallet.ethereum,
    }).status({ channelToken })
    const signer = privateKeyToAccount(options.key)
    const built = wallet.buildSignInMessage({
      address: signer.address,
      fid: options.fid,
      uri: DAPP,
      domain: options.domain ?? 'dapp.example.com',
      nonce: options.nonce ?? pending.data.nonce,
    })
    const signature = await signer.signMessage({ message: built.message })
    const sent = await wallet.authenticate({
      channelToken,
      authKey: APP_KEY,
      message: built.message,
      signature,
      fid: options.fid,
      username: 'someone',
    })
    expect(sent.response.status).toBe(201)
    return verify.call<{ state: string; result?: string; error?: string }>('farcaster/status', {
      body: { channelToken, deviceId: DEVICE },
    })
  }

  it('accepts the custody key of the fid', async () => {
    const done = await answer({ key: ADA.custodyKey as `0x${string}`, fid: ADA.fid })
    expect(done.status).toBe(200)
    expect(done.body.state).toBe('completed')
  })

  it('refuses a key that does not own the fid, another nonce and another domain', async () => {
    const impostor = await answer({ key: generatePrivateKey(), fid: ADA.fid })
    expect(impostor.status).toBe(401)
    expect(impostor.body.error).toMatch(/^The Farcaster sign-in could not be verified: .*does not own fid 1/)
    const replayed = await answer({
      key: ADA.custodyKey as `0x${string}`,
      fid: ADA.fid,
      nonce: 'zzzzzzzz0000',
    })
    expect(replayed.status).toBe(401)
    expect(replayed.body.error).toMatch(/Invalid nonce/)
    const elsewhere = await answer({
      key: ADA.custodyKey as `0x${string}`,
      fid: ADA.fid,
      domain: 'evil.example.com',
    })
    expect(elsewhere.status).toBe(401)
    expect(elsewhere.body.error).toMatch(/Invalid domain/)
  })
})
