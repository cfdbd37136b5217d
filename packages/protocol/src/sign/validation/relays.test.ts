import { describe, expect, it } from 'vitest'
import { isValidRelayEntry, isValidRelays } from './relays.ts'

describe('relays', () => {
  it('an entry is an object with a non-blank protocol', () => {
    expect(isValidRelayEntry({ protocol: 'irn' })).toBe(true)
    expect(isValidRelayEntry({ protocol: 'irn', data: 'x' })).toBe(true)
    for (const entry of [{}, { protocol: '' }, { protocol: ' ' }, { protocol: 1 }, 'irn', null, undefined]) {
      expect(isValidRelayEntry(entry)).toBe(false)
    }
  })

  it('relays are absent, or a non-empty array of valid entries', () => {
    expect(isValidRelays(undefined)).toBe(true)
    expect(isValidRelays(null)).toBe(true)
    expect(isValidRelays([{ protocol: 'irn' }])).toBe(true)
    expect(isValidRelays([])).toBe(false)
    expect(isValidRelays([{ protocol: 'irn' }, {}])).toBe(false)
    expect(isValidRelays({ protocol: 'irn' })).toBe(false)
  })
})
