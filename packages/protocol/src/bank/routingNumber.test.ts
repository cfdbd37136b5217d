import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { routingChecksum, routingNumberProblem } from './routingNumber.ts'

describe('routingNumberProblem', () => {
  it.each(['011000015', '021000021', '026009593', '111000025', '0210-0002-1', ' 121000358 '])(
    'accepts %j',
    (number) => {
      expect(routingNumberProblem(number)).toBeUndefined()
    },
  )

  it.each([
    ['', 'Enter the routing number'],
    ['02100002A', 'A routing number has only digits'],
    ['02100002', 'A routing number has 9 digits; this one has 8'],
    ['0210000211', 'A routing number has 9 digits; this one has 10'],
    ['021000022', 'The routing number’s check digit does not match: check it for a typo'],
    ['012000021', 'The routing number’s check digit does not match: check it for a typo'],
  ])('refuses %j: %s', (number, message) => {
    expect(routingNumberProblem(number)).toBe(message)
  })

  it('accepts exactly one check digit for any eight digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), (eight) => {
        const valid = [...'0123456789'].filter(
          (last) => routingNumberProblem(`${eight}${last}`) === undefined,
        )
        expect(valid).toHaveLength(1)
        expect(routingChecksum(`${eight}${valid[0]}`) % 10).toBe(0)
      }),
    )
  })
})
