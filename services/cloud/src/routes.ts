import type { RouteModule } from './context.ts'
import { healthRoutes } from './http/health.ts'
import { rpcRoutes } from './rpc/gateway.ts'

/**
 * Every group of routes, registered in this order, each in its own Fastify scope (hooks and decorators a
 * module adds stay inside it). A new endpoint group adds its module here.
 */
export const routeModules: readonly RouteModule[] = [healthRoutes, rpcRoutes]
