import { bankAccountProblems } from '@airlock/protocol/bank'
import type {
  OffRampOptionsResponse,
  OffRampOrderRequest,
  OffRampQuoteRequest,
} from '@airlock/protocol/cloud-api'
import type { FastifyRequest } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { RouteModule } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { projectOf } from '../projects/hook.ts'
import type { OffRampProvider } from './provider.ts'
import { findQuote } from './store.ts'

// Bodies also carry projectId (read by the project hook): unknown keys pass.
const quoteBody = z
  .object({
    sellCurrency: z.string().min(1).max(16),
    network: z.string().min(1).max(64),
    sellAmount: z.union([z.string(), z.number()]).transform(String),
    payoutCurrency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'Expected an ISO 4217 currency code such as USD')
      .transform((code) => code.toUpperCase()),
    provider: z.string().min(1).max(32).optional(),
  })
  .passthrough()

const orderBody = z
  .object({
    quoteId: z.string().min(1).max(64),
    fromAddress: z
      .string()
      .refine(
        (value) => isAddress(value, { strict: false }),
        'Expected an EVM address: 0x and 40 hex digits',
      ),
    bankAccount: z.discriminatedUnion(
      'type',
      [
        z.object({ type: z.literal('iban'), holderName: z.string().max(200), iban: z.string().max(64) }),
        z.object({
          type: z.literal('us'),
          holderName: z.string().max(200),
          routingNumber: z.string().max(32),
          accountNumber: z.string().max(64),
        }),
      ],
      { errorMap: () => ({ message: "Expected a bank account of type 'iban' or 'us'" }) },
    ),
  })
  .passthrough()

const orderParams = z.object({ id: z.string().min(1).max(128) })

/**
 * The off-ramp calls: what can be sold (options), a price (quote), an order awaiting its deposit, and the
 * order's state the kit follows. The bank account is checked before anything else happens: a mistyped IBAN
 * or routing number costs the seller nothing.
 */
export const offrampRoutes: RouteModule = (app, ctx) => {
  const { offramp } = ctx
  const options = { preHandler: ctx.requireProject }
  const projectIdOf = (request: FastifyRequest) => projectOf(request).id

  const providerNamed = (name: string | undefined): OffRampProvider => {
    const wanted = name ?? offramp.listed[0]?.name
    const provider = wanted === undefined ? undefined : offramp.providers.get(wanted)
    if (!provider) {
      const known = [...offramp.providers.keys()].join(', ') || 'none'
      throw new HttpError(
        400,
        `provider: unknown off-ramp provider ${String(wanted).slice(0, 32)} (this cloud has: ${known})`,
      )
    }
    return provider
  }

  app.get('/v1/offramp/options', options, async () => {
    const response: OffRampOptionsResponse = {
      sellCurrencies: offramp.catalog.sellCurrencies,
      payoutCurrencies: offramp.catalog.payoutCurrencies,
      providers: [...offramp.listed],
    }
    return response
  })

  app.post('/v1/offramp/quote', options, async (request) => {
    const body = quoteBody.parse(request.body) as OffRampQuoteRequest
    return providerNamed(body.provider).quote(projectIdOf(request), body)
  })

  app.post('/v1/offramp/orders', options, async (request, reply) => {
    const body = orderBody.parse(request.body) as OffRampOrderRequest
    const [problem] = bankAccountProblems(body.bankAccount)
    if (problem) throw new HttpError(400, `bankAccount.${problem.field}: ${problem.message}`)
    // A quote the sandbox gave names its provider; any other is a real provider's, forwarded to it.
    const stored = await findQuote(ctx.db, body.quoteId)
    const real = offramp.listed.find((info) => !info.sandbox)
    const provider = stored
      ? offramp.providers.get(stored.provider)
      : real && offramp.providers.get(real.name)
    if (!provider) {
      throw new HttpError(
        400,
        `quoteId: ${body.quoteId.slice(0, 64)} is not a quote of this cloud (POST /v1/offramp/quote gives one)`,
      )
    }
    const order = await provider.createOrder(projectIdOf(request), body)
    return reply.code(201).send(order)
  })

  app.get('/v1/offramp/orders/:id', options, async (request) => {
    const { id } = orderParams.parse(request.params)
    const projectId = projectIdOf(request)
    // The sandbox's own table first: a real provider's API is a round trip (and may be down).
    const providers = [...offramp.providers.values()].sort(
      (a, b) => Number(b.info.sandbox) - Number(a.info.sandbox),
    )
    for (const provider of providers) {
      const order = await provider.order(projectId, id)
      if (order) return order
    }
    throw new HttpError(404, `No off-ramp order ${id.slice(0, 128)} in this project`)
  })
}
