import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AppEvent } from './shared/messages.ts'
import {
  type FrameStage,
  frameIn,
  loginByEmail,
  openFrameClient,
  startFrameStage,
} from './test/frameStage.ts'
import { type StaticServer, serveStatic } from './test/staticServer.ts'

/**
 * Reading the signed-in visitor from another page of the same site, in Chromium. The dapp signs in by email on
 * one origin; a hostile page on another port of the same host, which the project's `http://127.0.0.1:*`
 * pattern also lets embed the frame, embeds it with the same project id. Browsers give a frame the same
 * storage under every page of one site (ports and subdomains included), so the frame must keep each embedding
 * origin's session apart and must tell a page nothing of a session it did not ask for. Every message either
 * page receives from the frame is recorded and searched for the visitor's email and address.
 */

interface Received {
  origin: string
  data: { type?: string; id?: string; payload?: unknown }
}

const email = 'victim@example.com'
const PROJECT = 'test-project'
/** How long a page keeps listening after its questions: the frame's unsolicited messages come within it. */
const LISTEN_MS = 1_500

let stage: FrameStage
let hostile: StaticServer
/** One browser profile: the visitor's, where the dapp and the hostile page are open side by side. */
let context: BrowserContext
let dappPage: Page
let address: string

beforeAll(async () => {
  hostile = await serveStatic({
    routes: { '/': { type: 'text/html', body: '<!doctype html><title>hostile</title><body></body>' } },
  })
  stage = await startFrameStage({
    // Any port of the host, as a project that lists `http://localhost:*` for its development servers.
    config: { allowedOrigins: ['http://127.0.0.1:*'] },
    extraAncestors: [hostile.origin],
  })
  context = await stage.browser.newContext()
  dappPage = await context.newPage()
  await dappPage.goto(stage.dapp.url)
  await dappPage.waitForFunction(() => 'airlock' in window)
  await openFrameClient(dappPage, stage.site.url, { top: 0, left: 0, width: 360, height: 520 })
  address = await loginByEmail(dappPage, email)
}, 60_000)

afterAll(async () => {
  await Promise.all([stage?.close(), hostile?.close()])
})

/**
 * Embeds the frame in `page` by hand, as any page may, records every message the page receives, sends `ask`
 * (raw requests, one after the other) once READY came, and answers what was received after LISTEN_MS.
 */
async function embedAndListen(page: Page, ask: AppEvent[]): Promise<Received[]> {
  const src = `${stage.site.url}?projectId=${PROJECT}&chainId=31337&version=test`
  return page.evaluate(
    async ({ src, ask, listenMs }) => {
      const received: Received[] = []
      const frame = document.createElement('iframe')
      frame.referrerPolicy = 'origin'
      frame.src = src
      const siteOrigin = new URL(src).origin
      const ready = new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          received.push({ origin: event.origin, data: event.data })
          if ((event.data as { type?: string } | null)?.type === '@airlock-frame/READY') resolve()
        })
      })
      document.body.append(frame)
      await ready
      ask.forEach((event, index) => {
        const id = index.toString(16).padStart(32, '0')
        frame.contentWindow?.postMessage({ type: `@airlock-app/${event}`, id, payload: {} }, siteOrigin)
      })
      await new Promise((resolve) => setTimeout(resolve, listenMs))
      return received
    },
    { src, ask, listenMs: LISTEN_MS },
  )
}

const types = (received: Received[]) => received.map((entry) => entry.data.type)
/** The payload of the first message of `type` (without the frame's prefix). */
const payloadOf = (received: Received[], type: string) =>
  received.find((entry) => entry.data.type === `@airlock-frame/${type}`)?.data.payload

describe('the session of the embedded wallet, between the pages of one site', () => {
  it('keeps the session under the dapp origin’s own keys in the frame’s storage', async () => {
    const keys = await frameIn(dappPage, stage.site).evaluate(() => Object.keys(localStorage))
    expect(keys.some((key) => key.endsWith(':session'))).toBe(true)
    const prefix = `airlock-embedded:${PROJECT}:${encodeURIComponent(stage.dapp.origin)}:`
    expect(keys.filter((key) => key.startsWith('airlock-embedded:'))).toEqual(
      keys.filter((key) => key.startsWith(prefix)),
    )
  })

  it('tells a listed page on another port of the same host nothing of the visitor', async () => {
    const page = await context.newPage()
    await page.goto(hostile.url)
    const received = await embedAndListen(page, ['GET_USER', 'IS_CONNECTED', 'GET_CHAIN_ID'])
    await page.close()
    // The frame did talk to it (the pattern lists it)…
    expect(received.every((entry) => entry.origin === stage.site.origin)).toBe(true)
    expect(types(received)).toContain('@airlock-frame/READY')
    expect(types(received)).toContain('@airlock-frame/GET_CHAIN_ID_SUCCESS')
    // …but found no session of it: no email, no address, in anything it said, asked or not.
    const said = JSON.stringify(received).toLowerCase()
    expect(said).not.toContain(email)
    expect(said).not.toContain(address.slice(2).toLowerCase())
    expect(payloadOf(received, 'GET_USER_ERROR')).toEqual({ message: 'Not signed in' })
    expect(payloadOf(received, 'IS_CONNECTED_SUCCESS')).toEqual({ isConnected: false })
    expect(types(received)).not.toContain('@airlock-frame/GET_USER_SUCCESS')
  })

  it('posts no SESSION_UPDATE to a page that never asks, even on the signed-in origin', async () => {
    const page = await context.newPage()
    await page.goto(stage.dapp.url)
    const received = await embedAndListen(page, [])
    await page.close()
    expect(types(received)).toEqual(['@airlock-frame/READY'])
  })

  it('reports the session to the signed-in origin once it asks, and its changes from then on', async () => {
    const page = await context.newPage()
    await page.goto(stage.dapp.url)
    const received = await embedAndListen(page, ['IS_CONNECTED', 'GET_USER', 'SIGN_OUT'])
    await page.close()
    expect(payloadOf(received, 'IS_CONNECTED_SUCCESS')).toEqual({ isConnected: true })
    expect(payloadOf(received, 'GET_USER_SUCCESS')).toMatchObject({ email, address })
    // Signed out after it asked: that change is reported to it.
    expect(received.filter((entry) => entry.data.type === '@airlock-frame/SESSION_UPDATE')).toEqual([
      { origin: stage.site.origin, data: { type: '@airlock-frame/SESSION_UPDATE', payload: null } },
    ])
  })
})
