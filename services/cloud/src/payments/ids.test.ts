import { keccak256, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { newEventId, newIntentId, onchainIntentId, randomBase58 } from './ids.ts'

describe('payment ids', () => {
  it('are a prefix and 24 base58 characters, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newIntentId))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^pay_[1-9A-HJ-NP-Za-km-z]{24}$/)
    expect(newEventId()).toMatch(/^evt_[1-9A-HJ-NP-Za-km-z]{24}$/)
    expect(randomBase58(43)).toHaveLength(43)
  })

  it('names an intent on chain by the keccak256 of its UTF-8 id', () => {
    expect(onchainIntentId('pay_abc')).toBe(keccak256(stringToHex('pay_abc')))
  })
})
