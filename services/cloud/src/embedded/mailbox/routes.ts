import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { MAILBOX_CSS, mailboxPage } from './page.ts'
import type { MailboxStore } from './store.ts'

/**
 * No script, styles from this origin only: the page shows mail, which is data. No page of any site may frame
 * it (its links approve nothing by themselves, but a framed page can still be clicked through a decoy).
 */
const PAGE_CSP =
  "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

const messagesQuerySchema = z.object({ to: z.string().trim().max(320).optional() })

/**
 * GET /mailbox (the page) and GET /mailbox/messages?to= (JSON, what the browser tests read codes from), on
 * the cloud's API origin, registered only while the dev mailbox runs, which is never in production (options.ts
 * devMailbox): they need no credentials. No CORS: a page on another origin must not read the codes.
 */
export function registerMailboxRoutes(app: FastifyInstance, store: MailboxStore) {
  app.get('/mailbox', (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(mailboxPage(store.list())),
  )
  app.get('/mailbox/mailbox.css', (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').send(MAILBOX_CSS),
  )
  app.get('/mailbox/messages', async (request, reply) => {
    const { to } = messagesQuerySchema.parse(request.query ?? {})
    reply.header('cache-control', 'no-store')
    return store.list(to)
  })
}
