import { HttpError } from '../http/errors.ts'

/** The chain ids a call asks about: the one named (400 when not configured), else every configured one. */
export function selectChains(configured: ReadonlyMap<string, unknown>, wanted: string | undefined): string[] {
  if (wanted === undefined) return [...configured.keys()]
  if (!configured.has(wanted)) {
    throw new HttpError(400, `Unsupported chain: ${wanted} (supported: ${[...configured.keys()].join(', ')})`)
  }
  return [wanted]
}
