import { describe, expect, it } from 'vitest'
import { formatEth, messageOf, readableError, requestNoun } from './text.ts'

describe('how the wallet words things', () => {
  it('reads a node message without its "Error:" prefix, revert data shortened, cut at the limit', () => {
    const revert = `0x${'ab'.repeat(40)}`
    expect(readableError(`Error: Error: reverted with ${revert}`)).toBe(
      `reverted with ${revert.slice(0, 10)}…${revert.slice(-8)}`,
    )
    const long = readableError('x'.repeat(300), 20)
    expect(long).toHaveLength(20)
    expect(long.endsWith('…')).toBe(true)
  })

  it('names each request in words, and an unknown method by its name (a Map: no prototype names)', () => {
    expect(requestNoun('personal_sign')).toBe('message signature')
    expect(requestNoun('wallet_sendCalls', true)).toBe('Batch of calls')
    expect(requestNoun('eth_foo')).toBe('eth_foo request')
    expect(requestNoun('constructor')).toBe('constructor request')
  })

  it('shows ETH with thousands separators and trimmed decimals; dust is not zero', () => {
    expect(formatEth(1234_500000000000000000n)).toBe('1,234.5')
    expect(formatEth(0n)).toBe('0')
    expect(formatEth(1n)).toBe('<0.0001')
    expect(formatEth(123456789000000000n, 2)).toBe('0.12')
  })

  it('takes the message of whatever was thrown', () => {
    expect(messageOf(new Error('boom'))).toBe('boom')
    expect(messageOf('plain')).toBe('plain')
    expect(messageOf({})).toBe('Something went wrong.')
  })
})
