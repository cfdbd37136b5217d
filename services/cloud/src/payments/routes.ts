import type { PaymentQuote } from '@airlock/protocol/cloud-api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { getAddress } from 'viem'
import { z } from 'zod'
import type { CloudContext, RouteModule } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { fromChainNode } from '../http/nodeRead.ts'
import { projectOf } from '../projects/hook.ts'
import { createBody, createIntent } from './create.ts'
import { createPaymentQuoter, quoteBody } from './quote.ts'
import { hasBearer, secretKeyProject } from './secretKeyAuth.ts'
import { intentOf, presentIntent } from './store.ts'

const idParams = z.object({
  id: z.string().regex(/^pay_[1-9A-HJ-NP-Za-km-z]{24}$/, 'Expected a payment id: pay_ and 24 characters'),
})

/** The kit's quoters, one per chain that takes payments and trades on its own AMM. */
function quoters(ctx: CloudContext) {
  const byNetwork = new Map<string, ReturnType<typeof createPaymentQuoter>>()
  for (const [network, service] of ctx.chainServices) {
    const { payments, swap } = service.config
    if (payments && swap && !('upstream' in swap)) {
      byNetwork.set(network, createPaymentQuoter(service, swap, getAddress(payments.contract)))
    }
  }
  return byNetwork
}

/**
 * Payment intents. POST /v1/payments takes a secret key (the shop's server); GET /v1/payments/{id} takes the
 * secret key too, or is a project-scoped call from the kit (projectId and an allowed Origin) that reads the
 * project's own intents; POST /v1/payments/quote is the kit's, project-scoped. Every call sees its own
 * project's intents only: another project's answers 404, as an unknown id.
 */
export const paymentsRoutes: RouteModule = (app: FastifyInstance, ctx: CloudContext) => {
  const quoterOf = quoters(ctx)

  app.post('/v1/payments', async (request, reply) => {
    const projectId = await secretKeyProject(ctx.db, request)
    const body = createBody.parse(request.body ?? {})
    return reply.code(201).send(await createIntent(ctx, projectId, body))
  })

  app.get(
    '/v1/payments/:id',
    {
      // A secret key authenticates the call itself; without one it is the kit's, checked as every kit call.
      preHandler: async function (request, reply) {
        if (hasBearer(request)) return
        return ctx.requireProject.call(this, request, reply)
      },
    },
    async (request: FastifyRequest) => {
      const projectId = hasBearer(request) ? await secretKeyProject(ctx.db, request) : projectOf(request).id
      const { id } = idParams.parse(request.params)
      const row = await intentOf(ctx.db, projectId, id)
      if (!row) throw new HttpError(404, `No payment ${id}`)
      return presentIntent(row)
    },
  )

  app.post(
    '/v1/payments/quote',
    { preHandler: ctx.requireProject },
    async (request): Promise<PaymentQuote> => {
      const body = quoteBody.parse(request.body ?? {})
      const quote = quoterOf.get(body.asset.network)
      if (!quote) {
        const list = [...quoterOf.keys()].join(', ') || 'none'
        throw new HttpError(400, `asset: no swaps into payments on ${body.asset.network} (networks: ${list})`)
      }
      return fromChainNode(request, 'payment quote failed', () => quote(body))
    },
  )
}
