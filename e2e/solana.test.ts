import { randomBytes } from 'node:crypto'
import { devnetSolanaUsdc } from '@airlock/devnet'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { watchHistory } from './activityHelpers.ts'
import { axeScan, closeAll, expectText, screenshot, startBrowser, truncated } from './helpers.ts'
import { connectNamespace, lamportsOf, openMultichainDemo, solanaRpc } from './multichainHelpers.ts'

/*
 * Solana in the demo (?multichain) with the test wallet's Wallet Standard Solana role on the local chain
 * (litesvm behind the Solana JSON-RPC): connect, balance, sign a message verified here, and sends whose effect
 * is read from the chain.
 */

let browser: Browser

beforeAll(async () => {
  browser = await startBrowser()
})
afterAll(() => closeAll(browser))

describe('Solana through the Wallet Standard', () => {
  it('connects on the local chain, shows the SOL balance, signs a message that verifies, and sends', async () => {
    // Account 1: no other file spends from it, so the fee check below sees only this send.
    const { context, page, solana } = await openMultichainDemo(browser, { solanaAccount: 1 })
    try {
      await connectNamespace(page, 'solana', {
        beforeChoosing: async () => {
          // One row for the wallet's three namespaces, then the choice of which to connect.
          const choices = page
            .getByRole('dialog')
            .getByRole('list', { name: 'Connect Airlock Test Wallet on' })
          expect(await choices.getByRole('button').allTextContents()).toEqual(['EVM', 'Solana', 'Bitcoin'])
          expect(await axeScan(page)).toEqual([])
          await screenshot(page, 'solana-00-choose-namespace')
        },
      })
      await expectText(page.getByTestId('address'), solana.address)
      await expectText(page.getByTestId('network'), /^Airlock Solana Local/)
      await expectText(page.getByTestId('balance'), /^(?!0 )[\d,.]+ SOL$/)
      await screenshot(page, 'solana-01-connected')

      // The Networks view has a section per namespace; the Solana network is the current one.
      await page.getByRole('button', { name: 'Switch network' }).click()
      const networks = page.getByRole('dialog', { name: 'Choose Network' })
      for (const section of ['EVM networks', 'Solana networks', 'Bitcoin networks'])
        await networks.getByRole('list', { name: section }).waitFor()
      expect(
        await networks
          .getByRole('list', { name: 'Solana networks' })
          .getByRole('button', { name: 'Airlock Solana Local' })
          .getAttribute('aria-current'),
      ).toBe('true')
      expect(await axeScan(page)).toEqual([])
      await screenshot(page, 'solana-01b-networks')
      await page.keyboard.press('Escape')
      await networks.waitFor({ state: 'hidden' })

      await page.getByRole('button', { name: 'Sign a message' }).click()
      const signature = page.getByTestId('signature')
      await expectText(signature, /^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
      const signed = base58.decode((await signature.textContent()) as string)
      const message = new TextEncoder().encode('Hello from the Airlock demo')
      expect(ed25519.verify(signed, message, base58.decode(solana.address))).toBe(true)

      const before = await lamportsOf(solana.address)
      await page.getByRole('button', { name: 'Send 0.001 SOL to yourself' }).click()
      const hash = page.getByTestId('tx-hash')
      await expectText(hash, /^[1-9A-HJ-NP-Za-km-z]{80,90}$/)
      const sent = (await hash.textContent()) as string
      const statuses = await solanaRpc<{ value: ({ err: unknown } | null)[] }>('getSignatureStatuses', [
        [sent],
      ])
      expect(statuses.value[0]).toMatchObject({ err: null })
      // To oneself: only the network fee leaves the account.
      expect(before - (await lamportsOf(solana.address))).toBe(5_000n)
      await screenshot(page, 'solana-02-signed-and-sent')
    } finally {
      await context.close()
    }
  })
})

/** A fresh Solana address: an account the chain has never seen (no SOL, no token account). */
const freshAddress = () => base58.encode(ed25519.getPublicKey(randomBytes(32)))

const usdcOf = async (owner: string) => {
  const answer = await solanaRpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  }>('getTokenAccountsByOwner', [owner, { mint: devnetSolanaUsdc.mint }, { encoding: 'jsonParsed' }])
  return answer.value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

/** Account → Send: the token by symbol, the amount and the receiver, then the review. */
async function sendFromAccountView(page: Page, draft: { symbol: string; amount: string; to: string }) {
  const account = page.getByRole('dialog', { name: 'Account' })
  // After a send the modal is back on Account; otherwise it is opened from the page's account button.
  if ((await account.count()) === 0) await page.getByRole('button', { name: /^Account / }).click()
  await account.getByRole('button', { name: 'Send', exact: true }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await send.getByRole('button', { name: /Select token|Change token/ }).click()
  const picker = page.getByRole('dialog', { name: 'Select Token' })
  await picker
    .getByRole('button', { name: new RegExp(`\\b${draft.symbol}\\b`) })
    .first()
    .click({ timeout: 20_000 })
  await send.waitFor()
  await send.getByLabel('Amount').fill(draft.amount)
  await send.getByLabel('Receiver address').fill(draft.to)
  await send.getByRole('button', { name: 'Preview send' }).click()
  return page.getByRole('dialog', { name: 'Review Send' })
}

describe('Solana sends from the Account view', () => {
  it('sends SOL and USDC (making the receiver’s token account), with the fee and rent in the review', async () => {
    const { context, page, solana } = await openMultichainDemo(browser)
    const history = watchHistory(page)
    try {
      await connectNamespace(page, 'solana')
      await expectText(page.getByTestId('network'), /^Airlock Solana Local/)

      // A bad address gets the spec's Solana rule before anything reaches the wallet.
      const bad = await sendFromAccountView(page, { symbol: 'SOL', amount: '0.01', to: '0xnot-solana' })
      await expectText(page.getByRole('dialog').getByTestId('send-error'), /address/i)
      await screenshot(page, 'solana-03-invalid-address')
      expect(await bad.count()).toBe(0)
      await page.keyboard.press('Escape')

      const solReceiver = freshAddress()
      const review = await sendFromAccountView(page, { symbol: 'SOL', amount: '0.5', to: solReceiver })
      await expectText(review.getByTestId('preview-amount'), '0.5 SOL')
      expect(await review.getByTestId('preview-receiver').textContent()).toBe(truncated(solReceiver))
      await expectText(review.getByTestId('preview-fee'), /SOL/)
      await screenshot(page, 'solana-04-review-sol')
      await review.getByRole('button', { name: 'Send', exact: true }).click()
      await page.getByRole('status').filter({ hasText: 'Sent 0.5 SOL' }).waitFor({ timeout: 30_000 })
      expect(await lamportsOf(solReceiver)).toBe(500_000_000n)

      const usdcReceiver = freshAddress()
      const before = await usdcOf(solana.address)
      const usdcReview = await sendFromAccountView(page, { symbol: 'USDC', amount: '2.5', to: usdcReceiver })
      await expectText(usdcReview.getByTestId('preview-amount'), '2.5 USDC')
      // The receiver has no token account: the fee includes its rent (0.00203928 SOL) besides 0.000005 SOL,
      // and the review says so with the rent's amount.
      await expectText(usdcReview.getByTestId('preview-fee'), /0\.00204\d* SOL|0\.002 SOL/)
      await expectText(
        usdcReview.getByTestId('preview-fee-note'),
        /^Includes 0\.002\d* SOL to create the receiver’s token account$/,
      )
      await screenshot(page, 'solana-05-review-usdc')
      await usdcReview.getByRole('button', { name: 'Send', exact: true }).click()
      await page.getByRole('status').filter({ hasText: 'Sent 2.5 USDC' }).waitFor({ timeout: 30_000 })
      expect(await usdcOf(usdcReceiver)).toBe(2_500_000n)
      expect(before - (await usdcOf(solana.address))).toBe(2_500_000n)
      await screenshot(page, 'solana-06-sent-usdc')

      // Activity: the cloud reads the account's transactions from the chain; both sends are listed.
      const account = page.getByRole('dialog', { name: 'Account' })
      await account.getByRole('tab', { name: 'Activity' }).click()
      await expect
        .poll(
          async () => {
            const rows = await account.getByTestId('activity-row').allTextContents()
            const listed =
              rows.some((r) => r.includes('2.5') && r.includes('USDC')) && rows.some((r) => r.includes('SOL'))
            if (!listed) {
              await account.getByRole('tab', { name: 'Tokens' }).click()
              await account.getByRole('tab', { name: 'Activity' }).click()
            }
            return listed
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(true)
      await screenshot(page, 'solana-07-activity')
      // Each transaction once: no more rows than distinct entries the cloud answered.
      const rows = await account.getByTestId('activity-row').count()
      expect(rows).toBeLessThanOrEqual(history.ids.size)
      expect(history.duplicateKeys).toEqual([])
    } finally {
      await context.close()
    }
  })
})
