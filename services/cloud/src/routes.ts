import { analyticsRoutes } from './analytics/routes.ts'
import { balanceRoutes } from './balance/routes.ts'
import { bundlerRoutes } from './bundler/routes.ts'
import type { RouteModule } from './context.ts'
import { convertRoutes } from './convert/routes.ts'
import { embeddedRoutes } from './embedded/routes.ts'
import { historyRoutes } from './history/routes.ts'
import { healthRoutes } from './http/health.ts'
import { identityRoutes } from './identity/routes.ts'
import { namesRoutes } from './names/routes.ts'
import { offrampRoutes } from './offramp/routes.ts'
import { onrampRoutes } from './onramp/routes.ts'
import { paymasterRoutes } from './paymaster/routes.ts'
import { paymentsRoutes } from './payments/routes.ts'
import { priceRoutes } from './prices/routes.ts'
import { projectRoutes } from './projects/routes.ts'
import { rpcRoutes } from './rpc/gateway.ts'
import { siwxRoutes } from './siwx/routes.ts'
import { smartAccountsRoutes } from './smartAccounts/routes.ts'
import { verifyRoutes } from './verify/routes.ts'
import { walletRoutes } from './wallets/routes.ts'

/**
 * Every group of routes, registered in this order, each in its own Fastify scope (hooks and decorators a
 * module adds stay inside it). A new endpoint group adds its module here.
 */
export const routeModules: readonly RouteModule[] = [
  healthRoutes,
  rpcRoutes,
  historyRoutes,
  projectRoutes,
  analyticsRoutes,
  identityRoutes,
  namesRoutes,
  siwxRoutes,
  smartAccountsRoutes,
  balanceRoutes,
  priceRoutes,
  convertRoutes,
  onrampRoutes,
  offrampRoutes,
  walletRoutes,
  verifyRoutes,
  embeddedRoutes,
  bundlerRoutes,
  paymasterRoutes,
  paymentsRoutes,
]
