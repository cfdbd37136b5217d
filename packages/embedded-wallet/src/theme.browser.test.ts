import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type * as Airlock from './index.ts'
import {
  type FrameStage,
  frameIn,
  loginByEmail,
  openFrameClient,
  startFrameStage,
} from './test/frameStage.ts'

/**
 * SYNC_THEME reaching the frame's approval card in Chromium: the dapp's mode, accent (with readable text on it),
 * radius, font size and colours, as the kit sends them; a variable the dapp takes back is dropped again.
 */

interface DappWindow {
  client: Airlock.FrameClient
  provider: Airlock.EmbeddedProvider
  signing?: Promise<unknown>
}

const screenshots = join(import.meta.dirname, '..', '..', '..', 'test-results', 'embedded-wallet')

let stage: FrameStage
let context: BrowserContext
let page: Page
let address: `0x${string}`

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true })
  stage = await startFrameStage()
  context = await stage.browser.newContext()
  page = await context.newPage()
  await page.goto(stage.dapp.url)
  await page.waitForFunction(() => 'airlock' in window)
  await openFrameClient(page, stage.site.url, { top: 0, left: 0, width: 360, height: 520 })
  address = await loginByEmail(page, 'theme@example.com')
})

afterAll(async () => {
  await context?.close()
  await stage?.close()
})

const frame = (): Frame => frameIn(page, stage.site)

// A card a failed test left open would hold the next one back.
afterEach(async () => {
  if (await frame().getByRole('button', { name: 'Reject' }).isVisible()) await rejectCard()
})

/** Sends SYNC_THEME as the kit does (core's framePayloadOf): the mode and the dapp's variables. */
function syncTheme(themeMode: 'light' | 'dark', themeVariables: Record<string, string>) {
  return page.evaluate((payload) => (window as unknown as DappWindow).client.request('SYNC_THEME', payload), {
    themeMode,
    themeVariables,
  })
}

/** Opens a signature's approval card and waits until Approve is armed (its colours are the live ones). */
async function openCard() {
  await page.evaluate((address) => {
    const w = window as unknown as DappWindow
    w.signing = w.provider.request({ method: 'personal_sign', params: ['0x6869', address] })
    w.signing.catch(() => {})
  }, address)
  await frame().locator('[data-armed="true"]').waitFor()
}

/** What the card is drawn with, read in the frame once its colour transitions ended, colours as sRGB. */
function cardStyle() {
  return frame().evaluate(async () => {
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)))
    // A colour as the screen shows it: computed colours may be written oklch() or oklab().
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
    const rgb = (color: string | undefined) => {
      if (!canvas || !color) return color
      canvas.clearRect(0, 0, 1, 1)
      canvas.fillStyle = color
      canvas.fillRect(0, 0, 1, 1)
      const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data
      return `rgb(${r}, ${g}, ${b})`
    }
    const approve = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Approve')
    const body = getComputedStyle(document.body)
    const button = approve ? getComputedStyle(approve) : undefined
    return {
      mode: document.documentElement.dataset.theme,
      background: rgb(body.backgroundColor),
      text: rgb(body.color),
      fontSize: body.fontSize,
      approveBackground: rgb(button?.backgroundColor),
      approveText: rgb(button?.color),
      approveRadius: button?.borderTopLeftRadius,
    }
  })
}

async function rejectCard() {
  await frame().getByRole('button', { name: 'Reject' }).click()
  await page.evaluate(() => (window as unknown as DappWindow).signing?.catch(() => undefined))
}

describe('the approval card in the theme of SYNC_THEME', () => {
  it('takes the mode, the accent with readable text on it, the radius, font size and colours', async () => {
    await syncTheme('dark', {
      '--airlock-accent': '#ffd400',
      '--airlock-border-radius-master': '8px',
      '--airlock-font-size-master': '12px',
      '--airlock-color-bg': '#101820',
      '--airlock-color-fg': '#fafafa',
    })
    await openCard()
    expect(await cardStyle()).toEqual({
      mode: 'dark',
      background: 'rgb(16, 24, 32)',
      text: 'rgb(250, 250, 250)',
      fontSize: '16.8px',
      approveBackground: 'rgb(255, 212, 0)',
      // White on this yellow would be 1.4:1: the card writes dark ink on it, as the modal does.
      approveText: 'rgb(0, 0, 0)',
      approveRadius: '24px',
    })
    await page.screenshot({ path: join(screenshots, 'approval-themed-dark.png') })
    await rejectCard()
  })

  it('writes white on a dark accent, and keeps the dapp’s own text colour on the accent when it set one', async () => {
    await syncTheme('light', { '--airlock-accent': '#7c3aed' })
    await openCard()
    expect(await cardStyle()).toMatchObject({ mode: 'light', approveText: 'rgb(255, 255, 255)' })
    await rejectCard()
    await syncTheme('light', { '--airlock-color-accent': '#7c3aed', '--airlock-color-accent-fg': '#ffd400' })
    await openCard()
    expect(await cardStyle()).toMatchObject({
      approveBackground: 'rgb(124, 58, 237)',
      approveText: 'rgb(255, 212, 0)',
    })
    await rejectCard()
  })

  it('drops a variable the dapp took back: the card returns to its own value', async () => {
    await syncTheme('light', { '--airlock-accent': '#ffd400', '--airlock-border-radius-master': '8px' })
    await syncTheme('light', {})
    await openCard()
    expect(await cardStyle()).toMatchObject({
      mode: 'light',
      background: 'rgb(255, 255, 255)',
      approveBackground: 'rgb(52, 97, 245)',
      approveText: 'rgb(255, 255, 255)',
      approveRadius: '12px',
    })
    await page.screenshot({ path: join(screenshots, 'approval-default-light.png') })
    await rejectCard()
  })

  it('without variables, is drawn like the modal in each mode (its accent, dark ink on the dark one)', async () => {
    await syncTheme('dark', {})
    await openCard()
    expect(await cardStyle()).toMatchObject({
      mode: 'dark',
      background: 'rgb(24, 25, 29)',
      approveBackground: 'rgb(91, 130, 255)',
      approveText: 'rgb(0, 0, 0)',
    })
    await rejectCard()
  })
})
