import type { FastifyInstance } from 'fastify'
import { projectOf } from '../../projects/hook.ts'
import type { ProjectStore } from '../../projects/store.ts'
import { createEmbeddedAccess } from '../auth/access.ts'
import {
  authorizeQuerySchema,
  callbackQuerySchema,
  completeBodySchema,
  providerParamsSchema,
} from './schemas.ts'
import type { SocialLogin } from './service.ts'

export interface SocialRoutesDeps {
  social: SocialLogin
  projects: ProjectStore
  siteOrigin: () => string
}

/**
 * /v1/embedded/social/*: authorize and complete for the frame (secure site only, like the other embedded
 * routes; their preflight is registered by auth/routes.ts), and the callback the provider sends the popup to.
 */
export async function registerSocialRoutes(app: FastifyInstance, deps: SocialRoutesDeps) {
  const { social } = deps
  const access = createEmbeddedAccess(deps.projects, deps.siteOrigin)

  // The popup lands here from the provider: no project id nor Origin, the state is what ties it to a request.
  app.get('/v1/embedded/social/:provider/callback', async (request, reply) => {
    const { provider } = providerParamsSchema.parse(request.params)
    const query = callbackQuerySchema.parse(request.query ?? {})
    const location = await social.callback(provider, query)
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(location, 303)
  })

  await app.register(async (scope) => {
    scope.addHook('preHandler', access.requireProject)

    scope.get('/v1/embedded/social/:provider/authorize', async (request) => {
      const { provider } = providerParamsSchema.parse(request.params)
      const { deviceId, origin } = authorizeQuerySchema.parse(request.query ?? {})
      return social.authorize(projectOf(request), provider, { deviceId, origin })
    })

    scope.post('/v1/embedded/social/complete', async (request) => {
      const { result, deviceId } = completeBodySchema.parse(request.body ?? {})
      return social.complete(projectOf(request), result, deviceId)
    })
  })
}
