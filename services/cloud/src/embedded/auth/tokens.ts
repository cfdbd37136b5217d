import { createHash } from 'node:crypto'

/**
 * What the database keeps of a bearer token or an approval link: its SHA-256. The tokens are 256 random
 * bits, so a plain hash cannot be reversed, and a copy of the database cannot be used to act as a session.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
