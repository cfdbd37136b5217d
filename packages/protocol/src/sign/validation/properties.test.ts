import { describe, expect, it } from 'vitest'
import { checkProperties } from './properties.ts'
import { expectError } from './validators.fixtures.ts'

describe('checkProperties', () => {
  it('returns an object whose values are all present', () => {
    const properties = { a: 'x', b: 0, c: false, d: '' }
    expect(checkProperties(properties, 'sessionProperties', 'approve()')).toBe(properties)
    expect(checkProperties({}, 'sessionProperties', 'approve()')).toEqual({})
  })

  it('names the first key whose value is null or undefined', () => {
    expectError(
      () => checkProperties({ a: 1, b: null, c: undefined }, 'scopedProperties', 'connect()'),
      5,
      'Missing or invalid. scopedProperties must contain an existing value for each key. Received: null for key b',
    )
  })

  it('wants a non-array object, named with the calling method', () => {
    expectError(
      () => checkProperties(['x'], 'sessionProperties', 'approve()'),
      5,
      'Missing or invalid. approve() sessionProperties should be an object: ["x"]',
    )
    expectError(
      () => checkProperties(7, 'sessionProperties', 'connect()'),
      5,
      'Missing or invalid. connect() sessionProperties should be an object: 7',
    )
  })
})
