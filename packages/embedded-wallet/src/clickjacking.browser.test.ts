import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Frame, Page } from 'playwright-core'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ARMING_DELAY_MS } from './frame/approval/visibilityGuard.ts'
import {
  type FrameStage,
  frameIn,
  loginByEmail,
  openFrameClient,
  type StageWindow,
  startFrameStage,
} from './test/frameStage.ts'

/**
 * Clickjacking of the approval card, in Chromium. The dapp page is on the project's list (so the frame talks to
 * it) but hostile: it decides where the frame sits and how it looks. It makes the frame transparent over a
 * decoy button, or slides it under the cursor just before a click, so that a real click meant for the decoy
 * lands on Approve. Each attack's click must reach Approve (the frame counts the press) and approve nothing; a
 * card that is visible and has stayed put for a moment approves as before, by mouse or by keyboard.
 */

interface HostileWindow extends StageWindow {
  signing?: Promise<unknown>
  /** 'approved' or the error code, once the request is answered. */
  outcome?: string
  decoyClicks: number
  /** While set, the page makes the frame transparent each time a card opens. */
  transparent?: boolean
}

const email = 'mallory-victim@example.com'
const RECT = { top: 40, left: 40, width: 360, height: 520 }
const screenshots = join(import.meta.dirname, '..', '..', '..', 'test-results', 'clickjacking')
/** Long enough for the guard to have armed a card it took for visible and settled. */
const SETTLE_MS = ARMING_DELAY_MS + 600

let stage: FrameStage
let page: Page
let address: Hex

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const frame = (): Frame => frameIn(page, stage.site)
const approveButton = () => frame().getByRole('button', { name: 'Approve' })
const armedState = () => frame().locator('section.card').getAttribute('data-armed')
const outcome = () => page.evaluate(() => (window as unknown as HostileWindow).outcome)

beforeAll(async () => {
  await mkdir(screenshots, { recursive: true })
  stage = await startFrameStage({ config: { version: 'clickjacking-test' } })
  page = await stage.browser.newPage({ viewport: { width: 1000, height: 700 } })
  await page.goto(stage.dapp.url)
  await page.waitForFunction(() => 'airlock' in window)
  await openFrameClient(page, stage.site.url, RECT)
  address = await loginByEmail(page, email)
  // The decoy: a button of the hostile page, under the frame or beside it, that counts the clicks it gets.
  await page.evaluate(() => {
    const w = window as unknown as HostileWindow
    w.decoyClicks = 0
    const decoy = document.createElement('button')
    decoy.id = 'decoy'
    decoy.textContent = 'Claim your prize'
    Object.assign(decoy.style, { position: 'fixed', width: '200px', height: '44px', left: '0px', top: '0px' })
    decoy.addEventListener('click', () => void w.decoyClicks++)
    document.body.append(decoy)
    // After the client's own handler (which shows the frame where RECT says): the same place, transparent.
    w.client.on('APPROVAL_OPEN', () => {
      if (w.transparent) w.client.iframe.style.opacity = '0'
    })
  })
}, 120_000)

afterAll(async () => {
  await stage?.close()
})

/** Asks for a personal_sign of `text` and waits for its card; answers the message. */
async function requestSignature(text: string): Promise<Hex> {
  const message = stringToHex(text)
  await page.evaluate(
    ({ message, address }) => {
      const w = window as unknown as HostileWindow
      w.outcome = undefined
      w.signing = w.provider.request({ method: 'personal_sign', params: [message, address] })
      w.signing.then(
        () => {
          w.outcome = 'approved'
        },
        (error: { code?: number }) => {
          w.outcome = String(error.code)
        },
      )
    },
    { message, address },
  )
  await approveButton().waitFor()
  // Counts, inside the frame, the presses that land on Approve: the attack must reach the button.
  await frame().evaluate(() => {
    const w = window as unknown as { approvePresses?: number }
    const counting = w.approvePresses !== undefined
    w.approvePresses = 0
    if (counting) return
    document.addEventListener(
      'pointerdown',
      (event) => {
        if ((event.target as Element).closest('.button.primary'))
          w.approvePresses = (w.approvePresses ?? 0) + 1
      },
      true,
    )
  })
  return message
}

