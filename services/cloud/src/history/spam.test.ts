import { describe, expect, it } from 'vitest'
import { spamTokenCheck } from './spam.ts'

const SPAM = '0x01c0d1Ab133D1bc8752F987F70DE09e17f602D4a'
const OTHER = '0xF20B9B61B2a57EBe3cDe71243732a7Cf831262E4'

describe('spamTokenCheck', () => {
  const isSpam = spamTokenCheck([
    { caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:8545', spamTokens: [SPAM] },
    { caipNetworkId: 'eip155:1', rpcUrl: 'http://127.0.0.1:8546' },
  ])

  it('knows a listed contract in any letter case', () => {
    expect(isSpam('eip155:31337', SPAM)).toBe(true)
    expect(isSpam('eip155:31337', SPAM.toLowerCase())).toBe(true)
    expect(isSpam('eip155:31337', SPAM.toUpperCase().replace('0X', '0x'))).toBe(true)
    expect(isSpam('eip155:31337', OTHER)).toBe(false)
  })

  it('reads each chain’s own list: none configured, or an unknown chain, flags nothing', () => {
    expect(isSpam('eip155:1', SPAM)).toBe(false)
    expect(isSpam('eip155:5', SPAM)).toBe(false)
  })
})
