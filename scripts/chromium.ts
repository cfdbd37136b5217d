import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

export interface ChromiumEnvironment {
  configuredPath: string | undefined
  exists(path: string): boolean
  isRoot: boolean
  isDebian: boolean
  /** Runs one apt-get command; returns its exit code. */
  aptGet(args: string[]): number | null
  log(message: string): void
}

export const missingChromiumMessage = [
  'The browser tests need Chromium and none was found.',
  'Install one (Debian/Ubuntu as root: apt-get install -y chromium), or point the tests at an existing',
  'Chromium or Chrome binary: CHROMIUM_PATH=/path/to/chromium npm test',
].join('\n')

/**
 * Makes sure a Chromium is there for the browser tests: CHROMIUM_PATH, else Debian's package, installing it
 * when we are root on Debian. Returns the path, or throws with what to do.
 */
export function ensureChromium(env: ChromiumEnvironment = systemEnvironment()): string {
  if (env.configuredPath) {
    if (env.exists(env.configuredPath)) return env.configuredPath
    throw new Error(`CHROMIUM_PATH is set to ${env.configuredPath}, but no file is there.`)
  }
  const found = CANDIDATES.find((path) => env.exists(path))
  if (found) return found
  if (env.isRoot && env.isDebian) {
    env.log('Chromium is missing: installing Debian’s chromium package (apt-get install -y chromium)…')
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const status = env.aptGet(args)
      if (status !== 0)
        throw new Error(`apt-get ${args.join(' ')} failed (exit ${status}).\n${missingChromiumMessage}`)
    }
    const installed = CANDIDATES.find((path) => env.exists(path))
    if (installed) return installed
  }
  throw new Error(missingChromiumMessage)
}

function systemEnvironment(): ChromiumEnvironment {
  return {
    configuredPath: process.env.CHROMIUM_PATH || undefined,
    exists: existsSync,
    isRoot: process.getuid?.() === 0,
    isDebian: existsSync('/etc/debian_version'),
    aptGet: (args) =>
      spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status,
    log: (message) => console.log(message),
  }
}
