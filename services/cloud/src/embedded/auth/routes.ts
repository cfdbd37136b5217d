import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { HttpError } from '../../http/errors.ts'
import { projectOf } from '../../projects/hook.ts'
import type { ProjectStore } from '../../projects/store.ts'
import { bearerToken, createEmbeddedAccess } from './access.ts'
import { APPROVAL_PAGE_CSP, type ApprovalPageState, approvalPage } from './approvalPage.ts'
import { MESSAGES } from './rules.ts'
import {
  approveTokenSchema,
  deviceStatusQuerySchema,
  emailStartSchema,
  emailUpdateSchema,
  emailVerifySchema,
  otpBodySchema,
  walletSchema,
} from './schemas.ts'
import type { EmbeddedAuth } from './service.ts'

export interface EmbeddedAuthRoutesDeps {
  auth: EmbeddedAuth
  projects: ProjectStore
  /** The secure site's origin, the only one allowed to call these routes from a browser. */
  siteOrigin: () => string
}

/** The auth backend under /v1/embedded/ (docs/embedded-wallet.md, "Auth backend"). */
export async function registerEmbeddedAuthRoutes(app: FastifyInstance, deps: EmbeddedAuthRoutesDeps) {
  const { auth } = deps
  const access = createEmbeddedAccess(deps.projects, deps.siteOrigin)
  access.registerPreflight(app)

  const sendApprovalPage = (reply: FastifyReply, status: number, state: ApprovalPageState) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', APPROVAL_PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(approvalPage(state))
  const refused = (reply: FastifyReply, message: string) =>
    sendApprovalPage(reply, 400, { kind: 'refused', message })

  // The link in the device mail, opened in any browser: the token is all it needs. Opening it approves
  // nothing (mail scanners open links); its page's button posts the token back, and only that approves.
  app.get('/v1/embedded/device/approve', async (request, reply) => {
    const { token } = approveTokenSchema.parse(request.query ?? {})
    if (!token) return refused(reply, MESSAGES.approvalInvalid)
    const usable = await auth.checkApproval(token)
    if (!usable.ok) return refused(reply, usable.message)
    return sendApprovalPage(reply, 200, { kind: 'confirm', token })
  })

  await app.register(async (form) => {
    // The page's form posts application/x-www-form-urlencoded: only here, a token is all it carries.
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    form.post('/v1/embedded/device/approve', async (request, reply) => {
      const { token } = approveTokenSchema.parse(request.body ?? {})
      if (!token) return refused(reply, MESSAGES.approvalInvalid)
      const result = await auth.approveDevice(token)
      if (!result.ok) return refused(reply, result.message)
      return sendApprovalPage(reply, 200, { kind: 'approved' })
    })
  })

  await app.register(async (scope) => {
    scope.addHook('preHandler', access.requireProject)
    const caller = (request: FastifyRequest) => auth.caller(projectOf(request).id, bearerToken(request))

    scope.post('/v1/embedded/email/start', async (request) => {
      const { email, deviceId } = emailStartSchema.parse(request.body ?? {})
      return auth.startEmail(projectOf(request), email, deviceId)
    })

    scope.post('/v1/embedded/email/verify', async (request) => {
      const { email, otp, deviceId } = emailVerifySchema.parse(request.body ?? {})
      return auth.verifyEmail(projectOf(request), email, otp, deviceId)
    })

    scope.get('/v1/embedded/device/status', async (request) => {
      if (bearerToken(request) !== undefined) return auth.deviceStatus(await caller(request))
      const { email, deviceId } = deviceStatusQuerySchema.parse(request.query ?? {})
      if (!email || !deviceId) {
        throw new HttpError(
          400,
          'device/status needs the session (Authorization: Bearer) or email and deviceId',
        )
      }
      return auth.deviceApproved(projectOf(request).id, email, deviceId)
    })

    scope.post('/v1/embedded/wallet', async (request, reply) => {
      const signedIn = await caller(request)
      const wallet = walletSchema.parse(request.body ?? {})
      return reply.code(201).send(await auth.saveWallet(signedIn, wallet))
    })

    scope.get('/v1/embedded/session', async (request) => auth.session(await caller(request)))

    scope.post('/v1/embedded/signout', async (request, reply) => {
      const token = bearerToken(request)
      if (token) await auth.signOut(token)
      return reply.code(204).send()
    })

    scope.post('/v1/embedded/email/update', async (request) => {
      const signedIn = await caller(request)
      const { email } = emailUpdateSchema.parse(request.body ?? {})
      return auth.startEmailUpdate(projectOf(request), signedIn, email)
    })

    scope.post('/v1/embedded/email/update/verify-primary', async (request) => {
      const signedIn = await caller(request)
      const { otp } = otpBodySchema.parse(request.body ?? {})
      return auth.verifyPrimary(projectOf(request), signedIn, otp)
    })

    scope.post('/v1/embedded/email/update/verify-secondary', async (request) => {
      const signedIn = await caller(request)
      const { otp } = otpBodySchema.parse(request.body ?? {})
      return auth.verifySecondary(projectOf(request), signedIn, otp)
    })
  })
}
