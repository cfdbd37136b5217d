import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchChromium } from '@airlock/testing'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Cloud } from '../../app.ts'
import { fetchJson, startTestCloud } from '../../test/cloud.ts'
import type { SocialAnswer } from './service.ts'

/**
 * The popup in Chromium: the local identity provider's form filled by label, the cloud's callback, and the
 * secure site's real social-callback.html posting the result to the page that opened it, then closing.
 */
const FRAME_SRC = fileURLToPath(
  new URL('../../../../../packages/embedded-wallet/src/frame/', import.meta.url),
)
const DEVICE = 'popup-device-0123456789'

let work: string
let cloud: Cloud
let dapp: Server
let dappOrigin: string
let browser: Browser

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'airlock-social-popup-'))
  const frameDir = join(work, 'frame')
  await mkdir(join(frameDir, 'assets'), { recursive: true })
  // Only the callback page and its script: the frame itself plays no part in the popup.
  await build({
    entryPoints: [join(FRAME_SRC, 'socialCallbackPage.ts')],
    bundle: true,
    format: 'esm',
    outfile: join(frameDir, 'assets', 'social-callback.js'),
  })
  const page = await readFile(join(FRAME_SRC, 'social-callback.html'), 'utf8')
  await writeFile(
    join(frameDir, 'social-callback.html'),
    page.replace('./socialCallbackPage.ts', './assets/social-callback.js'),
  )
  await writeFile(join(frameDir, 'index.html'), '<!doctype html><title>frame</title>')
  dapp = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': "default-src 'self'" })
    res.end('<!doctype html><title>dapp</title><h1>dapp</h1>')
  })
  await new Promise<void>((resolve) => dapp.listen(0, '127.0.0.1', resolve))
  dappOrigin = `http://127.0.0.1:${(dapp.address() as AddressInfo).port}`
  cloud = await startTestCloud({ indexer: false, embeddedWallet: { frameDir } })
  await cloud.context.projects.create({ id: 'social-popup', allowedOrigins: [dappOrigin] })
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  await cloud?.close()
  await new Promise<void>((resolve) => (dapp ? dapp.close(() => resolve()) : resolve()))
  await rm(work, { recursive: true, force: true })
})

describe('the social login popup in Chromium', () => {
  it('signs ada in and hands the result to the opener, which the cloud trades for a session', async () => {
    const { body } = await fetchJson<{ uri: string }>(
      `${cloud.url}/v1/embedded/social/google/authorize?${new URLSearchParams({
        projectId: 'social-popup',
        deviceId: DEVICE,
        origin: dappOrigin,
      })}`,
    )
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(dappOrigin)
    await page.evaluate(() => {
      const target = window as unknown as { got: Promise<unknown> }
      target.got = new Promise((resolve) =>
        window.addEventListener('message', (event) => resolve({ origin: event.origin, data: event.data })),
      )
    })
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate((uri) => void window.open(uri, 'airlock-social', 'popup,width=500,height=600'), body.uri),
    ])
    await popup.getByLabel('Username').fill('ada')
    await popup.getByLabel('Password').fill('ada-password')
    const closed = popup.waitForEvent('close')
    await popup.getByRole('button', { name: 'Sign in' }).click()
    const message = (await page.evaluate(() => (window as unknown as { got: Promise<unknown> }).got)) as {
      origin: string
      data: { type: string; payload: { result: string } }
    }
    expect(message.origin).toBe(cloud.secureSiteUrl)
    expect(message.data.type).toBe('@airlock-frame/SOCIAL_RESULT')
    await closed
    const done = await fetchJson<SocialAnswer>(
      `${cloud.url}/v1/embedded/social/complete?projectId=social-popup`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ result: message.data.payload.result, deviceId: DEVICE }),
      },
    )
    expect(done.body).toMatchObject({ socialProvider: 'google', userName: 'ada' })
    await context.close()
  })
})
