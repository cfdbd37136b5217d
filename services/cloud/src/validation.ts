import type { ZodError } from 'zod'

/**
 * One readable line from a ZodError: zod's own messages (the kit's validation wording too: 'Required',
 * 'Expected string, received number'…) behind the path of the field, e.g. "st: Expected string, received array".
 */
export function formatZodError(error: ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ')
}

/**
 * Characters no text from outside may hold: NUL, which PostgreSQL text refuses (the query fails, a 500), and
 * lone UTF-16 surrogates, which have no UTF-8 form (they would be stored as U+FFFD, a different value). With
 * the u flag a well-formed surrogate pair is one code point outside \p{Cs}, so emoji pass.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point.
const UNSAFE_CHARACTER = /[\u0000\p{Cs}]/u

/** What in `text` cannot be accepted ("a NUL character (U+0000)"), or undefined when it is fine. */
export function unsafeCharacterIn(text: string): string | undefined {
  const found = UNSAFE_CHARACTER.exec(text)?.[0]
  if (found === undefined) return undefined
  if (found === '\u0000') return 'a NUL character (U+0000)'
  const code = found.charCodeAt(0).toString(16).toUpperCase()
  return `a lone UTF-16 surrogate (U+${code})`
}

/** The one refusal of such text, wherever it was found ("query parameter search"). */
export const unsafeTextMessage = (where: string, what: string) =>
  `${where} holds ${what}, which no text field accepts`
