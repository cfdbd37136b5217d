import { act } from '@testing-library/react'

/**
 * Presses a key as the visitor's keyboard does: Chromium dispatches it (through the Node side of the browser
 * runner, runInChromium.ts), so the browser's own focus navigation and default actions follow, shadow roots
 * included, which user-event's own Tab does not do. Key names are Playwright's: 'Tab', 'Shift+Tab', 'Enter',
 * 'Escape', 'ArrowDown'. Wrapped in act(), as user-event's events are, so React has rendered when it resolves.
 */
export async function pressKey(key: string): Promise<void> {
  const press = (globalThis as unknown as { airlockPressKey?: (key: string) => Promise<void> })
    .airlockPressKey
  if (!press)
    throw new Error('pressKey runs in the browser runner’s pages only (test/browser/chromium.test.ts)')
  await act(async () => {
    await press(key)
  })
}

/**
 * Saves what the page shows as test-results/react-browser/<name>.png (a failing test saves one by itself), for
 * looking at what a test drove.
 */
export async function screenshot(name: string): Promise<void> {
  const save = (globalThis as unknown as { airlockScreenshot?: (name: string) => Promise<void> })
    .airlockScreenshot
  if (!save)
    throw new Error('screenshot runs in the browser runner’s pages only (test/browser/chromium.test.ts)')
  await save(name)
}
