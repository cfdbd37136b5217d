import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../../app.ts'
import { startTestCloud } from '../../test/cloud.ts'
import type { VerifyAnswer } from './service.ts'
import { embeddedClient } from './testkit.ts'

const PROJECT = 'approval-page'
const DEVICE_A = 'device-a-0123456789'
const DEVICE_B = 'device-b-0123456789'

let counter = 0
const newEmail = () => `owner${++counter}.${Date.now()}@example.com`

describe('the device-approval link', () => {
  let cloud: Cloud
  const client = embeddedClient(() => cloud, PROJECT)
  const { call, lastCode, skipCooldown } = client

  beforeAll(async () => {
    cloud = await startTestCloud({ indexer: false })
    await cloud.context.projects.create({ id: PROJECT, allowedOrigins: ['https://dapp.example.com'] })
  })
  afterAll(() => cloud?.close())

  /** A wallet made on DEVICE_A, then a login on DEVICE_B: the mail carries an approval link. */
  async function pendingApproval() {
    const email = newEmail()
    await call('email/start', { body: { email, deviceId: DEVICE_A } })
    const first = await call<VerifyAnswer>('email/verify', {
      body: { email, deviceId: DEVICE_A, otp: await lastCode(email) },
    })
    const wallet = { address: `0x${'ab'.repeat(20)}`, authShare: '0x01aa', recoveryShare: '0x03cc' }
    expect((await call('wallet', { token: first.body.session, body: wallet })).status).toBe(201)
    await skipCooldown(email)
    expect((await call('email/start', { body: { email, deviceId: DEVICE_B } })).body).toEqual({
      action: 'VERIFY_DEVICE',
    })
    return { email, link: await client.approvalLink(email) }
  }
  const approved = async (email: string) =>
    (await call<{ approved: boolean }>('device/status', { query: { email, deviceId: DEVICE_B } })).body
      .approved

  it('a GET (a mail scanner opening the link, twice) approves nothing; the page asks for a click', async () => {
    const { email, link } = await pendingApproval()
    for (let i = 0; i < 2; i++) {
      const page = await fetch(link)
      expect(page.status).toBe(200)
      const html = await page.text()
      expect(await approved(email)).toBe(false)
      expect(html).toContain('<form method="post">')
      expect(html).toContain(
        `<input type="hidden" name="token" value="${new URL(link).searchParams.get('token')}">`,
      )
      expect(html).toContain('<button type="submit">Approve this browser</button>')
    }
  })

  it('only the confirm POST approves, once; the token stays single use', async () => {
    const { email, link } = await pendingApproval()
    const confirm = await client.confirmApproval(link)
    expect(confirm.status).toBe(200)
    expect(await confirm.text()).toContain('Device approved, you can close this tab.')
    expect(await approved(email)).toBe(true)
    const again = await client.confirmApproval(link)
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('invalid or was already used')
    // Opening the used link shows why it cannot approve, without a button.
    const reopened = await fetch(link)
    expect(reopened.status).toBe(400)
    const html = await reopened.text()
    expect(html).toContain('invalid or was already used')
    expect(html).not.toContain('<form')
  })

  it('refuses a POST without a token, or with an unknown or expired one', async () => {
    const { email, link } = await pendingApproval()
    await cloud.db.query(`update embedded_device_approvals set expires_at = now() where email = $1`, [email])
    expect(await (await fetch(link)).text()).toContain('This approval link has expired')
    expect((await client.confirmApproval(link)).status).toBe(400)
    expect(await approved(email)).toBe(false)
    const post = (body: string) =>
      fetch(`${cloud.url}/v1/embedded/device/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      })
    expect((await post('token=nope')).status).toBe(400)
    expect((await post('')).status).toBe(400)
  })

  it('no page on another site may frame it (frame-ancestors), none loads anything but posts to itself', async () => {
    const { link } = await pendingApproval()
    for (const response of [await fetch(link), await client.confirmApproval(link)]) {
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toContain("default-src 'none'")
      expect(csp).toContain("form-action 'self'")
      expect(response.headers.get('cache-control')).toBe('no-store')
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      await response.arrayBuffer()
    }
  })
})
