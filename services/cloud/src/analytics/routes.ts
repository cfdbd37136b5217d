import type { RouteModule } from '../context.ts'
import { projectOf } from '../projects/hook.ts'
import { ANALYTICS_BODY_LIMIT, analyticsEventSchema } from './schema.ts'

/**
 * POST /e: one analytics event, stored for the project. A project with analytics off gets 204 and nothing
 * is kept: a 403 would tell the kit its configuration is invalid (it shows an alert), which it is not.
 * A repeated eventId (a retry) is kept once.
 */
export const analyticsRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/e',
    { preHandler: ctx.requireProject, bodyLimit: ANALYTICS_BODY_LIMIT },
    async (request, reply) => {
      const project = projectOf(request)
      const event = analyticsEventSchema.parse(request.body)
      if (!project.features.analytics) return reply.code(204).send()
      await ctx.db.query(
        `insert into analytics_events (project_id, event_id, event) values ($1, $2, $3::jsonb)
       on conflict (project_id, event_id) do nothing`,
        [project.id, event.eventId, JSON.stringify(event)],
      )
      return reply.code(202).send({ accepted: true })
    },
  )
}
