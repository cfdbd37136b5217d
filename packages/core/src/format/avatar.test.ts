import { describe, expect, it } from 'vitest'
import { AVATAR_TINT_STEP, AVATAR_TINTS, avatarColors } from './avatar.ts'

describe('avatarColors', () => {
  it('gives five tints in 15% steps from the first six hex digits', () => {
    expect(AVATAR_TINTS).toBe(5)
    expect(AVATAR_TINT_STEP).toBe(0.15)
    const colors = avatarColors('0x204060ffffffffffffffffffffffffffffffffff')
    expect(colors).toHaveLength(5)
    expect(colors[0]).toBe('rgb(32, 64, 96)')
    // 15% of the way to white: 32 + (223 * 0.15) = 65.45 -> 65
    expect(colors[1]).toBe('rgb(65, 93, 120)')
    expect(colors[4]).toBe(
      `rgb(${Math.round(32 + 223 * 0.6)}, ${Math.round(64 + 191 * 0.6)}, ${Math.round(96 + 159 * 0.6)})`,
    )
  })

  it('is stable and case-insensitive', () => {
    expect(avatarColors('0xABCDEF00')).toEqual(avatarColors('0xabcdef00'))
  })
})