const approvePresses = () =>
  frame().evaluate(() => (window as unknown as { approvePresses: number }).approvePresses)

/** Puts the decoy's centre at (x, y). */
async function placeDecoy(x: number, y: number) {
  await page.evaluate(
    ({ x, y }) => {
      const decoy = document.getElementById('decoy') as HTMLElement
      decoy.style.left = `${x - 100}px`
      decoy.style.top = `${y - 22}px`
    },
    { x, y },
  )
}

/** Moves the frame by (dx, dy) inside the page, as the page around it may at any time. */
async function moveFrame(dx: number, dy: number) {
  await page.evaluate(
    ({ dx, dy }) => {
      const { iframe } = (window as unknown as HostileWindow).client
      iframe.style.left = `${Number.parseFloat(iframe.style.left) + dx}px`
      iframe.style.top = `${Number.parseFloat(iframe.style.top) + dy}px`
    },
    { dx, dy },
  )
}

/** The centre of a button of the card, in the page's coordinates. */
async function centreOf(name: 'Approve' | 'Reject') {
  const box = await frame().getByRole('button', { name }).boundingBox()
  if (!box) throw new Error(`${name} has no box`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/** Lets the page lay out and paint twice, so that the next input goes where the page now shows things. */
const painted = () =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  )

/** Approves the card the honest way: once armed, a click on Approve; answers the signature. */
async function approveForReal(message: Hex) {
  await frame().locator('section.card[data-armed="true"]').waitFor()
  await approveButton().click()
  const signature = (await page.evaluate(() => (window as unknown as HostileWindow).signing)) as Hex
  expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)
}

