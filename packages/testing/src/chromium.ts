import { existsSync } from 'node:fs'
import { type Browser, chromium, type LaunchOptions } from 'playwright-core'

/** Flags for a quiet, headless Chromium that talks to nothing but the pages it is sent to. */
export const chromiumArgs: readonly string[] = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
])

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/** CHROMIUM_PATH if set, else Debian's or Ubuntu's Chromium; throws with what to do when there is none. */
export function resolveChromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const configured = env.CHROMIUM_PATH
  if (configured) {
    if (existsSync(configured)) return configured
    throw new Error(`CHROMIUM_PATH is set to ${configured}, but there is no file there.`)
  }
  const found = candidates.find((path) => existsSync(path))
  if (found) return found
  throw new Error(
    [
      `No Chromium found (looked at ${candidates.join(', ')}).`,
      'Install one (Debian/Ubuntu: apt-get install -y chromium), or set CHROMIUM_PATH to a Chromium or Chrome',
      'binary, e.g. CHROMIUM_PATH=/opt/chrome/chrome npm test',
    ].join('\n'),
  )
}

/**
 * Launches Chromium through playwright-core with chromiumArgs (extra `args` are appended). `headless: false`
 * drops --headless, for watching a test locally.
 */
export function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const headless = options.headless ?? true
  const args = [...chromiumArgs.filter((arg) => headless || arg !== '--headless'), ...(options.args ?? [])]
  return chromium.launch({
    ...options,
    executablePath: options.executablePath ?? resolveChromiumPath(),
    headless,
    args,
  })
}
