import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeAll, openDemo, startBrowser } from './helpers.ts'

/*
 * prefers-reduced-motion: every animation of the kit runs once in 1 ms. An infinite one (a spinner, a skeleton's
 * shimmer) at 1 ms a loop would flicker instead of stopping; it must end as a still frame.
 */

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

interface Motion {
  host: string
  name: string
  duration: number
  iterations: number | null
}

/**
 * The animations of the kit's shadow roots: those running (`getAnimations()`), and those the CSS gives each
 * element (an animation that already finished in 1 ms is no longer listed, its computed style still is).
 */
function kitMotion(page: Page) {
  return page.evaluate(() => {
    const hosts = [...document.querySelectorAll('airlock-modal, airlock-button')]
    const seconds = (value: string) => Math.max(...value.split(',').map((v) => Number.parseFloat(v) * 1000))
    const running: Motion[] = []
    const styled: Motion[] = []
    for (const host of hosts) {
      const root = host.shadowRoot
      if (!root) continue
      for (const animation of root.getAnimations()) {
        const timing = animation.effect?.getComputedTiming()
        running.push({
          host: host.localName,
          name: animation instanceof CSSAnimation ? animation.animationName : 'transition',
          duration: Number(timing?.duration ?? 0),
          // Infinity does not survive the trip out of the page; null stands for it.
          iterations: timing?.iterations === Number.POSITIVE_INFINITY ? null : Number(timing?.iterations),
        })
      }
      for (const element of root.querySelectorAll('*')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(element, pseudo)
          if (style.animationName === 'none') continue
          const counts = style.animationIterationCount.split(',').map((c) => c.trim())
          styled.push({
            host: host.localName,
            name: `${style.animationName} on ${element.localName}.${element.getAttribute('class') ?? ''}${pseudo ?? ''}`,
            duration: seconds(style.animationDuration),
            iterations: counts.includes('infinite') ? null : Math.max(...counts.map(Number)),
          })
        }
      }
    }
    return { running, styled }
  })
}

function expectStill(motion: { running: Motion[]; styled: Motion[] }, where: string) {
  for (const m of [...motion.running, ...motion.styled]) {
    expect(m.duration, `${where}: ${m.host} ${m.name} duration`).toBeLessThanOrEqual(1)
    expect(m.iterations, `${where}: ${m.host} ${m.name} iterations`).not.toBeNull()
  }
}

const spinners = (motion: { styled: Motion[] }) => motion.styled.filter((m) => m.name.startsWith('spin '))

describe('reduced motion', () => {
  it('runs every animation of the modal once in 1 ms: on Connect and on a connecting view with a spinner', async () => {
    const { context, page, wallet } = await openDemo(browser)
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.getByRole('button', { name: 'Connect Wallet' }).click()
      const dialog = page.getByRole('dialog', { name: 'Connect Wallet' })
      await dialog.waitFor()
      const connect = await kitMotion(page)
      // The card's opening animation is there, shortened, so the scan did see the kit's CSS.
      expect(connect.styled.map((m) => m.name).join('\n')).toMatch(/card-in/)
      expectStill(connect, 'Connect')

      // Connecting: the pending ring and the button's spinner are infinite animations without the preference.
      wallet.setPolicy('eth_requestAccounts', 'hang')
      await dialog.getByRole('button', { name: /Airlock Test Wallet/ }).click()
      await page.getByText('Continue in Airlock Test Wallet').waitFor()
      const connecting = await kitMotion(page)
      expect(spinners(connecting).map((m) => m.host)).toEqual(
        expect.arrayContaining(['airlock-modal', 'airlock-button']),
      )
      expectStill(connecting, 'Connecting')

      // The same page without the preference: the spinners loop forever (what the reduce block must stop).
      await page.emulateMedia({ reducedMotion: 'no-preference' })
      const moving = await kitMotion(page)
      expect(spinners(moving).length).toBeGreaterThan(0)
      for (const spinner of spinners(moving)) expect(spinner.iterations, spinner.name).toBeNull()
      expect(moving.running.some((m) => m.iterations === null)).toBe(true)

      await page.emulateMedia({ reducedMotion: 'reduce' })
      await expect
        .poll(async () => (await kitMotion(page)).running.filter((m) => m.iterations === null))
        .toEqual([])
      expectStill(await kitMotion(page), 'Connecting, reduced again')
      await wallet.approvePending()
    } finally {
      await context.close()
    }
  })
})
