import type { FastifyInstance, FastifyRequest } from 'fastify'
import { unsafeCharacterIn, unsafeTextMessage } from '../validation.ts'
import { HttpError } from './errors.ts'

/** A value met while walking a request, with the way back to its root for the message. */
interface Visit {
  value: unknown
  key: string | undefined
  parent: Visit | undefined
}

/** "a.1.b" for the keys from the root to `visit`; characters a message should not echo become '?'. */
function pathOf(visit: Visit): string {
  const keys: string[] = []
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
    keys.push(at.key.replace(/[^\x20-\x7e]/gu, '?').slice(0, 40))
  }
  return keys.reverse().join('.').slice(0, 120)
}

/**
 * The first unsafe string under `root` (a key or a value), as the refusal message; undefined when none. An
 * explicit stack, not recursion: a JSON body may nest far deeper than the call stack allows.
 */
function firstUnsafe(root: unknown, kind: string, field: string): string | undefined {
  const where = (visit: Visit) => (visit.key === undefined ? kind : `${field} ${pathOf(visit)}`)
  const stack: Visit[] = [{ value: root, key: undefined, parent: undefined }]
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const { value } = visit
    if (typeof value === 'string') {
      const what = unsafeCharacterIn(value)
      if (what) return unsafeTextMessage(where(visit), what)
      continue
    }
    // Raw bodies (Buffers) are bytes, not text.
    if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) continue
    for (const [key, item] of Object.entries(value)) {
      const child: Visit = { value: item, key, parent: visit }
      const what = unsafeCharacterIn(key)
      if (what) return unsafeTextMessage(where(child), what)
      stack.push(child)
    }
  }
  return undefined
}

/** Why the request cannot be served (a NUL or a lone surrogate somewhere in it), or undefined. */
export function findUnsafeText(
  request: Pick<FastifyRequest, 'query' | 'params' | 'body'>,
): string | undefined {
  return (
    firstUnsafe(request.params, 'path', 'path parameter') ??
    firstUnsafe(request.query, 'query', 'query parameter') ??
    firstUnsafe(request.body, 'body', 'body field')
  )
}

/**
 * Refuses with 400, before any route runs, a request whose path parameters, query values or JSON body (keys
 * included) hold text no route could store: one rule for every route, so none can forget it. preValidation:
 * the body is parsed by then, and the project hook (preHandler) has not yet looked anything up.
 *
 * @example
 * registerTextInputRule(app) // before the routes
 */
export function registerTextInputRule(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem = findUnsafeText(request)
    if (problem) throw new HttpError(400, problem)
  })
}
