/** How the wallet words errors, requests and amounts for a person. */
import { formatEther } from 'viem'

/** The message of whatever was thrown. */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong.'

/**
 * A node or protocol message as a person reads it: no "Error:" prefix, long hex (revert data) shortened,
 * at most `max` characters.
 */
export function readableError(message: string, max = 240): string {
  const text = message
    .replace(/^(Error:\s*)+/, '')
    .replace(/0x[0-9a-fA-F]{24,}/g, (hex) => `${hex.slice(0, 10)}…${hex.slice(-8)}`)
    .trim()
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text
}

// A Map, not an object: a dapp's method named "constructor" must not find Object's prototype.
const NOUNS: ReadonlyMap<string, string> = new Map([
  ['personal_sign', 'message signature'],
  ['eth_signTypedData_v4', 'typed data signature'],
  ['eth_sendTransaction', 'transaction'],
  ['wallet_sendCalls', 'batch of calls'],
  ['wallet_grantPermissions', 'permission grant'],
  ['wallet_revokePermissions', 'permission revocation'],
  ['wallet_getCallsStatus', 'calls status request'],
  ['wallet_getCapabilities', 'capabilities request'],
])

/** What a request is, in words: "message signature", "transaction", ... */
export function requestNoun(method: string, capital = false): string {
  const noun = NOUNS.get(method) ?? `${method} request`
  return capital ? `${noun.charAt(0).toUpperCase()}${noun.slice(1)}` : noun
}

/** Wei as ETH with at most `digits` decimals and thousands separators. */
export const formatEth = (wei: bigint, digits = 4): string => {
  const [whole = '0', fraction = ''] = formatEther(wei).split('.')
  const trimmed = fraction.slice(0, digits).replace(/0+$/, '')
  // A dust amount is not nothing: say it is below the smallest shown digit.
  if (wei > 0n && whole === '0' && !trimmed) return `<0.${'0'.repeat(digits - 1)}1`
  return `${BigInt(whole).toLocaleString('en-US')}${trimmed ? `.${trimmed}` : ''}`
}
