import { describe, expect, it } from 'vitest'
import { textOf } from '../testkit.ts'
import { card, freshWallet, openSession, orderOf, settled, useSandboxCloud } from './testkit.ts'

const sandbox = useSandboxCloud()
const { api, browser } = sandbox

describe('the sandbox checkout pages', () => {
  it('serves CSP-strict pages with their stylesheet, and an index of the test cards', async () => {
    const index = await fetch(`${sandbox.cloud.onrampSandboxUrl}/`)
    expect(index.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'self'/)
    expect(index.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    expect(index.headers.get('x-content-type-options')).toBe('nosniff')
    const html = await index.text()
    expect(html).toContain('4242 4242 4242 4242')
    expect(html).not.toMatch(/<script|style="|onclick/)
    const css = await fetch(`${sandbox.cloud.onrampSandboxUrl}/checkout.css`)
    expect(css.headers.get('content-type')).toMatch(/^text\/css/)
  })

  it('re-quotes a changed amount, and refuses bad forms without changing the order', async () => {
    const { path, id } = await openSession(api, freshWallet())
    const updated = await browser.submit('/coinbase/amount', { order: id, amount: '80' })
    expect(updated).toMatchObject({ status: 303, location: path })
    const page = await browser.open(path)
    expect(textOf(page.html, 'pay')).toBe('Pay 80.00 USD')
    expect(textOf(page.html, 'quote-fee')).toBe('1.20 USD')
    expect((await orderOf(api, id)).paymentTotal.amount).toBe('80.00')

    const low = await browser.submit('/coinbase/amount', { order: id, amount: '5' })
    expect(low.status).toBe(400)
    expect(textOf(low.html, 'error')).toBe('Amount must be at least 10.00 USD for card')
    const words = await browser.submit('/coinbase/amount', { order: id, amount: 'lots' })
    expect(textOf(words.html, 'error')).toMatch(/^Expected a decimal amount/)

    const cases: [Record<string, string>, string][] = [
      [card('5555555555554444'), 'This is a sandbox: use one of the test cards listed below.'],
      [{ ...card('4242424242424242'), card_expiry: '01/20' }, 'Your card has expired.'],
      [{ ...card('4242424242424242'), card_cvc: '' }, 'Enter the 3 or 4 digit CVC.'],
      [{ method: 'ach_bank_account', bank_holder: '' }, 'Enter the account holder’s name.'],
    ]
    for (const [form, error] of cases) {
      const refused = await browser.submit('/coinbase/pay', { order: id, ...form })
      expect({ form, status: refused.status, error: textOf(refused.html, 'error') }).toEqual({
        form,
        status: 400,
        error,
      })
    }
    const bankKept = await browser.submit('/coinbase/pay', { order: id, method: 'ach_bank_account' })
    expect(bankKept.html).toMatch(/id="method-bank" value="ach_bank_account" checked/)
    expect((await orderOf(api, id)).status).toBe('created')
    expect(
      (await browser.submit('/coinbase/pay', { order: 'nope', ...card('4242424242424242') })).status,
    ).toBe(404)
    expect((await browser.open('/coinbase/?sessionId=nope')).status).toBe(404)

    // Over the card's limit: bank transfers take more.
    await browser.submit('/coinbase/amount', { order: id, amount: '9000' })
    const overCard = await browser.submit('/coinbase/pay', { order: id, ...card('4242424242424242') })
    expect(textOf(overCard.html, 'error')).toBe('Amount must be at most 7500.00 USD for card')
  })

  it('shows a fresh quote instead of charging an expired one', async () => {
    const wallet = freshWallet()
    const { path, id, quote } = await openSession(api, wallet)
    await sandbox.cloud.db.query(
      `update onramp_quotes set expires_at = now() - interval '1 minute' where id = $1`,
      [quote.quoteId],
    )
    const stale = await browser.submit('/coinbase/pay', { order: id, ...card('4242424242424242') })
    expect(stale.status).toBe(409)
    expect(textOf(stale.html, 'notice')).toBe(
      'The quote expired and was updated: check the amounts and pay again.',
    )
    expect((await orderOf(api, id)).status).toBe('created')
    const [row] = await sandbox.cloud.db.query<{ quote_id: string }>(
      'select quote_id from onramp_orders where id = $1',
      [id],
    )
    expect(row!.quote_id).not.toBe(quote.quoteId)
    expect(await browser.submit('/coinbase/pay', { order: id, ...card('4242424242424242') })).toMatchObject({
      status: 303,
      location: path,
    })
    expect((await settled(api, id)).status).toBe('completed')
  })
})
