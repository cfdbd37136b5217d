import { airlockChromium } from '@airlock/testing/playwright'
import { defineConfig } from '@playwright/test'

/** Where `vite preview` serves the built page for the tests: PORT, else Vite's own preview port. */
const port = Number(process.env.PORT ?? 4173)

export default defineConfig({
  testDir: 'tests',
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // The system's Chromium (/usr/bin/chromium, or CHROMIUM_PATH): no `npx playwright install`.
    launchOptions: airlockChromium(),
    trace: 'retain-on-failure',
    screenshot: 'on',
  },
  webServer: {
    // Serves `npm run build`'s dist/; the page reads AIRLOCK_TEST_RPC_URL and AIRLOCK_CLOUD_URL from here.
    command: `npm run preview -- --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: !process.env.CI,
  },
})
