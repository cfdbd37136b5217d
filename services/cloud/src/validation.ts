import type { ZodError } from 'zod'

/**
 * One readable line from a ZodError: zod's own messages (the spec section 5 wording: 'Required',
 * 'Expected string, received number'…) behind the path of the field, e.g. "st: Expected string, received array".
 */
export function formatZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
}
