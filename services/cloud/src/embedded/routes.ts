import type { RouteModule } from '../context.ts'
import { registerEmbeddedAuthRoutes } from './auth/routes.ts'
import { registerDevRelay } from './farcaster/devRelay.ts'
import { registerFarcasterRoutes } from './farcaster/routes.ts'
import { registerMailboxRoutes } from './mailbox/routes.ts'
import { registerSocialRoutes } from './social/routes.ts'

/** The embedded wallet's routes on the API origin: the auth backend, and the dev mailbox when it runs. */
export const embeddedRoutes: RouteModule = async (app, ctx) => {
  await registerEmbeddedAuthRoutes(app, {
    auth: ctx.embedded.auth,
    projects: ctx.projects,
    siteOrigin: () => ctx.embedded.siteOrigin,
  })
  await registerSocialRoutes(app, {
    social: ctx.embedded.social,
    projects: ctx.projects,
    siteOrigin: () => ctx.embedded.siteOrigin,
  })
  await registerFarcasterRoutes(app, {
    farcaster: ctx.embedded.farcaster,
    projects: ctx.projects,
    siteOrigin: () => ctx.embedded.siteOrigin,
  })
  if (ctx.embedded.farcasterDevRelay) await registerDevRelay(app, ctx.embedded.farcasterDevRelay)
  if (ctx.embedded.mailbox) registerMailboxRoutes(app, ctx.embedded.mailbox)
}
