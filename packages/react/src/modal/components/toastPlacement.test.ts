import { describe, expect, it } from 'vitest'
import { TOAST_BOTTOM, toastBottom } from './toastPlacement.ts'

describe('where the toast sits', () => {
  it('keeps its usual place without a modal, or when that place is below the card', () => {
    expect(toastBottom(820, undefined, undefined, 46)).toBe(TOAST_BOTTOM)
    expect(toastBottom(820, { top: 200, bottom: 600 }, { top: 564, bottom: 600 }, 46)).toBe(TOAST_BOTTOM)
  })

  it("goes just above the footer when its usual place would cover it (a tall modal, a phone's sheet)", () => {
    expect(toastBottom(820, { top: 12, bottom: 808 }, { top: 772, bottom: 808 }, 46)).toBe(56)
    expect(toastBottom(844, { top: 300, bottom: 844 }, { top: 808, bottom: 844 }, 46)).toBe(44)
  })
})
