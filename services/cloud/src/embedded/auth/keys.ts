/** What each derived key is for; a new purpose gets a new label, never a reused one. */
const LABELS = {
  authShare: 'airlock embedded-wallet auth-share aes-256-gcm v1',
  recoveryShare: 'airlock embedded-wallet recovery-share aes-256-gcm v1',
  code: 'airlock embedded-wallet one-time-code hmac-sha256 v1',
} as const

const SALT = new TextEncoder().encode('airlock-embedded-wallet')

export interface EmbeddedKeys {
  /** AES-256-GCM for the auth shares. */
  authShare: CryptoKey
  /** AES-256-GCM for the recovery shares: another key, so one leaked key opens one share of each wallet. */
  recoveryShare: CryptoKey
  /** HMAC-SHA256 for one-time codes: a stolen table of 6-digit code hashes cannot be reversed offline. */
  code: CryptoKey
}

/** The keys, derived with HKDF-SHA256 (WebCrypto) from EMBEDDED_WALLET_SECRET; none is extractable. */
export async function deriveEmbeddedKeys(secret: string): Promise<EmbeddedKeys> {
  const master = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, [
    'deriveKey',
  ])
  const hkdf = (label: string) => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: SALT,
    info: new TextEncoder().encode(label),
  })
  const aes = (label: string) =>
    crypto.subtle.deriveKey(hkdf(label), master, { name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ])
  const [authShare, recoveryShare, code] = await Promise.all([
    aes(LABELS.authShare),
    aes(LABELS.recoveryShare),
    crypto.subtle.deriveKey(
      hkdf(LABELS.code),
      master,
      { name: 'HMAC', hash: 'SHA-256', length: 256 },
      false,
      ['sign', 'verify'],
    ),
  ])
  return { authShare, recoveryShare, code }
}
