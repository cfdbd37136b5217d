import { readFileSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { basename, join, relative } from 'node:path'
import { launchChromium } from '@airlock/testing'
import { build } from 'esbuild'
import type { Browser, Page } from 'playwright-core'
import { answerRegistry } from './fakeRegistry.ts'
import type { PageFailure, TestsInPage } from './vitestInPage.ts'

/**
 * Runs `*.browser.test.tsx` files in Chromium: each file is bundled (React, Testing Library and the kit from
 * source, its `vitest` import pointed at vitestInPage.ts), served on 127.0.0.1 with the fake registry beside
 * it, and loaded in a page of its own; the Node side lists the tests a page collected and runs them one by
 * one, so each shows as a Vitest test of its own and fails with the page's message and stack.
 */

const reactSrc = join(import.meta.dirname, '..', '..')
export const screenshotDir = join(reactSrc, '..', '..', '..', 'test-results', 'react-browser')

export interface BrowserTestBundle {
  /** The files, as given, each with its page's path on the server. */
  pages: { file: string; path: string }[]
  outputs: Map<string, string>
}

/** Bundles each test file as an entry of its own, sharing chunks (React, the kit). */
export async function bundleBrowserTests(files: readonly string[]): Promise<BrowserTestBundle> {
  const result = await build({
    entryPoints: files.map((file) => ({ in: file, out: entryName(file) })),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outdir: '/out',
    write: false,
    jsx: 'automatic',
    conditions: ['airlock-source'],
    alias: { vitest: join(import.meta.dirname, 'vitestInPage.ts') },
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  })
  const outputs = new Map(result.outputFiles.map((output) => [output.path, output.text]))
  return { pages: files.map((file) => ({ file, path: `/${entryName(file)}.html` })), outputs }
}

const entryName = (file: string) =>
  relative(reactSrc, file)
    .replace(/\.browser\.test\.tsx$/, '')
    .replace(/[^\w-]/g, '_')

/** The kit's font, where the bundle's `new URL('../../assets/…', import.meta.url)` points from /out/. */
const FONT_PATH = '/assets/inter-latin-wght-normal.woff2'

/** The server of the bundle's pages and the fake registry, on 127.0.0.1. */
export async function serveBundle(
  bundle: BrowserTestBundle,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (answerRegistry(request, response)) return
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const page = bundle.pages.find((each) => each.path === path)
    if (page) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${basename(page.file)}</title></head>` +
          `<body><script type="module" src="/out/${entryName(page.file)}.js"></script></body></html>`,
      )
      return
    }
    if (path === FONT_PATH) {
      response.writeHead(200, { 'content-type': 'font/woff2' })
      response.end(readFileSync(join(reactSrc, '..', FONT_PATH)))
      return
    }
    const output = bundle.outputs.get(path)
    if (output === undefined) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
    response.end(output)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** One test file loaded in its page. */
export interface TestPage {
  names: string[]
  /** Runs one test; throws its failure, with what the page logged as errors. */
  run(name: string): Promise<void>
  close(): Promise<void>
}

export async function openTestPage(browser: Browser, origin: string, path: string): Promise<TestPage> {
  // Copy buttons write to the clipboard, which a page may do only with the permission a visitor's click gives.
  const page: Page = await browser.newPage({ permissions: ['clipboard-read', 'clipboard-write'] })
  const logged: string[] = []
  page.on('console', (message) => {
    // The failed responses are listed below with their address, which this message lacks.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      logged.push(message.text())
  })
  page.on('pageerror', (error) => logged.push(String(error.stack ?? error)))
  page.on('response', (response) => {
    if (response.status() >= 400) logged.push(`${response.status()} ${response.url()}`)
  })
  // Keys pressed by Chromium itself (pressKey, typeText, mouseClick in page.ts): Tab then moves focus as a visitor's would,
  // into shadow roots too, which user-event's own Tab does not.
  await page.exposeFunction('airlockPressKey', (key: string) => page.keyboard.press(key))
  await page.exposeFunction('airlockTypeText', (text: string) => page.keyboard.type(text))
  await page.exposeFunction('airlockMouseClick', (x: number, y: number) => page.mouse.click(x, y))
  await page.exposeFunction('airlockScreenshot', async (name: string) => {
    await mkdir(screenshotDir, { recursive: true })
    await page.screenshot({ path: join(screenshotDir, `${name.replace(/[^\w-]+/g, '_')}.png`) })
  })
  const failureShot = (name: string) =>
    join(screenshotDir, `${path.slice(1, -5)}--${name.replace(/[^\w-]+/g, '_').slice(0, 80)}.png`)
  await page.exposeFunction('airlockFailed', async (name: string) => {
    await mkdir(screenshotDir, { recursive: true })
    await page.screenshot({ path: failureShot(name) })
  })
  await page.goto(origin + path)
  await page.waitForFunction(() => 'airlockTests' in globalThis)
  const names = await page.evaluate(() =>
    (globalThis as unknown as { airlockTests: TestsInPage }).airlockTests.names(),
  )
  return {
    names,
    async run(name) {
      logged.length = 0
      const failure: PageFailure | null = await page.evaluate(
        (name) => (globalThis as unknown as { airlockTests: TestsInPage }).airlockTests.run(name),
        name,
      )
      if (!failure) return
      const shot = failureShot(name)
      const error = new Error(
        [
          failure.message,
          failure.diff ?? '',
          `(screenshot: ${shot})`,
          ...logged.map((line) => `page error: ${line}`),
        ].join('\n'),
      )
      if (failure.stack) error.stack = `${error.message}\n${failure.stack.split('\n').slice(1).join('\n')}`
      throw error
    },
    close: () => page.close(),
  }
}

/** Every test name of each page, from a Chromium started and closed for the purpose. */
export async function listBrowserTests(bundle: BrowserTestBundle): Promise<Map<string, string[]>> {
  const served = await serveBundle(bundle)
  const browser = await launchChromium()
  try {
    const listed = new Map<string, string[]>()
    for (const { file, path } of bundle.pages) {
      const page = await openTestPage(browser, served.origin, path)
      listed.set(file, page.names)
      await page.close()
    }
    return listed
  } finally {
    await browser.close()
    await served.close()
  }
}
