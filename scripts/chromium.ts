import { ensureDebianTool, systemToolEnvironment, type ToolEnvironment } from './debianTool.ts'

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser']

export const missingChromiumHint =
  'point the tests at an existing Chromium or Chrome binary: CHROMIUM_PATH=/path/to/chromium npm test'

/**
 * The Chromium for the browser tests: CHROMIUM_PATH when set, else Debian's package, installed when we are
 * root on Debian. An empty path counts as not set.
 */
export function ensureChromium(
  configuredPath: string | undefined = process.env.CHROMIUM_PATH || undefined,
  env: ToolEnvironment = systemToolEnvironment(),
): string {
  if (configuredPath) {
    if (env.exists(configuredPath)) return configuredPath
    throw new Error(`CHROMIUM_PATH is set to ${configuredPath}, but no file is there.`)
  }
  return ensureDebianTool(
    {
      label: 'Chromium (for the browser tests)',
      debianPackage: 'chromium',
      candidates: () => CANDIDATES,
      howToPoint: missingChromiumHint,
    },
    env,
  )
}
