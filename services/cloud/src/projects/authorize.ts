import { isOriginAllowed } from '@airlock/protocol/origins'
import { projectIdSchema } from './schema.ts'
import type { Project, ProjectStore } from './store.ts'

/** Exact texts: the kit matches them word for word to show its "Invalid App Configuration" alerts. */
export const INVALID_KEY = 'Unauthorized: invalid key'
export const ORIGIN_NOT_ALLOWED = 'Unauthorized: origin not allowed'

export type Authorization =
  | { ok: true; project: Project }
  | { ok: false; statusCode: 401 | 403; error: typeof INVALID_KEY | typeof ORIGIN_NOT_ALLOWED }

/**
 * Whether a call for `projectId` from `origin` may proceed. A missing Origin header passes: browsers
 * always send one on cross-origin calls, so its absence means a server or a script, which CORS does not
 * concern (the project id still has to be valid). `trustedOrigins` pass for every project: the cloud's own
 * secure site (the embedded wallet's frame calls the RPC gateway for any project it serves).
 */
export async function authorize(
  projects: ProjectStore,
  projectId: unknown,
  origin: string | undefined,
  trustedOrigins: readonly string[] = [],
): Promise<Authorization> {
  // A malformed id cannot exist; not asking the database for it keeps junk off the query path.
  const id = projectIdSchema.safeParse(projectId)
  const project = id.success ? await projects.get(id.data) : undefined
  if (!project) return { ok: false, statusCode: 401, error: INVALID_KEY }
  if (
    origin !== undefined &&
    !trustedOrigins.includes(origin) &&
    !isOriginAllowed(origin, project.allowedOrigins)
  ) {
    return { ok: false, statusCode: 403, error: ORIGIN_NOT_ALLOWED }
  }
  return { ok: true, project }
}
