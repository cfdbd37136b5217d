import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'

/*
 * What the embedded wallet's browser tests share: the mailed code, the frame's Approve, and the devnet, whose
 * default account for an email user is the smart account (so signatures are checked on chain: ERC-6492 before
 * it is deployed, ERC-1271 after).
 */

/** The newest one-time code mailed to `email` since `after` (ms). */
export async function codeFor(email: string, after = 0) {
  let code: string | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${inject('mailboxUrl')}/messages?to=${encodeURIComponent(email)}`)
        const mail = (await response.json()) as { text: string; date: string }[]
        const fresh = mail
          .filter((m) => new Date(m.date).getTime() >= after)
          .sort((a, b) => new Date(b.date).getTime() - new Date(a.date).getTime())
        code = fresh.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean)
        return code
      },
      { timeout: 20_000 },
    )
    .toBeTruthy()
  return code as string
}

/** Presses Approve on the frame's own card (inside the modal). */
export async function approveInFrame(page: Page) {
  const approve = page
    .frameLocator('iframe[title="Airlock embedded wallet"]')
    .getByRole('button', { name: 'Approve' })
  await approve.waitFor({ timeout: 20_000 })
  await approve.click()
}

/**
 * Signs a visitor in by email from the demo's Connect button: the code is read from the dev mailbox and typed
 * into Confirm Email. Resolves once the page says connected, with the embedded account's address.
 */
export async function signInByEmail(page: Page, email: string) {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const connect = page.getByRole('dialog', { name: 'Connect Wallet' })
  await connect.getByTestId('email-input').fill(email)
  const asked = Date.now() - 1000
  await connect.getByTestId('email-continue').click()
  const confirm = page.getByRole('dialog', { name: 'Confirm Email' })
  await confirm.getByTestId('otp-input').waitFor({ timeout: 30_000 })
  await confirm.getByTestId('otp-input').fill(await codeFor(email, asked))
  await expect.poll(() => page.getByTestId('status').textContent(), { timeout: 30_000 }).toBe('connected')
  await expect
    .poll(() => page.getByTestId('address').textContent(), { timeout: 20_000 })
    .toMatch(/^0x[0-9a-fA-F]{40}$/)
  return ((await page.getByTestId('address').textContent()) ?? '').trim() as `0x${string}`
}
