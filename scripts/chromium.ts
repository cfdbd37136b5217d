import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

/**
 * Makes sure a Chromium is there for the browser tests: CHROMIUM_PATH, else Debian's package, installing it
 * when we are root on Debian. Returns the path, or throws with what to do.
 */
export function ensureChromium(): string {
  const configured = process.env.CHROMIUM_PATH
  if (configured) {
    if (existsSync(configured)) return configured
    throw new Error(`CHROMIUM_PATH is set to ${configured}, but no file is there.`)
  }
  const found = CANDIDATES.find((path) => existsSync(path))
  if (found) return found
  const isRoot = process.getuid?.() === 0
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Chromium is missing: installing Debian’s chromium package (apt-get install -y chromium)…')
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const run = spawnSync('apt-get', args, {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
      if (run.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${run.status}).`)
    }
    const installed = CANDIDATES.find((path) => existsSync(path))
    if (installed) return installed
  }
  throw new Error(
    [
      'The browser tests need Chromium and none was found.',
      'Install one (Debian/Ubuntu as root: apt-get install -y chromium), or point the tests at an existing',
      'Chromium or Chrome binary: CHROMIUM_PATH=/path/to/chromium npm test',
    ].join('\n'),
  )
}
