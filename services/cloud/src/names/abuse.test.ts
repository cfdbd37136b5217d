import { NameRuleMessages } from '@airlock/protocol/names'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../app.ts'
import { fetchJson, startTestCloud } from '../test/cloud.ts'
import { postRegistration, type SignedRegistrationOptions, signedRegistration } from '../test/names.ts'
import { AttributeMessages } from './attributes.ts'
import { insertName } from './store.ts'

/*
 * What an attacker tried against the names registry, over HTTP against a cloud, each accepted before the
 * registry checked it: names that pass for the operator's own, labels DNS refuses, text records that run
 * script where a page shows them, and a signature collected on one site replayed for another project, site
 * or chain.
 */

const SITE_A = 'https://a.example'
const SITE_B = 'https://b.example'
let cloud: Cloud

beforeAll(async () => {
  cloud = await startTestCloud({ indexer: false, names: { reservedLabels: ['Acme', 'acme-pay'] } })
  await cloud.context.projects.create({ id: 'site-a', allowedOrigins: [SITE_A, 'https://*.a.example'] })
  await cloud.context.projects.create({ id: 'site-b', allowedOrigins: [SITE_B] })
})
afterAll(() => cloud?.close())

const newSigner = () => privateKeyToAccount(generatePrivateKey())
type Options = Omit<SignedRegistrationOptions, 'signer' | 'projectId'> & { projectId?: string }

/** Registers `name` as a fresh account on site A, for project site-a, from the site's page. */
async function registerOnSiteA(name: string, options: Omit<Options, 'name'> = {}) {
  const body = await signedRegistration({
    signer: newSigner(),
    projectId: 'site-a',
    domain: 'a.example',
    name,
    ...options,
  })
  return postRegistration(cloud.url, 'site-a', body, SITE_A)
}

describe('reserved names', () => {
  it.each(['admin', 'root', 'support', 'security', 'no-reply', 'ad-min'])('refuses %s', async (label) => {
    expect(await registerOnSiteA(`${label}.airlock.eth`)).toMatchObject({
      status: 400,
      body: { error: NameRuleMessages.RESERVED },
    })
  })

  it("refuses the parent's own label and the operator's reserved labels (NAMES_RESERVED)", async () => {
    for (const label of ['airlock', 'acme', 'acmepay', 'acme-pay']) {
      expect((await registerOnSiteA(`${label}.airlock.eth`)).body.error, label).toBe(
        NameRuleMessages.RESERVED,
      )
    }
    expect((await registerOnSiteA('acme2.airlock.eth')).status).toBe(200)
  })

  it('says so as the visitor types (the suggestions call), and still finds a name registered before', async () => {
    const suggestions = await fetchJson(`${cloud.url}/v1/profile/suggestions/admin?projectId=site-a`)
    expect(suggestions).toMatchObject({ status: 400, body: { error: NameRuleMessages.RESERVED } })
    const signer = newSigner()
    await insertName(cloud.context.db, {
      name: 'support.airlock.eth',
      address: signer.address,
      attributes: {},
      coinType: 60,
      message: '{}',
      signature: '0x01',
    })
    const lookup = await fetchJson(`${cloud.url}/v1/profile/account/support?projectId=site-a`)
    expect(lookup).toMatchObject({ status: 200, body: { name: 'support.airlock.eth' } })
  })
})

describe('hyphens', () => {
  it.each([
    ['-abc', NameRuleMessages.HYPHEN_AT_EDGE],
    ['abc-', NameRuleMessages.HYPHEN_AT_EDGE],
    ['xn--abc', NameRuleMessages.HYPHENS_THIRD_FOURTH],
    ['ab--cd', NameRuleMessages.HYPHENS_THIRD_FOURTH],
  ])('refuses %s', async (label, error) => {
    expect(await registerOnSiteA(`${label}.airlock.eth`)).toMatchObject({ status: 400, body: { error } })
    const suggestions = await fetchJson(`${cloud.url}/v1/profile/suggestions/${label}?projectId=site-a`)
    expect(suggestions).toMatchObject({ status: 400, body: { error } })
  })
})

