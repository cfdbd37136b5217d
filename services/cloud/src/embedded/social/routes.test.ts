import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../../app.ts'
import { startTestCloud } from '../../test/cloud.ts'
import { embeddedClient } from '../auth/testkit.ts'
import { signInAtProvider } from './devLogin.testkit.ts'
import type { SocialAnswer } from './service.ts'

const PROJECT = 'embedded-social'
const DAPP = 'https://dapp.example.com'
const DEVICE_A = 'social-device-a-0123456789'
const DEVICE_B = 'social-device-b-0123456789'
const ADA = { username: 'ada', password: 'ada-password' }

let cloud: Cloud
const { call } = embeddedClient(() => cloud, PROJECT)

beforeAll(async () => {
  cloud = await startTestCloud({ indexer: false })
  await cloud.context.projects.create({ id: PROJECT, name: 'Social Test', allowedOrigins: [DAPP] })
  await cloud.context.projects.create({
    id: 'no-socials',
    allowedOrigins: [DAPP],
    features: { socials: false },
  })
})
afterAll(() => cloud?.close())

const authorize = (provider: string, deviceId: string, origin = DAPP, projectId = PROJECT) =>
  call<{ uri: string; error?: string }>(`social/${provider}/authorize`, {
    query: { deviceId, origin },
    projectId,
  })

/** authorize, the provider's login form, and the cloud's callback: where the popup ends. */
async function popup(provider: string, deviceId: string, login = ADA) {
  const { body } = await authorize(provider, deviceId)
  const { callbackUrl } = await signInAtProvider(body.uri, login, `${cloud.url}/v1/embedded/social/`)
  return callback(callbackUrl)
}

async function callback(url: string) {
  const response = await fetch(url, { redirect: 'manual' })
  expect(response.status).toBe(303)
  const page = new URL(response.headers.get('location')!)
  expect(`${page.origin}${page.pathname}`).toBe(`${cloud.secureSiteUrl}/social-callback.html`)
  return page.searchParams
}

