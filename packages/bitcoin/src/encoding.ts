// Byte encodings the wallets' protocols use (PSBTs as base64, txids and keys as hex), without loading a library:
// this file is part of the adapter's first load.

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export function bytesToHex(bytes: Uint8Array): string {
  let out = ''
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0')
  return out
}

export function hexToBytes(hex: string): Uint8Array {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex
  if (clean.length % 2 !== 0 || !/^[0-9a-fA-F]*$/.test(clean)) throw new TypeError('Invalid hex string')
  const bytes = new Uint8Array(clean.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(clean.slice(i * 2, i * 2 + 2), 16)
  return bytes
}

/**
 * A signature as base64 whatever form the wallet returned: bytes, base64, or hex (a few WalletConnect
 * wallets). A long all-lowercase hex string is taken as hex: base64 of binary data practically never is one.
 */
export function signatureToBase64(signature: unknown): string {
  if (signature instanceof Uint8Array) return bytesToBase64(signature)
  if (typeof signature !== 'string') throw new TypeError('The wallet returned no signature')
  const bare = signature.startsWith('0x') ? signature.slice(2) : signature
  if (bare.length >= 128 && bare.length % 2 === 0 && /^[0-9a-f]+$/.test(bare))
    return bytesToBase64(hexToBytes(bare))
  return signature
}

/** Satoshis as a decimal BTC string without trailing zeros (`150000000n` → `'1.5'`). */
export function formatSats(sats: bigint): string {
  const negative = sats < 0n
  const abs = negative ? -sats : sats
  const whole = abs / 100_000_000n
  const fraction = (abs % 100_000_000n).toString().padStart(8, '0').replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