describe('text records', () => {
  const refused = (key: string, value: string) =>
    registerOnSiteA('records.airlock.eth', { attributes: { [key]: value } })

  it.each([
    ['avatar', 'javascript:alert(1)'],
    ['url', 'javascript:alert(1)'],
    ['url', ' JavaScript:alert(1)'],
    ['url', 'data:text/html,hi'],
    ['header', 'vbscript:msgbox(1)'],
    ['url', 'https//no-scheme.example'],
  ])('refuses %s = %s: only http(s) URLs', async (key, value) => {
    expect(await refused(key, value)).toMatchObject({
      status: 400,
      body: { error: `Invalid registration message: attributes: ${AttributeMessages.URL(key)}` },
    })
  })

  it('refuses script links, markup and control characters in any record', async () => {
    const cases: [string, string, string][] = [
      ['com.twitter', 'javascript:alert(1)', AttributeMessages.SCRIPT('com.twitter')],
      ['email', 'data:text/html;base64,PHNjcmlwdD4=', AttributeMessages.SCRIPT('email')],
      ['description', '<script>alert(1)</script>', AttributeMessages.MARKUP('description')],
      ['description', 'hi <img src=x onerror=alert(1)>', AttributeMessages.MARKUP('description')],
      ['display', 'alice\u0000', AttributeMessages.CONTROL('display')],
      ['description', 'evil\u202Egnp.exe', AttributeMessages.CONTROL('description')],
      ['<b>', 'x', AttributeMessages.KEY],
    ]
    for (const [key, value, error] of cases) {
      expect(await refused(key, value), `${key}=${value}`).toMatchObject({
        status: 400,
        body: { error: `Invalid registration message: attributes: ${error}` },
      })
    }
  })

  it('keeps plain text and http(s) links, and serves nothing unsafe stored before the checks', async () => {
    const attributes = {
      avatar: 'https://img.example/a.png',
      url: 'http://alice.example/',
      description: 'Builder.\nI <3 ETH & maps: 2 > 1',
      'com.twitter': 'alice',
    }
    expect((await registerOnSiteA('records.airlock.eth', { attributes })).status).toBe(200)
    const signer = newSigner()
    await insertName(cloud.context.db, {
      name: 'older.airlock.eth',
      address: signer.address,
      attributes: { url: 'javascript:alert(1)', description: '<script>x</script>', display: 'Older' },
      coinType: 60,
      message: '{}',
      signature: '0x02',
    })
    const lookup = await fetchJson(`${cloud.url}/v1/profile/account/older?projectId=site-a`)
    expect(lookup.body).toMatchObject({ attributes: { display: 'Older' } })
    expect(Object.keys((lookup.body as { attributes: object }).attributes)).toEqual(['display'])
  })
})

