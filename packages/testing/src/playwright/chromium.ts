import { chromiumArgs, resolveChromiumPath } from '../chromium.ts'

export interface AirlockChromiumOptions {
  /** More Chromium flags, after Airlock's. */
  args?: readonly string[]
  /** Where CHROMIUM_PATH is read from. Default process.env. */
  env?: NodeJS.ProcessEnv
}

/** What `use.launchOptions` takes from airlockChromium(). */
export interface AirlockChromiumLaunchOptions {
  executablePath: string
  args: string[]
}

/**
 * Launch settings for `use.launchOptions` in playwright.config.ts: the system's Chromium (CHROMIUM_PATH, else
 * /usr/bin/chromium or /usr/bin/chromium-browser) with flags that keep it quiet and off the network, so no
 * `npx playwright install` download is needed. Headless or not stays Playwright's choice (`--headed` works):
 * the flags leave out --headless. Throws, saying what to install, when there is no Chromium.
 *
 * @example
 * export default defineConfig({ use: { launchOptions: airlockChromium() } })
 */
export function airlockChromium(options: AirlockChromiumOptions = {}): AirlockChromiumLaunchOptions {
  return {
    executablePath: resolveChromiumPath(options.env),
    args: [...chromiumArgs.filter((arg) => arg !== '--headless'), ...(options.args ?? [])],
  }
}
