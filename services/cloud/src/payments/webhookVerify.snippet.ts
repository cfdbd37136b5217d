// The webhook check the docs show a shop's server (apps/docs/pages/payments.md includes the region below), kept
// here so the tests run the very code a reader copies against the cloud's real deliveries.
// #region example
import { createHmac, timingSafeEqual } from 'node:crypto'

/** Deliveries signed longer ago than this are refused: a recorded delivery cannot be played again later. */
const TOLERANCE_SECONDS = 5 * 60

/**
 * True when a webhook delivery really comes from Airlock: `header` is the request's airlock-signature header,
 * `rawBody` the body exactly as received (before any JSON parsing), `secret` your endpoint's whsec_ secret.
 */
export function verifyAirlockWebhook(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowMs: number = Date.now(),
): boolean {
  // The header reads t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">.
  const fields = new Map<string, string>()
  for (const part of (header ?? '').split(',')) {
    const equals = part.indexOf('=')
    if (equals > 0) fields.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim())
  }
  const timestamp = Number(fields.get('t'))
  const signature = fields.get('v1') ?? ''
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false
  if (Math.abs(nowMs / 1000 - timestamp) > TOLERANCE_SECONDS) return false
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}
// #endregion example
