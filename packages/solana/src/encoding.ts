/*
 * Base58 and base64 for the few values the adapter handles before @solana/kit is loaded (signatures, messages
 * and WalletConnect payloads): a few lines here keep kit's codecs out of the page-load chunk.
 */

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Bytes as base58 (Bitcoin alphabet, Solana's addresses and signatures).
 *
 * @example
 * encodeBase58(signatureBytes) // '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  return '1'.repeat(zeros) + out
}

/**
 * Base58 text as bytes; throws on a character outside the alphabet.
 *
 * @example
 * decodeBase58('11111111111111111111111111111111').length // 32
 */
export function decodeBase58(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let value = 0n
  for (const char of text) {
    const digit = ALPHABET.indexOf(char)
    if (digit < 0) throw new Error(`Invalid base58 character: ${char}`)
    value = value * 58n + BigInt(digit)
  }
  const body: number[] = []
  while (value > 0n) {
    body.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...body])
}

/**
 * Bytes as base64 (WalletConnect's solana_* transactions).
 *
 * @example
 * encodeBase64(new Uint8Array([1, 2, 3])) // 'AQID'
 */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/**
 * Base64 text as bytes.
 *
 * @example
 * decodeBase64('AQID') // Uint8Array [1, 2, 3]
 */
export function decodeBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
