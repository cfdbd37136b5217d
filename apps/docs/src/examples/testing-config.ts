// #region example
// playwright.config.ts
import { airlockChromium } from '@airlock/testing/playwright'
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: 'tests',
  use: {
    baseURL: 'http://127.0.0.1:5173',
    launchOptions: airlockChromium(),
  },
  // Your dapp, served for the tests (here Vite's dev server).
  webServer: {
    command: 'npm run dev -- --host 127.0.0.1 --port 5173 --strictPort',
    url: 'http://127.0.0.1:5173',
    reuseExistingServer: true,
  },
})
// #endregion example
