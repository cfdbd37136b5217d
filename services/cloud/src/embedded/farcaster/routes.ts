import type { FastifyInstance } from 'fastify'
import { projectOf } from '../../projects/hook.ts'
import type { ProjectStore } from '../../projects/store.ts'
import { createEmbeddedAccess } from '../auth/access.ts'
import { channelBodySchema, statusBodySchema } from './schemas.ts'
import type { FarcasterLogin } from './service.ts'

export interface FarcasterRoutesDeps {
  farcaster: FarcasterLogin
  projects: ProjectStore
  siteOrigin: () => string
}

/**
 * /v1/embedded/farcaster/*: for the frame only (secure site origin, like the other embedded routes; their
 * preflight is registered by auth/routes.ts). channel: a relay channel's link for the visitor; status: pending,
 * or the verified sign-in's single-use result.
 */
export async function registerFarcasterRoutes(app: FastifyInstance, deps: FarcasterRoutesDeps) {
  const access = createEmbeddedAccess(deps.projects, deps.siteOrigin)
  await app.register(async (scope) => {
    scope.addHook('preHandler', access.requireProject)

    scope.post('/v1/embedded/farcaster/channel', async (request) => {
      const { deviceId, origin } = channelBodySchema.parse(request.body ?? {})
      return deps.farcaster.channel(projectOf(request), { deviceId, origin })
    })

    scope.post('/v1/embedded/farcaster/status', async (request) => {
      const { channelToken, deviceId } = statusBodySchema.parse(request.body ?? {})
      return deps.farcaster.status(projectOf(request), { channelToken, deviceId })
    })
  })
}
