const VERSION = 'v1'
const IV_BYTES = 12

/**
 * Binds a ciphertext to its user and share kind (AES-GCM additional data): a row copied onto another user,
 * or an auth share swapped with a recovery share, fails to decrypt instead of handing out the wrong share.
 */
function context(userId: string, kind: 'auth' | 'recovery') {
  return new TextEncoder().encode(`${kind}:${userId}`)
}

/** AES-256-GCM with a random 96-bit IV; stored as `v1.<iv base64url>.<ciphertext+tag base64url>`. */
export async function encryptShare(
  key: CryptoKey,
  share: string,
  userId: string,
  kind: 'auth' | 'recovery',
): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: context(userId, kind) },
    key,
    new TextEncoder().encode(share),
  )
  return [VERSION, Buffer.from(iv).toString('base64url'), Buffer.from(sealed).toString('base64url')].join('.')
}

/** The share; throws when the stored text was altered, moved to another user or kind, or the key differs. */
export async function decryptShare(
  key: CryptoKey,
  stored: string,
  userId: string,
  kind: 'auth' | 'recovery',
): Promise<string> {
  const [version, iv, sealed] = stored.split('.')
  if (version !== VERSION || !iv || !sealed) throw new Error('Unknown encrypted share format')
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: Buffer.from(iv, 'base64url'), additionalData: context(userId, kind) },
    key,
    Buffer.from(sealed, 'base64url'),
  )
  return new TextDecoder().decode(plain)
}
