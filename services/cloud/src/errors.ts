import { inspect } from 'node:util'

/** A readable one-liner for anything thrown; some libraries (PGlite's WASM runtime) throw non-Errors. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'string') return error
  return inspect(error, { depth: 2, breakLength: Number.POSITIVE_INFINITY })
}
