import { keccak_256 } from '@noble/hashes/sha3'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils'
import type { SIWXMessageData } from './types.ts'

/** EIP-55: the address with its checksum in the letter case. */
export function toChecksumAddress(address: string): string {
  const hex = address.slice(2).toLowerCase()
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)))
  let out = '0x'
  for (let i = 0; i < 40; i++) out += Number.parseInt(hash[i]!, 16) >= 8 ? hex[i]!.toUpperCase() : hex[i]!
  return out
}

/**
 * The text an eip155 wallet signs for a sign-in message: EIP-4361 (Sign-In with Ethereum), CAIP-122's form for
 * eip155, line for line as viem's createSiweMessage writes it (and parseSiweMessage reads it). Core imports no
 * chain SDK (DESIGN section 1), so the few lines are here.
 */
export function formatSiweMessage(data: SIWXMessageData): string {
  const [namespace, reference] = data.chainId.split(':')
  if (namespace !== 'eip155' || !reference || !/^\d+$/.test(reference))
    throw new Error(`Sign-in messages are EIP-4361 on eip155 networks, not on ${data.chainId}`)
  if (!/^0x[0-9a-fA-F]{40}$/.test(data.accountAddress))
    throw new Error(`Not an EVM address: ${data.accountAddress}`)
  if (data.statement?.includes('\n')) throw new Error('The statement of a sign-in message is one line')
  const lines = [
    `${data.domain} wants you to sign in with your Ethereum account:`,
    toChecksumAddress(data.accountAddress),
    '',
    ...(data.statement ? [data.statement, ''] : ['']),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
  ]
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