describe('social login through the local identity provider', () => {
  it('runs authorize, login, callback and complete; a second browser opens the same wallet', async () => {
    expect(cloud.identityProviderUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const { status, body } = await authorize('google', DEVICE_A)
    expect(status).toBe(200)
    const uri = new URL(body.uri)
    expect(uri.origin).toBe(cloud.identityProviderUrl)
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'airlock-google',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      redirect_uri: `${cloud.url}/v1/embedded/social/google/callback`,
    })
    expect(uri.searchParams.get('nonce')).toBeTruthy()

    const params = await popup('google', DEVICE_A)
    expect(params.get('origin')).toBe(DAPP)
    const result = params.get('result')!
    const done = await call<SocialAnswer>('social/complete', { body: { result, deviceId: DEVICE_A } })
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({
      socialProvider: 'google',
      userName: 'ada',
      user: { email: 'ada.social@example.com', address: null, socialProvider: 'google', userName: 'ada' },
    })
    expect(done.body.shares).toBeUndefined()

    // The result is single-use.
    const replay = await call<{ error: string }>('social/complete', { body: { result, deviceId: DEVICE_A } })
    expect(replay.status).toBe(400)
    expect(replay.body.error).toMatch(/already used/)

    // The frame creates the wallet; then GET session answers the social profile.
    const wallet = { address: `0x${'cd'.repeat(20)}`, authShare: '0x01aa11', recoveryShare: '0x03cc33' }
    expect((await call('wallet', { body: wallet, token: done.body.session })).status).toBe(201)
    const session = await call<{ user: Record<string, unknown> }>('session', { token: done.body.session })
    expect(session.body.user).toMatchObject({
      socialProvider: 'google',
      userName: 'ada',
      address: wallet.address,
    })

    // A new browser: the provider's fresh proof stands in for the device approval, both shares once.
    const other = await popup('google', DEVICE_B)
    const second = await call<SocialAnswer>('social/complete', {
      body: { result: other.get('result'), deviceId: DEVICE_B },
    })
    expect(second.body.user.id).toBe(done.body.user.id)
    expect(second.body.shares).toEqual({ authShare: wallet.authShare, recoveryShare: wallet.recoveryShare })
    const again = await popup('google', DEVICE_B)
    const third = await call<SocialAnswer>('social/complete', {
      body: { result: again.get('result'), deviceId: DEVICE_B },
    })
    expect(third.body.shares).toEqual({ authShare: wallet.authShare })
  })

  it('keeps users apart by provider and subject', async () => {
    const params = await popup('github', DEVICE_A, { username: 'grace', password: 'grace-password' })
    const done = await call<SocialAnswer>('social/complete', {
      body: { result: params.get('result'), deviceId: DEVICE_A },
    })
    expect(done.body).toMatchObject({ socialProvider: 'github', userName: 'grace' })
    const ada = await popup('github', DEVICE_A)
    const adaDone = await call<SocialAnswer>('social/complete', {
      body: { result: ada.get('result'), deviceId: DEVICE_A },
    })
    expect(adaDone.body.user.id).not.toBe(done.body.user.id)
  })

  it('refuses an unknown provider, an origin not allowed, a project without socials', async () => {
    const unknown = await authorize('myspace', DEVICE_A)
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toMatch(/Unknown social provider/)
    const origin = await authorize('google', DEVICE_A, 'https://evil.example.net')
    expect(origin.status).toBe(403)
    expect(origin.body.error).toBe('Unauthorized: origin not allowed')
    const notOrigin = await authorize('google', DEVICE_A, 'javascript:alert(1)')
    expect(notOrigin.status).toBe(400)
    const off = await authorize('google', DEVICE_A, DAPP, 'no-socials')
    expect(off.status).toBe(403)
    expect(off.body.error).toMatch(/turned off/)
    const dappCall = await call('social/google/authorize', {
      query: { deviceId: DEVICE_A, origin: DAPP },
      origin: DAPP,
    })
    expect(dappCall.status).toBe(403)
  })

  it('sends a bad state, a denied consent and a wrong nonce to the page as errors', async () => {
    const bad = await callback(`${cloud.url}/v1/embedded/social/google/callback?code=abc&state=not-a-state`)
    expect(bad.get('error')).toMatch(/invalid, was already used or has expired/)
    expect(bad.get('origin')).toBeNull()

    const { body } = await authorize('google', DEVICE_A)
    const state = new URL(body.uri).searchParams.get('state')!
    const denied = await callback(
      `${cloud.url}/v1/embedded/social/google/callback?error=access_denied&state=${state}`,
    )
    expect(denied.get('error')).toMatch(/cancelled/)
    expect(denied.get('origin')).toBe(DAPP)

    // The nonce kept with the state is not the one the provider put in the token.
    const started = await authorize('google', DEVICE_A)
    const { callbackUrl } = await signInAtProvider(started.body.uri, ADA, `${cloud.url}/v1/embedded/social/`)
    await cloud.db.query(`update embedded_social_states set nonce = 'tampered'`)
    const wrongNonce = await callback(callbackUrl)
    expect(wrongNonce.get('error')).toMatch(/could not be verified.*nonce/)
    expect(wrongNonce.get('result')).toBeNull()

    // A state is single-use, and tied to its provider.
    const replayed = await callback(callbackUrl)
    expect(replayed.get('error')).toMatch(/invalid/)
  })

  it('refuses a result on another device', async () => {
    const params = await popup('discord', DEVICE_A)
    const other = await call<{ error: string }>('social/complete', {
      body: { result: params.get('result'), deviceId: DEVICE_B },
    })
    expect(other.status).toBe(400)
    expect((await call('social/complete', { body: { result: 'short', deviceId: DEVICE_A } })).status).toBe(
      400,
    )
  })
})
