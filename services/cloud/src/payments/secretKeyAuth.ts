import type { FastifyRequest } from 'fastify'
import type { Queryable } from '../db/types.ts'
import { HttpError } from '../http/errors.ts'
import { projectOfSecretKey } from './secretKeys.ts'

export const SECRET_KEY_FROM_BROWSER =
  'Forbidden: secret keys are for servers, and this call came from a browser (Origin or Sec-Fetch-Site headers). ' +
  'Create payments from your server; a secret key that reached a web page should be revoked (admin revoke-secret-key)'
export const INVALID_SECRET_KEY = 'Unauthorized: invalid secret key (Authorization: Bearer sk_…)'

/** Whether the call carries a secret key at all (Authorization: Bearer …), whatever it is worth. */
export const hasBearer = (request: FastifyRequest) => /^Bearer\s/i.test(request.headers.authorization ?? '')

/**
 * The project of a call made with a secret key, else 401. A call that a browser made is refused 403 without
 * looking at the key: browsers put Origin on cross-origin and POST requests and Sec-Fetch-Site and
 * Sec-Fetch-Dest on every request, and a page cannot remove them. Sec-Fetch-Mode alone does not count: Node's
 * own fetch sends it (`cors`) from servers. The refusal carries no CORS header, so the page cannot even read
 * it; the operator's log shows it.
 */
export async function secretKeyProject(db: Queryable, request: FastifyRequest): Promise<string> {
  const { headers } = request
  if (
    headers.origin !== undefined ||
    headers['sec-fetch-site'] !== undefined ||
    headers['sec-fetch-dest'] !== undefined
  ) {
    request.log.warn({ origin: headers.origin }, 'payments: a secret key was sent from a browser')
    throw new HttpError(403, SECRET_KEY_FROM_BROWSER)
  }
  const key = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1]
  const projectId = key === undefined ? undefined : await projectOfSecretKey(db, key)
  if (!projectId) throw new HttpError(401, INVALID_SECRET_KEY)
  return projectId
}
