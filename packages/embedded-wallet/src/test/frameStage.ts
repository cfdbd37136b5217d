import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { launchChromium } from '@airlock/testing'
import { build as esbuild } from 'esbuild'
import type { Browser, Frame, Page } from 'playwright-core'
import { buildFrame } from '../frame/build.ts'
import type * as Airlock from '../index.ts'
import { type AuthDouble, CODE, startAuthDouble } from './authDouble.ts'
import { type StaticServer, serveStatic } from './staticServer.ts'

/**
 * What the embedded wallet's browser tests stand on: the frame built with buildFrame and served on one origin
 * with its config.json and a strict CSP, a double of the auth backend, a dapp page on another origin that loads
 * the client (window.airlock), and Chromium.
 */

/** What the tests keep on the dapp page's window. */
export interface StageWindow {
  airlock: typeof Airlock
  client: Airlock.FrameClient
  provider: Airlock.EmbeddedProvider
}

export interface FrameStage {
  /** A temporary folder; the frame is built in its frame/. */
  work: string
  double: AuthDouble
  dapp: StaticServer
  site: StaticServer
  browser: Browser
  close(): Promise<void>
}

export interface FrameStageOptions {
  /** More fields of the site's config.json (version, smartAccounts…). */
  config?: Record<string, unknown>
  /** Origins besides the dapp's that the site's CSP lets embed the frame. */
  extraAncestors?: string[]
}

/** The client bundled for a page, as one ES module. */
export async function bundleClient(): Promise<string> {
  const output = await esbuild({
    entryPoints: [join(import.meta.dirname, '..', 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  })
  return output.outputFiles[0]?.text ?? ''
}

export async function startFrameStage(options: FrameStageOptions = {}): Promise<FrameStage> {
  const work = await mkdtemp(join(tmpdir(), 'airlock-frame-'))
  const [frameDir, client, double] = await Promise.all([
    buildFrame(join(work, 'frame')),
    bundleClient(),
    startAuthDouble(),
  ])
  const dapp = await serveStatic({
    routes: {
      '/': {
        type: 'text/html',
        body: '<!doctype html><html lang="en"><title>dapp</title><h1>dapp</h1><script type="module" src="/dapp.js"></script></html>',
      },
      '/dapp.js': {
        type: 'text/javascript',
        body: "import * as airlock from '/client.js'; window.airlock = airlock",
      },
      '/client.js': { type: 'text/javascript', body: client },
    },
    headers: { 'content-security-policy': "default-src 'self'; frame-src http://127.0.0.1:*" },
  })
  const ancestors = [dapp.origin, ...(options.extraAncestors ?? [])].join(' ')
  const site = await serveStatic({
    dir: frameDir,
    routes: {
      '/config.json': {
        type: 'application/json',
        body: JSON.stringify({ apiUrl: double.url, allowedOrigins: [dapp.origin], ...options.config }),
      },
    },
    headers: {
      'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self' ${double.url}; frame-ancestors ${ancestors}`,
    },
  })
  const browser = await launchChromium()
  return {
    work,
    double,
    dapp,
    site,
    browser,
    async close() {
      await browser.close()
      await Promise.all([double.close(), site.close(), dapp.close()])
      await rm(work, { recursive: true, force: true })
    },
  }
}

/** The frame of the secure site inside `page`. */
export function frameIn(page: Page, site: StaticServer): Frame {
  const found = page.frames().find((each) => each.url().startsWith(site.origin))
  if (!found) throw new Error('no frame')
  return found
}

/**
 * Creates the frame client and its provider on the dapp page (window.client, window.provider) and shows the
 * frame at `rect` while a card is open; resolves when the frame said READY.
 */
export async function openFrameClient(
  page: Page,
  siteUrl: string,
  rect: { top: number; left: number; width: number; height: number },
): Promise<void> {
  await page.evaluate(
    ({ siteUrl, rect }) => {
      const w = window as unknown as StageWindow
      w.client = w.airlock.createFrameClient({
        secureSiteUrl: siteUrl,
        projectId: 'test-project',
        chainId: 31337,
        version: 'kit-test',
      })
      w.provider = w.airlock.createEmbeddedProvider(w.client)
      w.client.on('APPROVAL_OPEN', () => w.client.show(rect))
      w.client.on('APPROVAL_CLOSED', () => w.client.hide())
      return w.client.ready
    },
    { siteUrl, rect },
  )
}

/** Logs in by email and the double's fixed code; answers the wallet's address. */
export async function loginByEmail(page: Page, email: string): Promise<`0x${string}`> {
  return page.evaluate(
    async ({ email, code }) => {
      const { client } = window as unknown as StageWindow
      await client.request('CONNECT_EMAIL', { email })
      await client.request('CONNECT_OTP', { otp: code })
      return (await client.request('GET_USER', {})).address
    },
    { email, code: CODE },
  )
}
