import { describe, expect, it } from 'vitest'
import { isSolanaMethodAllowed } from './methods.ts'

describe('isSolanaMethodAllowed', () => {
  it('passes reads and signed transactions, and refuses airdrops, EVM and unknown methods', () => {
    for (const method of [
      'getBalance',
      'getLatestBlockhash',
      'getTokenAccountsByOwner',
      'sendTransaction',
      'simulateTransaction',
    ]) {
      expect(isSolanaMethodAllowed(method)).toBe(true)
    }
    for (const method of ['requestAirdrop', 'eth_call', 'getbalance', 'setAccount', '']) {
      expect(isSolanaMethodAllowed(method)).toBe(false)
    }
  })
})
