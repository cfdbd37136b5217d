import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../../app.ts'
import { startTestCloud } from '../../test/cloud.ts'
import { DB_KINDS, useTestDatabases } from '../../test/databases.ts'
import type { VerifyAnswer } from './service.ts'
import { embeddedClient } from './testkit.ts'

const databases = useTestDatabases()
const PROJECT = 'embedded-auth'
const DEVICE_A = 'device-a-0123456789'
const DEVICE_B = 'device-b-0123456789'
const ADDRESS = `0x${'ab'.repeat(20)}`
const AUTH_SHARE = '0x01aa11aa11aa11aa11'
const RECOVERY_SHARE = '0x03cc33cc33cc33cc33'

let counter = 0
const newEmail = () => `visitor${++counter}.${Date.now()}@example.com`

describe.each(DB_KINDS)('embedded wallet auth backend on %s', (kind) => {
  let cloud: Cloud
  const client = embeddedClient(() => cloud, PROJECT)
  const { call, lastCode, skipCooldown } = client

  beforeAll(async () => {
    cloud = await startTestCloud({ ...(await databases.options(kind)), indexer: false })
    await cloud.context.projects.create({
      id: PROJECT,
      name: 'Embedded Test',
      allowedOrigins: ['https://dapp.example.com'],
    })
    await cloud.context.projects.create({ id: 'no-email', features: { email: false } })
  })
  afterAll(() => cloud?.close())

  /** email/start then email/verify with the mailed code. */
  async function login(email: string, deviceId: string) {
    const started = await call<{ action: string }>('email/start', { body: { email, deviceId } })
    expect(started.status).toBe(200)
    const verified = await call<VerifyAnswer>('email/verify', {
      body: { email, deviceId, otp: await lastCode(email) },
    })
    expect(verified.status).toBe(200)
    return { action: started.body.action, ...verified.body }
  }

  /** A user with a wallet created on DEVICE_A. */
  async function userWithWallet() {
    const email = newEmail()
    const { session } = await login(email, DEVICE_A)
    const stored = await call('wallet', {
      token: session,
      body: { address: ADDRESS, authShare: AUTH_SHARE, recoveryShare: RECOVERY_SHARE },
    })
    expect(stored.status).toBe(201)
    await skipCooldown(email)
    return email
  }

  it('a new email: VERIFY_OTP, a 6-digit code by mail, then a session and no wallet yet', async () => {
    const email = newEmail()
    const started = await call('email/start', { body: { email: email.toUpperCase(), deviceId: DEVICE_A } })
    expect(started).toMatchObject({ status: 200, body: { action: 'VERIFY_OTP' } })
    const [mail] = await client.mail(email)
    expect(mail).toMatchObject({ to: [email], from: 'Airlock <no-reply@airlock.localhost>' })
    expect(mail!.subject).toMatch(/^\d{6} is your Embedded Test login code$/)
    expect(mail!.text).not.toContain('approve')
    const otp = await lastCode(email)
    const verified = await call<VerifyAnswer>('email/verify', { body: { email, deviceId: DEVICE_A, otp } })
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({
      session: expect.stringMatching(/^[\w-]{43}$/),
      expiresAt: expect.any(String),
      user: { id: expect.any(String), email, address: null, createdAt: expect.any(String) },
      pendingDeviceApproval: false,
    })
    const days = (Date.parse(verified.body.expiresAt) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)
    // Single use.
    expect(await call('email/verify', { body: { email, deviceId: DEVICE_A, otp } })).toMatchObject({
      status: 400,
      body: { error: expect.stringContaining('request a new code') },
    })
  })

  it('keeps codes and tokens hashed, never in clear', async () => {
    const email = newEmail()
    const { session } = await login(email, DEVICE_A)
    const rows = await cloud.db.query<{ code_hash: string }>(
      'select code_hash from embedded_codes where email = $1',
      [email],
    )
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/)
    const sessions = await cloud.db.query<{ token_hash: string }>('select token_hash from embedded_sessions')
    expect(sessions.map((row) => row.token_hash)).not.toContain(session)
  })

  it('answers the 30 s cooldown with the spec’s message, N rounded up', async () => {
    const email = newEmail()
    await call('email/start', { body: { email, deviceId: DEVICE_A } })
    const again = await call<{ error: string }>('email/start', { body: { email, deviceId: DEVICE_A } })
    expect(again.status).toBe(429)
    expect(again.body.error).toMatch(/^Please try again after (29|30) seconds$/)
    await cloud.db.query(
      `update embedded_codes set created_at = created_at - interval '12.5 seconds' where email = $1`,
      [email],
    )
    expect((await call('email/start', { body: { email, deviceId: DEVICE_A } })).body).toEqual({
      error: 'Please try again after 18 seconds',
    })
    await skipCooldown(email)
    expect((await call('email/start', { body: { email, deviceId: DEVICE_A } })).status).toBe(200)
  })

  it('refuses an expired code, a replaced code and a code requested by another browser', async () => {
    const email = newEmail()
    await call('email/start', { body: { email, deviceId: DEVICE_A } })
    const first = await lastCode(email)
    expect((await call('email/verify', { body: { email, deviceId: DEVICE_B, otp: first } })).body).toEqual({
      error: 'This code was requested from another browser: request a new code here.',
    })
    await cloud.db.query(
      `update embedded_codes set expires_at = now() - interval '1 second' where email = $1`,
      [email],
    )
    expect((await call('email/verify', { body: { email, deviceId: DEVICE_A, otp: first } })).body).toEqual({
      error: 'This code has expired (codes last 10 minutes): request a new code.',
    })
    await skipCooldown(email)
    await call('email/start', { body: { email, deviceId: DEVICE_A } })
    await skipCooldown(email)
    const replaced = await lastCode(email)
    await call('email/start', { body: { email, deviceId: DEVICE_A } })
    const newest = await lastCode(email)
    if (replaced !== newest) {
      expect(
        (await call('email/verify', { body: { email, deviceId: DEVICE_A, otp: replaced } })).status,
      ).toBe(400)
    }
    expect((await call('email/verify', { body: { email, deviceId: DEVICE_A, otp: newest } })).status).toBe(
      200,
    )
  })

  it('stores the wallet once, encrypted, and releases the auth share to the known browser', async () => {
    const email = newEmail()
    const { session, expiresAt } = await login(email, DEVICE_A)
    const wallet = {
      address: ADDRESS.toUpperCase().replace('0X', '0x'),
      authShare: AUTH_SHARE,
      recoveryShare: RECOVERY_SHARE,
    }
    const stored = await call('wallet', { token: session, body: wallet })
    expect(stored).toMatchObject({ status: 201, body: { user: { email, address: ADDRESS } } })
    expect(await call('wallet', { token: session, body: wallet })).toMatchObject({
      status: 409,
      body: { error: 'This account already has a wallet.' },
    })
    const [row] = await cloud.db.query<{ auth_share: string; recovery_share: string }>(
      'select auth_share, recovery_share from embedded_wallets w join embedded_users u on u.id = w.user_id where u.email = $1',
      [email],
    )
    expect(row!.auth_share).toMatch(/^v1\./)
    expect(row!.auth_share).not.toContain('aa11')
    expect(row!.recovery_share).not.toContain('cc33')
    // A reload: the session gives the auth share back, never the recovery share.
    expect((await call('session', { token: session })).body).toEqual({
      user: { id: expect.any(String), email, address: ADDRESS, createdAt: expect.any(String) },
      expiresAt,
      shares: { authShare: AUTH_SHARE },
    })
    // The next login on that browser: VERIFY_OTP, then the auth share.
    await skipCooldown(email)
    const again = await login(email, DEVICE_A)
    expect(again.action).toBe('VERIFY_OTP')
    expect(again.shares).toEqual({ authShare: AUTH_SHARE })
    expect(again.pendingDeviceApproval).toBe(false)
  })

  it('a known email on a new browser: VERIFY_DEVICE, the link approves it, then both shares once', async () => {
    const email = await userWithWallet()
    const started = await call('email/start', { body: { email, deviceId: DEVICE_B } })
    expect(started.body).toEqual({ action: 'VERIFY_DEVICE' })
    const link = await client.approvalLink(email)
    expect(link.startsWith(`${cloud.url}/v1/embedded/device/approve?token=`)).toBe(true)
    const verified = await call<VerifyAnswer>('email/verify', {
      body: { email, deviceId: DEVICE_B, otp: await lastCode(email) },
    })
    expect(verified.body.pendingDeviceApproval).toBe(true)
    expect(verified.body.shares).toBeUndefined()
    expect(verified.body.user.address).toBe(ADDRESS)
    const token = verified.body.session
    expect((await call('device/status', { token })).body).toEqual({ approved: false })
    expect((await call('device/status', { query: { email, deviceId: DEVICE_B } })).body).toEqual({
      approved: false,
    })
    expect((await call('session', { token })).body).not.toHaveProperty('shares')

    // The link's page asks for a click (approvalPage.test.ts); its button posts the form.
    const page = await client.confirmApproval(link)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    expect(await page.text()).toContain('Device approved, you can close this tab.')
    const reused = await client.confirmApproval(link)
    expect(reused.status).toBe(400)
    expect(await reused.text()).toContain('invalid or was already used')

    expect((await call('device/status', { query: { email, deviceId: DEVICE_B } })).body).toEqual({
      approved: true,
    })
    expect((await call('device/status', { token })).body).toEqual({
      approved: true,
      shares: { authShare: AUTH_SHARE, recoveryShare: RECOVERY_SHARE },
    })
    // From now on a known browser: the auth share only.
    expect((await call('device/status', { token })).body).toEqual({
      approved: true,
      shares: { authShare: AUTH_SHARE },
    })
  })

  it('a link opened before the code: the code answers both shares', async () => {
    const email = await userWithWallet()
    await call('email/start', { body: { email, deviceId: DEVICE_B } })
    expect((await client.confirmApproval(await client.approvalLink(email))).status).toBe(200)
    // Asking for a code again once approved: no second approval.
    await skipCooldown(email)
    expect((await call('email/start', { body: { email, deviceId: DEVICE_B } })).body).toEqual({
      action: 'VERIFY_OTP',
    })
    expect((await client.mail(email))[0]!.text).not.toContain('approve?token=')
    const verified = await call<VerifyAnswer>('email/verify', {
      body: { email, deviceId: DEVICE_B, otp: await lastCode(email) },
    })
    expect(verified.body).toMatchObject({
      pendingDeviceApproval: false,
      shares: { authShare: AUTH_SHARE, recoveryShare: RECOVERY_SHARE },
    })
  })

  it('refuses an expired or unknown approval link', async () => {
    const email = await userWithWallet()
    await call('email/start', { body: { email, deviceId: DEVICE_B } })
    const link = await client.approvalLink(email)
    await cloud.db.query(`update embedded_device_approvals set expires_at = now() where email = $1`, [email])
    const expired = await client.confirmApproval(link)
    expect(expired.status).toBe(400)
    expect(await expired.text()).toContain('This approval link has expired')
    expect((await fetch(`${cloud.url}/v1/embedded/device/approve?token=nope`)).status).toBe(400)
    expect((await fetch(`${cloud.url}/v1/embedded/device/approve`)).status).toBe(400)
  })

  it('signs out: the token stops working', async () => {
    const { session } = await login(newEmail(), DEVICE_A)
    expect((await call('session', { token: session })).status).toBe(200)
    expect((await call('signout', { token: session, method: 'POST' })).status).toBe(204)
    expect(await call('session', { token: session })).toMatchObject({
      status: 401,
      body: { error: 'Session expired or signed out: connect again.' },
    })
    expect((await call('session')).status).toBe(401)
    expect((await call('session', { token: session, projectId: 'no-email' })).status).toBe(401)
  })

  it('updates the email: a code to the current address, then one to the new address', async () => {
    const email = await userWithWallet()
    const { session } = await login(email, DEVICE_A)
    const token = session
    const next = newEmail()
    const taken = await userWithWallet()
    expect(await call('email/update', { token, body: { email: taken } })).toMatchObject({
      status: 409,
      body: { error: 'Another account already uses this email.' },
    })
    expect((await call('email/update', { token, body: { email } })).body).toEqual({
      error: 'The new email is the current one.',
    })
    expect((await call('email/update/verify-secondary', { token, body: { otp: '123456' } })).body).toEqual({
      error: 'No email change is in progress: start it again.',
    })
    await skipCooldown(email)
    expect((await call('email/update', { token, body: { email: next } })).body).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const [primaryMail] = await client.mail(email)
    expect(primaryMail!.text).toContain(`to ${next}`)
    expect(
      (await call('email/update/verify-primary', { token, body: { otp: await lastCode(email) } })).body,
    ).toEqual({ action: 'VERIFY_SECONDARY_OTP' })
    const secondary = await call('email/update/verify-secondary', {
      token,
      body: { otp: await lastCode(next) },
    })
    expect(secondary).toMatchObject({
      status: 200,
      body: { newEmail: next, user: { email: next, address: ADDRESS } },
    })
    expect((await call<{ user: { email: string } }>('session', { token })).body.user.email).toBe(next)
    await skipCooldown(next)
    expect((await call('email/start', { body: { email: next, deviceId: DEVICE_A } })).body).toEqual({
      action: 'VERIFY_OTP',
    })
  })

  it('validates input with readable 400s, and needs a known project with email on', async () => {
    expect((await call('email/start', { body: { email: 'nope', deviceId: DEVICE_A } })).body).toEqual({
      error: 'email: Invalid email address',
    })
    expect(
      (await call('email/verify', { body: { email: 'a@b.co', deviceId: DEVICE_A, otp: 123456 } })).body,
    ).toEqual({
      error: 'otp: otp must be a string',
    })
    expect((await call('email/start', { body: { email: 'a@b.co', deviceId: 'x' } })).body).toEqual({
      error: 'deviceId: deviceId is 16 to 128 letters, digits, - or _',
    })
    expect((await call('device/status')).status).toBe(400)
    expect(
      await call('email/start', { body: { email: 'a@b.co', deviceId: DEVICE_A }, projectId: 'nope' }),
    ).toMatchObject({
      status: 401,
      body: { error: 'Unauthorized: invalid key' },
    })
    expect(
      await call('email/start', { body: { email: 'a@b.co', deviceId: DEVICE_A }, projectId: 'no-email' }),
    ).toMatchObject({ status: 403, body: { error: 'Email login is turned off for this project' } })
  })

  it('answers the secure site’s origin only, never the dapp’s (CORS)', async () => {
    const site = cloud.secureSiteUrl
    const preflight = (origin: string) =>
      call('email/start', {
        method: 'OPTIONS',
        origin,
        headers: {
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const allowed = await preflight(site)
    expect(allowed.status).toBe(204)
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site)
    expect(allowed.headers.get('access-control-allow-headers')).toBe('authorization, content-type')
    const dapp = await preflight('https://dapp.example.com')
    expect(dapp.status).toBe(403)
    expect(dapp.headers.get('access-control-allow-origin')).toBeNull()

    const body = { email: 'nope', deviceId: DEVICE_A }
    const fromSite = await call('email/start', { body, origin: site })
    expect(fromSite.status).toBe(400)
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(site)
    const fromDapp = await call('email/start', { body, origin: 'https://dapp.example.com' })
    expect(fromDapp).toMatchObject({ status: 403, body: { error: 'Unauthorized: origin not allowed' } })
    expect(fromDapp.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('a shorter cooldown between codes (embeddedWallet.codeCooldownSeconds, for tests)', () => {
  let cloud: Cloud
  const { call } = embeddedClient(() => cloud, PROJECT)
  beforeAll(async () => {
    cloud = await startTestCloud({ indexer: false, embeddedWallet: { codeCooldownSeconds: 2 } })
    await cloud.context.projects.create({ id: PROJECT, allowedOrigins: ['https://dapp.example.com'] })
  })
  afterAll(() => cloud?.close())

  it('holds a second code to the address for that long instead of 30 s', async () => {
    const email = newEmail()
    await call('email/start', { body: { email, deviceId: DEVICE_A } })
    const again = await call<{ error: string }>('email/start', { body: { email, deviceId: DEVICE_A } })
    expect(again).toMatchObject({ status: 429, body: { error: 'Please try again after 2 seconds' } })
    await cloud.db.query(
      `update embedded_codes set created_at = created_at - interval '2.5 seconds' where email = $1`,
      [email],
    )
    expect((await call('email/start', { body: { email, deviceId: DEVICE_A } })).status).toBe(200)
  })
})
