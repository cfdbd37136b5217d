import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify'
import { z } from 'zod'
import { authorize, INVALID_KEY } from '../../projects/authorize.ts'
import type { Project, ProjectStore } from '../../projects/store.ts'
import type { FrameSmartAccountChain } from '../../smartAccounts/config.ts'
import { CALLBACK_PAGE } from '../social/callbackPage.ts'
import { CALLBACK_PAGE_CSP, frameAncestors, frameCsp, RESOURCE_CSP } from './csp.ts'
import { isFrameBuilt, readFrameFile } from './files.ts'

export const FRAME_BUILD_COMMAND = 'npm run build -w @airlock/embedded-wallet'

export interface SecureSiteDeps {
  /** The built frame: index.html and its assets. */
  frameDir: string
  projects: ProjectStore
  /** The cloud's public API base URL (http://127.0.0.1:8787), known once the cloud listens. */
  apiUrl: () => string
  /** Answered in config.json. */
  version: string
  /** Answered in config.json: where the frame offers smart accounts (smartAccounts/config.ts). */
  smartAccounts?: FrameSmartAccountChain[]
  /** Whether the development hosts may embed the frame page too (embedded/options.ts frameDefaultAncestors). */
  defaultAncestors?: boolean
  log: FastifyBaseLogger
}

const projectQuerySchema = z.object({ projectId: z.string().max(64).optional() }).passthrough()

/** Headers every answer of the secure site carries. */
function hardened(reply: FastifyReply, csp: string) {
  return reply
    .header('content-security-policy', csp)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
}

function textPage(reply: FastifyReply, status: number, message: string) {
  return hardened(reply, RESOURCE_CSP)
    .code(status)
    .header('content-type', 'text/plain; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(message)
}

/**
 * The secure site: the embedded wallet's frame on an origin of its own (its own port), so the dapp page
 * cannot read its storage (the device share) or script it. The frame page is served only with a projectId,
 * under a policy whose frame-ancestors are that project's origins.
 */
export function createSecureSiteServer(deps: SecureSiteDeps): FastifyInstance {
  const app = Fastify({
    loggerInstance: deps.log.child({ service: 'secure-site' }),
    routerOptions: { ignoreTrailingSlash: true },
  })

  async function projectOf(query: unknown): Promise<Project | undefined> {
    const parsed = projectQuerySchema.safeParse(query ?? {})
    const authorization = await authorize(
      deps.projects,
      parsed.success ? parsed.data.projectId : undefined,
      undefined,
    )
    return authorization.ok ? authorization.project : undefined
  }

  app.setErrorHandler((error, request, reply) => {
    request.log.error({ err: error }, 'secure site request failed')
    return textPage(reply, 500, 'Something went wrong; try again shortly.')
  })

  // What the frame reads at start: where the API is, and which parent origins it may answer: the project's
  // own, never the development hosts, which may at most embed a frame that then says nothing.
  app.get('/config.json', async (request, reply) => {
    const project = await projectOf(request.query)
    hardened(reply, RESOURCE_CSP).header('cache-control', 'no-store')
    if (!project) return reply.code(401).send({ error: INVALID_KEY })
    return {
      apiUrl: deps.apiUrl(),
      allowedOrigins: project.allowedOrigins,
      version: deps.version,
      smartAccounts: deps.smartAccounts ?? [],
    }
  })

  app.get('/*', async (request, reply) => {
    if (!(await isFrameBuilt(deps.frameDir))) {
      return textPage(
        reply,
        503,
        `The embedded wallet frame is not built (no index.html in ${deps.frameDir}). Build it with: ${FRAME_BUILD_COMMAND}`,
      )
    }
    const path = request.url.split('?')[0] ?? '/'
    const file = await readFrameFile(deps.frameDir, path)
    if (!file) return textPage(reply, 404, 'Not found')
    if (!file.isHtml) {
      // Vite names assets by content hash: they never change under the same name.
      const immutable = path.startsWith('/assets/')
      return hardened(reply, RESOURCE_CSP)
        .header('content-type', file.contentType)
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(file.body)
    }
    if (path === `/${CALLBACK_PAGE}`) {
      return hardened(reply, CALLBACK_PAGE_CSP)
        .header('content-type', file.contentType)
        .header('cache-control', 'no-store')
        .send(file.body)
    }
    const project = await projectOf(request.query)
    if (!project) {
      return textPage(
        reply,
        400,
        'The embedded wallet frame needs a valid projectId in its URL (?projectId=…).',
      )
    }
    const csp = frameCsp({
      apiOrigin: new URL(deps.apiUrl()).origin,
      ancestors: frameAncestors(project.allowedOrigins, deps.defaultAncestors ?? false),
    })
    return (
      hardened(reply, csp)
        .header('content-type', file.contentType)
        // The policy depends on the project, which can change: never reuse a stored copy.
        .header('cache-control', 'no-store')
        .send(file.body)
    )
  })

  return app
}
