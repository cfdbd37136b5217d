import type { ChainNamespace } from '../types.ts'
import { MalformedWalletResponseError } from './errors.ts'

/*
 * What a wallet hands back from a send or a signature is checked where it enters the kit (the adapters and the
 * kit's request actions), before a dapp, the activity list or the send flow use it. The formats are those of
 * EVM chains: a transaction hash is 0x and exactly 64 hex digits (32 bytes); a signature is 0x and at least 62
 * hex digits (an ECDSA signature is 65 bytes, a compact one 64, and smart accounts sign longer ERC-1271 or
 * ERC-6492 payloads, so only a floor is set). Solana and Bitcoin encode theirs differently (base58, base64), so
 * their adapters answer for their own.
 */

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/
const SIGNATURE = /^0x[0-9a-fA-F]{62,}$/

export function isTransactionHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}

export function isSignature(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && SIGNATURE.test(value)
}

/**
 * The wallet's transaction hash as a string, or MalformedWalletResponseError. Only eip155 is checked (see above).
 *
 * @example
 * return checkedTransactionHash(await provider.request({ method: 'eth_sendTransaction', params }), 'eip155')
 */
export function checkedTransactionHash(value: unknown, namespace: ChainNamespace, method?: string): string {
  if (namespace === 'eip155' && !isTransactionHash(value))
    throw new MalformedWalletResponseError('transactionHash', value, method)
  return String(value)
}

/**
 * The wallet's signature as a string, or MalformedWalletResponseError. Only eip155 is checked (see above).
 *
 * @example
 * return checkedSignature(await provider.request({ method: 'personal_sign', params }), 'eip155')
 */
export function checkedSignature(value: unknown, namespace: ChainNamespace, method?: string): string {
  if (namespace === 'eip155' && !isSignature(value))
    throw new MalformedWalletResponseError('signature', value, method)
  return String(value)
}

/** Wallet methods whose answer is a transaction hash or a signature, and so is checked on the way in. */
const TRANSACTION_METHODS = new Set(['eth_sendTransaction', 'eth_sendRawTransaction'])
const SIGNATURE_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
])

/**
 * A generic wallet request's answer, checked when the method is a send or a signature; other methods' answers
 * pass as they are.
 */
export function checkedWalletAnswer(method: string, value: unknown, namespace: ChainNamespace): unknown {
  if (TRANSACTION_METHODS.has(method)) return checkedTransactionHash(value, namespace, method)
  if (SIGNATURE_METHODS.has(method)) return checkedSignature(value, namespace, method)
  return value
}
