import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { signatureHeader } from './webhooks/signature.ts'
import { verifyAirlockWebhook } from './webhookVerify.snippet.ts'

const SECRET = 'whsec_2222222222222222222222222222222'
const body = JSON.stringify({ id: 'evt_1', type: 'payment.paid', data: { id: 'pay_1' } })
const now = Date.UTC(2026, 0, 1)
const nowSeconds = now / 1000

describe('the webhook check the docs show', () => {
  it('is what apps/docs/pages/payments.md includes', () => {
    const page = readFileSync(
      fileURLToPath(new URL('../../../../apps/docs/pages/payments.md', import.meta.url)),
      'utf8',
    )
    expect(page).toContain('<<< @/../../../services/cloud/src/payments/webhookVerify.snippet.ts#example')
  })

  it('accepts a delivery signed with the secret, now', () => {
    expect(verifyAirlockWebhook(signatureHeader(SECRET, body, nowSeconds), body, SECRET, now)).toBe(true)
    expect(verifyAirlockWebhook(signatureHeader(SECRET, body, nowSeconds - 299), body, SECRET, now)).toBe(
      true,
    )
  })

  it('refuses a forged signature, a changed body and a replayed (old) delivery', () => {
    const header = signatureHeader(SECRET, body, nowSeconds)
    expect(verifyAirlockWebhook(signatureHeader('whsec_other', body, nowSeconds), body, SECRET, now)).toBe(
      false,
    )
    const flipped = header.slice(0, -1) + (header.endsWith('0') ? '1' : '0')
    expect(verifyAirlockWebhook(flipped, body, SECRET, now)).toBe(false)
    expect(verifyAirlockWebhook(header, body.replace('pay_1', 'pay_2'), SECRET, now)).toBe(false)
    expect(verifyAirlockWebhook(signatureHeader(SECRET, body, nowSeconds - 301), body, SECRET, now)).toBe(
      false,
    )
    // The timestamp is signed too: a fresh t on an old signature does not pass.
    const old = signatureHeader(SECRET, body, nowSeconds - 3_600)
    expect(verifyAirlockWebhook(old.replace(/t=\d+/, `t=${nowSeconds}`), body, SECRET, now)).toBe(false)
    for (const wrong of [undefined, '', 't=1', 'v1=abc', `t=x,v1=${'0'.repeat(64)}`]) {
      expect(verifyAirlockWebhook(wrong, body, SECRET, now)).toBe(false)
    }
  })
})