describe('the approval card against clickjacking, in Chromium', () => {
  it('approves nothing when the frame is made invisible over a decoy and the decoy is clicked', async () => {
    await page.evaluate(() => {
      ;(window as unknown as HostileWindow).transparent = true
    })
    const message = await requestSignature('Transfer all your funds')
    const target = await centreOf('Approve')
    await placeDecoy(target.x, target.y)
    // The visitor comes in from the side over the decoy, reads it, and clicks it; long after the card appeared.
    await page.mouse.move(RECT.left + RECT.width + 200, target.y)
    await page.mouse.move(target.x, target.y, { steps: 25 })
    await sleep(SETTLE_MS)
    await page.mouse.click(target.x, target.y)
    await sleep(300)
    expect(await approvePresses()).toBe(1)
    expect(await outcome()).toBeUndefined()
    expect(await armedState()).toBe('false')
    expect(await approveButton().getAttribute('aria-disabled')).toBe('true')

    // The same card, once the page shows it and it has been seen for a moment, approves as usual.
    await page.evaluate(() => {
      const w = window as unknown as HostileWindow
      w.transparent = false
      w.client.iframe.style.opacity = '1'
    })
    await approveForReal(message)
    expect(await outcome()).toBe('approved')
  })

  it('approves nothing when the frame is slid under the resting cursor just before the click', async () => {
    const message = await requestSignature('Approve unlimited spending')
    // Beside the card, where the card fits whole in the page once brought over it.
    const decoy = { x: 750, y: 560 }
    await placeDecoy(decoy.x, decoy.y)
    await page.mouse.move(decoy.x, decoy.y, { steps: 10 })
    // The card has been in plain view, in its place, for long enough: it is not its first moment.
    await sleep(SETTLE_MS)
    const armedBeforeTheMove = await armedState()
    const approve = await centreOf('Approve')
    await moveFrame(decoy.x - approve.x, decoy.y - approve.y)
    await painted()
    await page.mouse.click(decoy.x, decoy.y)
    await sleep(300)
    // The click went to the frame, not to the decoy, and approved nothing. The frame had never seen this pointer,
    // so it cannot tell that it moved; Chromium drops the press itself (it does for a frame of another origin that
    // watches its visibility, as the card does, and moved a moment ago), so it may not even reach Approve.
    expect(await page.evaluate(() => (window as unknown as HostileWindow).decoyClicks)).toBe(0)
    expect(await approvePresses()).toBeLessThanOrEqual(1)
    expect(await outcome()).toBeUndefined()
    expect(armedBeforeTheMove).toBe('true')

    // Where it now is, once it has stayed put for a moment, the same card approves.
    await sleep(SETTLE_MS)
    await approveForReal(message)
    expect(await outcome()).toBe('approved')
  })

  it('approves nothing when the frame moves while the pointer rests on it', async () => {
    const message = await requestSignature('Sign in to the game')
    // Room on the left: Approve is about to come where Reject is.
    await moveFrame(360, 0)
    const resting = await centreOf('Reject')
    await page.mouse.move(resting.x, resting.y, { steps: 10 })
    await sleep(SETTLE_MS)
    const armedBeforeTheMove = await armedState()
    const approve = await centreOf('Approve')
    await moveFrame(resting.x - approve.x, 0)
    await painted()
    await page.mouse.click(resting.x, resting.y)
    await sleep(300)
    // The pointer stayed put on the screen while its place in the frame changed: the card saw the move and
    // disarmed (and Chromium may have dropped the press before it reached Approve).
    expect(await approvePresses()).toBeLessThanOrEqual(1)
    expect(await outcome()).toBeUndefined()
    expect(await armedState()).toBe('false')
    // Refused for the move: the card was armed just before it.
    expect(armedBeforeTheMove).toBe('true')
    await sleep(SETTLE_MS)
    await approveForReal(message)
    expect(await outcome()).toBe('approved')
  })

  it('opens with the focus off Approve; Tab reaches it and Enter approves only once armed', async () => {
    const message = await requestSignature('Keyboard user')
    const focused = () =>
      frame().evaluate(() => {
        const active = document.activeElement
        return `${active?.tagName} ${active?.textContent}`
      })
    expect(await focused()).toBe('H1 Sign message')
    const approve = approveButton()
    expect(await approve.getAttribute('aria-disabled')).toBe('true')
    expect(await approve.evaluate((button) => (button as HTMLButtonElement).tabIndex)).toBe(0)
    await frame().locator('h1').focus()
    // The message, Reject, then Approve.
    for (let step = 0; step < 3; step++) await page.keyboard.press('Tab')
    expect(await focused()).toBe('BUTTON Approve')
    if ((await armedState()) === 'false') {
      await page.keyboard.press('Enter')
      await sleep(100)
      expect(await outcome()).toBeUndefined()
    }
    await frame().locator('section.card[data-armed="true"]').waitFor()
    await page.keyboard.press('Enter')
    const signature = (await page.evaluate(() => (window as unknown as HostileWindow).signing)) as Hex
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)
  })

  it('shows Approve plainly disabled until armed, in the light and the dark theme', async () => {
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate(
        (themeMode) => (window as unknown as HostileWindow).client.request('SYNC_THEME', { themeMode }),
        theme,
      )
      await requestSignature(`Look at me in ${theme}`)
      // The card painted (its message shown) before the picture, still unarmed.
      await frame().getByText(`Look at me in ${theme}`).waitFor()
      await page.screenshot({ path: join(screenshots, `unarmed-${theme}.png`), clip: clipOf() })
      expect(await armedState()).toBe('false')
      await frame().locator('section.card[data-armed="true"]').waitFor()
      await sleep(200)
      await page.screenshot({ path: join(screenshots, `armed-${theme}.png`), clip: clipOf() })
      await frame().getByRole('button', { name: 'Reject' }).click()
      await expect.poll(outcome).toBe('4001')
    }
  })
})

/** The frame's area of the page, a little wider. */
function clipOf() {
  return { x: RECT.left - 20, y: RECT.top - 20, width: RECT.width + 40, height: RECT.height + 40 }
}
