import { signInHeader } from './header.ts'
import type { SIWXMessageData } from './types.ts'

export { toChecksumAddress } from './header.ts'

/**
 * The text a wallet signs for a sign-in message (CAIP-122): the EIP-4361 template, line for line as viem's
 * createSiweMessage writes it, with the namespace's first line, address and Chain ID (siwx/header.ts):
 * EIP-4361 on eip155, Sign-In with Solana on solana, Sign-In with Bitcoin on bip122, each as the Airlock
 * cloud's verify reads it. Core imports no chain SDK (so a page pays only for the adapters it uses), so the
 * few lines are here.
 *
 * @example
 * formatSignInMessage({
 *   accountAddress: 'GxXq3kY8B5yTjCtMbHZ2v8Z4gP6mzQwz8VnTvW9aBfCd',
 *   chainId: 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ',
 *   domain: 'dapp.example.com',
 *   uri: 'https://dapp.example.com/',
 *   version: '1',
 *   nonce: '5d41402abc4b2a76b9719d911017c592',
 * }) // 'dapp.example.com wants you to sign in with your Solana account:\nGxXq3k…'
 */
export function formatSignInMessage(data: SIWXMessageData): string {
  const header = signInHeader(data.domain, data.chainId, data.accountAddress)
  if (data.statement?.includes('\n')) throw new Error('The statement of a sign-in message is one line')
  const lines = [
    header.firstLine,
    header.address,
    '',
    ...(data.statement ? [data.statement, ''] : ['']),
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${header.chainId}`,
    `Nonce: ${data.nonce}`,
  ]
  if (data.issuedAt) lines.push(`Issued At: ${data.issuedAt}`)
  if (data.expirationTime) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources?.length) lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}

/**
 * The EIP-4361 (Sign-In with Ethereum) text of an eip155 sign-in message; other namespaces are refused.
 *
 * @example
 * formatSiweMessage({ accountAddress: '0xf39f…', chainId: 'eip155:1', domain, uri, version: '1', nonce })
 */
export function formatSiweMessage(data: SIWXMessageData): string {
  if (!data.chainId.startsWith('eip155:'))
    throw new Error(`Sign-in messages are EIP-4361 on eip155 networks, not on ${data.chainId}`)
  return formatSignInMessage(data)
}
