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
 * Types text into the focused field as the visitor's keyboard does, key by key through Chromium. user-event's
 * `type` and `keyboard` do not reach a field inside a shadow root (they type into document.activeElement, the
 * shadow host), and the kit's fields all are in one. Focus the field with mouseClick: once user-event has
 * clicked a field it answers the field's value itself, and React then reads '' whatever the keys typed.
 */
export async function typeText(text: string): Promise<void> {
  const type = (globalThis as unknown as { airlockTypeText?: (text: string) => Promise<void> })
    .airlockTypeText
  if (!type)
    throw new Error('typeText runs in the browser runner’s pages only (test/browser/chromium.test.ts)')
  await act(async () => {
    await type(text)
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

/** The element's box once it has stopped moving (the modal animates its height between views). */
async function settledBox(element: Element): Promise<DOMRect> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve))
  let box = element.getBoundingClientRect()
  for (let still = 0; still < 3; ) {
    await frame()
    const next = element.getBoundingClientRect()
    still = next.x === box.x && next.y === box.y && next.width === box.width ? still + 1 : 0
    box = next
  }
  return box
}

/** Clicks the middle of `element` with Chromium's mouse, as the visitor's pointer does, once it stands still. */
export async function mouseClick(element: Element): Promise<void> {
  const click = (globalThis as unknown as { airlockMouseClick?: (x: number, y: number) => Promise<void> })
    .airlockMouseClick
  if (!click)
    throw new Error('mouseClick runs in the browser runner’s pages only (test/browser/chromium.test.ts)')
  const box = await settledBox(element)
  await act(async () => {
    await click(box.x + box.width / 2, box.y + box.height / 2)
  })
}
