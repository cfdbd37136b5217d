import { isObjectLike } from '../caip.ts'
import { jsonString, templateString } from '../errors.ts'
import { fail } from './guard.ts'

/**
 * Session and scoped properties (connect(), proposals, approve()), upstream `validateSessionProps`: an
 * object with no null/undefined values. Falsy input is skipped by the callers.
 */
export function checkProperties(properties: unknown, type: string, method: string): Record<string, unknown> {
  if (!isObjectLike(properties) || Array.isArray(properties)) {
    fail('MISSING_OR_INVALID', `${method} ${type} should be an object: ${jsonString(properties)}`)
  }
  const keys = Object.keys(properties)
  Object.values(properties).forEach((property, index) => {
    if (property === null || property === undefined) {
      fail(
        'MISSING_OR_INVALID',
        `${type} must contain an existing value for each key. Received: ${templateString(property)} for key ${keys[index]}`,
      )
    }
  })
  return properties
}
