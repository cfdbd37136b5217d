import type { RouteModule } from '../context.ts'

/** Liveness and readiness in one: the answer is ok only after the database answered a real query. */
export const healthRoutes: RouteModule = (app, { db }) => {
  app.get('/healthz', async (request, reply) => {
    try {
      await db.query('select 1 as ok')
      return { status: 'ok', db: 'ok' }
    } catch (error) {
      request.log.error({ err: error }, 'health check: database query failed')
      return reply.code(503).send({ status: 'error', db: 'error', error: 'Database query failed' })
    }
  })
}
