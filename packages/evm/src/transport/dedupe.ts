import type { Transport } from 'viem'
import { mapRequest } from './wrap.ts'

/**
 * Turns on viem's in-flight dedupe for every request: identical requests (same method and params) made while
 * one is in flight share its promise, and the entry goes when it settles (viem's cache of 8192 entries). viem
 * does the deduping; it is only on for the few actions that ask for it (eth_call, eth_chainId…), and balance,
 * gas and receipt reads are not among them, so this asks for it on every request.
 */
export function withDedupe(transport: Transport): Transport {
  return mapRequest(transport, (request) => (args, options) => request(args, { ...options, dedupe: true }))
}
