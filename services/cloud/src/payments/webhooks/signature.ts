import { createHmac } from 'node:crypto'

/**
 * The airlock-signature header of one delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` under
 * the project's webhook secret. The timestamp is signed with the body, so a receiver that refuses old ones
 * cannot be fed a recorded delivery again later.
 */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')
  return `t=${unixSeconds},v1=${mac}`
}
