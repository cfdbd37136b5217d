import { randomBytes, randomInt } from 'node:crypto'

/** A one-time code: 6 digits from the CSPRNG (randomInt rejects biased draws), leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** Ids and opaque tokens: 32 random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

function message(codeId: string, code: string) {
  // The row id goes in too: the same code issued twice hashes differently.
  return new TextEncoder().encode(`${codeId}:${code}`)
}

/** HMAC-SHA256 of the code under the key derived from EMBEDDED_WALLET_SECRET, hex. */
export async function hashCode(key: CryptoKey, codeId: string, code: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', key, message(codeId, code))
  return Buffer.from(mac).toString('hex')
}

/** Constant-time check (WebCrypto's HMAC verify) of a code against its stored hash. */
export async function codeMatches(
  key: CryptoKey,
  codeId: string,
  code: string,
  hash: string,
): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/.test(hash)) return false
  return crypto.subtle.verify('HMAC', key, Buffer.from(hash, 'hex'), message(codeId, code))
}