describe('a signature replayed from another site, project or chain', () => {
  /** Alice signs on site A for project site-a on the devnet: what a phishing page collects. */
  const collected = async () => {
    const signer = newSigner()
    const body = await signedRegistration({
      signer,
      projectId: 'site-a',
      domain: 'a.example',
      name: `victim${Date.now() % 1_000_000}.airlock.eth`,
    })
    return { signer, body }
  }

  it('registers it where it was signed for', async () => {
    const { body } = await collected()
    expect((await postRegistration(cloud.url, 'site-a', body, SITE_A)).status).toBe(200)
  })

  it('refuses it for another project, from its own allowed site or from a server', async () => {
    const { body } = await collected()
    const expected = { status: 400, body: { error: 'The message was signed for project site-a, not site-b' } }
    expect(await postRegistration(cloud.url, 'site-b', body, SITE_B)).toMatchObject(expected)
    expect(await postRegistration(cloud.url, 'site-b', body)).toMatchObject(expected)
  })

  it("refuses it from another site of the project, or from a server for a site the project doesn't allow", async () => {
    const { body } = await collected()
    expect(await postRegistration(cloud.url, 'site-a', body, 'https://shop.a.example')).toMatchObject({
      status: 400,
      body: {
        error:
          'The message was signed for a.example, not for this site (shop.a.example): sign a new one here',
      },
    })
    const phished = await signedRegistration({
      signer: newSigner(),
      projectId: 'site-a',
      domain: 'phish.example',
      name: 'phished.airlock.eth',
    })
    expect(await postRegistration(cloud.url, 'site-a', phished)).toMatchObject({
      status: 400,
      body: { error: 'The message was signed for phish.example, which project site-a does not allow' },
    })
    // From a server, a site the project allows is as good as its page.
    expect((await postRegistration(cloud.url, 'site-a', body)).status).toBe(200)
  })

  it('refuses it for another chain', async () => {
    const { body } = await collected()
    expect(await postRegistration(cloud.url, 'site-a', { ...body, coin_type: 60 }, SITE_A)).toMatchObject({
      status: 400,
      body: { error: "The message was signed for eip155:31337, not for the coin type's chain eip155:1" },
    })
  })

  it('refuses a message of the first format, which named no site, project or chain', async () => {
    const signer = newSigner()
    const message = JSON.stringify({
      name: 'unbound.airlock.eth',
      address: signer.address,
      timestamp: Math.floor(Date.now() / 1000),
    })
    const body = {
      coin_type: 60,
      address: signer.address,
      message,
      signature: await signer.signMessage({ message }),
    }
    expect(await postRegistration(cloud.url, 'site-b', body, SITE_B)).toMatchObject({
      status: 400,
      body: {
        error:
          'The message names no domain, projectId and chain, so it could have been signed for another site: sign a new one',
      },
    })
  })
})

describe('forged, stale and malformed registrations', () => {
  const alice = newSigner()
  const bob = newSigner()
  const post = (body: unknown) => postRegistration(cloud.url, 'site-a', body, SITE_A)
  const signed = (options: Omit<Options, 'signer'> & { signer: typeof alice }) =>
    signedRegistration({ projectId: 'site-a', domain: 'a.example', ...options })

  it('refuses messages older than 10 minutes or dated in the future', async () => {
    const now = Math.floor(Date.now() / 1000)
    expect(await registerOnSiteA('stale.airlock.eth', { timestamp: now - 601 })).toMatchObject({
      status: 400,
      body: { error: 'The message was signed more than 10 minutes ago: sign a new one' },
    })
    expect(await registerOnSiteA('future.airlock.eth', { timestamp: now + 120 })).toMatchObject({
      status: 400,
      body: { error: 'The message is dated in the future: check the device clock' },
    })
    expect((await registerOnSiteA('recent.airlock.eth', { timestamp: now - 540 })).status).toBe(200)
  })

  it("refuses another key's signature, another address in the message, and malformed requests", async () => {
    const forged = await signed({ name: 'forged.airlock.eth', signer: bob, address: alice.address })
    expect(await post(forged)).toMatchObject({
      status: 401,
      body: { error: `The signature is not ${alice.address}'s signature of the message` },
    })
    const other = await signed({ name: 'other.airlock.eth', signer: alice })
    expect(await post({ ...other, address: bob.address })).toMatchObject({
      status: 400,
      body: { error: 'The message names another address than the one registering' },
    })
    expect(await post({ ...other, message: 'register other.airlock.eth' })).toMatchObject({
      status: 400,
      body: { error: 'The message must be the JSON registration message (see docs/names.md)' },
    })
    expect((await post({ ...other, coin_type: 0 })).body.error).toMatch(/coin_type must be an EVM coin type/)
    expect((await post({ ...other, signature: '0x1234' })).status).toBe(400)
    expect((await post({ ...other, extra: 1, message: other.message.replace('}', ',"x":1}') })).status).toBe(
      400,
    )
    expect((await post(other)).status).toBe(200)
  })
})
