import jsQR from 'jsqr'
import type { Browser, Locator, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeAll, DEVNET, openDemo, screenshot, startBrowser, truncated } from './helpers.ts'

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

/** Connects the injected test wallet from the Connect view and waits until the page shows the account. */
async function connect(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog', { name: 'Connect Wallet' })
    .getByRole('button', { name: /Airlock Test Wallet/ })
    .click()
  await expect.poll(() => page.getByTestId('status').textContent()).toBe('connected')
  await page.getByRole('dialog').waitFor({ state: 'hidden' })
}

/** From the Account view, the Receive button. */
async function openReceive(page: Page) {
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Receive', exact: true })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Receive' })
  await dialog.getByRole('img', { name: 'QR code of your address' }).waitFor()
  return dialog
}

/** Reads the QR code the way a phone would: a picture of it, decoded. */
async function decodeQr(qrFrame: Locator) {
  const png = PNG.sync.read(await qrFrame.screenshot({ animations: 'disabled' }))
  const code = jsQR(
    new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length),
    png.width,
    png.height,
  )
  return code?.data
}

/** Script files the page fetched, by name without the content hash (e.g. 'ReceiveView'). */
function trackChunks(page: Page) {
  const chunks: string[] = []
  page.on('request', (request) => {
    const match = /\/assets\/([A-Za-z]+)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)
    if (match?.[1]) chunks.push(match[1])
  })
  return chunks
}

describe('receive tokens, end to end', () => {
  it('shows the connected address as a scannable QR code, copies it, lists the networks and goes back', async () => {
    const { context, page, violations, address } = await openDemo(browser)
    try {
      const chunks = trackChunks(page)
      await connect(page)
      const accountChip = page.getByRole('button', { name: `Account ${truncated(address)}` })
      await accountChip.click()
      await page.getByRole('dialog', { name: 'Account' }).waitFor()
      // Receive is an optional piece: its chunk is not fetched until the view opens.
      expect(chunks).not.toContain('ReceiveView')

      const receive = await openReceive(page)
      expect(chunks).toContain('ReceiveView')

      // The QR code decodes to the plain connected address.
      const qr = receive.getByRole('img', { name: 'QR code of your address' })
      expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg')
      expect(await decodeQr(receive.locator('.receive-qr'))).toBe(address)

      // The address in full (selectable as one string) and truncated.
      expect(await receive.getByTestId('receive-address').textContent()).toBe(address)
      expect(await receive.getByRole('heading', { name: truncated(address) }).isVisible()).toBe(true)
      const userSelect = await receive
        .getByTestId('receive-address')
        .evaluate((el) => getComputedStyle(el).userSelect)
      expect(userSelect).toBe('all')

      // The networks it can receive on: the devnet (active, first), Ethereum and the four others.
      const networks = receive.getByTestId('receive-networks')
      const summary = networks.getByRole('button', { name: /^Receive on / })
      expect(await summary.textContent()).toContain(`Receive on ${DEVNET.name}, Ethereum and 4 more`)
      expect(await networks.textContent()).toContain(
        'Only send tokens on these networks to this address. Tokens sent on another network may be lost.',
      )
      await screenshot(page, 'receive')

      expect(await summary.getAttribute('aria-expanded')).toBe('false')
      await summary.click()
      expect(await summary.getAttribute('aria-expanded')).toBe('true')
      const list = networks.getByRole('list', { name: 'Networks you can receive on' })
      const names = await list.getByRole('listitem').allTextContents()
      expect(names).toHaveLength(6)
      expect(names[0]).toContain(DEVNET.name)
      expect(names[1]).toMatch(/Ethereum$/)
      await screenshot(page, 'receive-networks')
      await summary.click()
      await list.waitFor({ state: 'detached' })

      // Copy address: a toast, and the address on the clipboard.
      await page.evaluate(() => navigator.clipboard.writeText(''))
      await receive.getByRole('button', { name: 'Copy address' }).click()
      await page.getByRole('status').filter({ hasText: 'Address copied' }).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
      await screenshot(page, 'receive-copied')

      // Back returns to the Account view.
      await receive.getByRole('button', { name: 'Back' }).click()
      await page.getByRole('dialog', { name: 'Account' }).waitFor()

      // Escape closes the modal from Receive; opening it again shows the Account view.
      await openReceive(page)
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
      await accountChip.click()
      await page.getByRole('dialog', { name: 'Account' }).waitFor()

      // On another network, that network comes first.
      await page
        .getByRole('dialog', { name: 'Account' })
        .getByRole('button', { name: /Switch network/ })
        .click()
      await page
        .getByRole('dialog', { name: 'Choose Network' })
        .getByRole('button', { name: 'Ethereum', exact: true })
        .click()
      await page.getByRole('dialog', { name: 'Account' }).waitFor()
      await expect.poll(() => page.getByTestId('network').textContent()).toContain('Ethereum')
      const onEthereum = await openReceive(page)
      expect(await onEthereum.getByTestId('receive-networks').textContent()).toContain(
        `Receive on Ethereum, ${DEVNET.name} and 4 more`,
      )
      expect(await decodeQr(onEthereum.locator('.receive-qr'))).toBe(address)

      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('renders the dark theme, with a QR code that still scans', async () => {
    const { context, page, violations, address } = await openDemo(browser, {
      query: '?theme=dark',
      colorScheme: 'dark',
    })
    try {
      await connect(page)
      await page.getByRole('button', { name: `Account ${truncated(address)}` }).click()
      const receive = await openReceive(page)
      expect(await decodeQr(receive.locator('.receive-qr'))).toBe(address)
      await screenshot(page, 'receive-dark')
      expect(violations).toEqual([])
    } finally {
      await context.close()
    }
  })
})
