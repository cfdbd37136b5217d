import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { launchChromium } from '@airlock/testing'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, it } from 'vitest'
import {
  bundleBrowserTests,
  listBrowserTests,
  openTestPage,
  serveBundle,
  type TestPage,
} from './runInChromium.ts'

/**
 * The React package's `*.browser.test.tsx` files (Testing Library tests beside their components), each run in
 * a Chromium page; every test of theirs is a test here, under its file's path. Run one file's with
 * `-t <its path>`, e.g. `-t ConnectButton`.
 */

const src = join(import.meta.dirname, '..', '..')
const files = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.browser.test.tsx'))
  .sort()
  .map((path) => join(src, path))

const bundle = await bundleBrowserTests(files)
const listed = await listBrowserTests(bundle)

let served: Awaited<ReturnType<typeof serveBundle>>
let browser: Browser

beforeAll(async () => {
  served = await serveBundle(bundle)
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  await served?.close()
})

for (const { file, path } of bundle.pages) {
  describe(relative(src, file), () => {
    let page: TestPage
    beforeAll(async () => {
      page = await openTestPage(browser, served.origin, path)
    })
    afterAll(() => page?.close())
    for (const name of listed.get(file) ?? []) it(name, () => page.run(name))
  })
}
