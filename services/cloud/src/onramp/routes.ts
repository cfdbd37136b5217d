import type {
  OnRampAwaitingCheckout,
  OnRampOptionsResponse,
  OnRampQuoteRequest,
  OnRampUrlRequest,
} from '@airlock/protocol/cloud-api'
import type { FastifyRequest } from 'fastify'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { RouteModule } from '../context.ts'
import { HttpError } from '../http/errors.ts'
import { projectOf } from '../projects/hook.ts'
import { EXTERNAL_SESSION_ID, findAwaited, rememberAwaited } from './awaited.ts'
import type { OnRampProvider } from './provider.ts'

const DEFAULT_PROVIDER = 'coinbase'
const paymentMethodSchema = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(
    z.enum(['card', 'ach_bank_account'], {
      errorMap: () => ({ message: 'Expected card or ach_bank_account' }),
    }),
  )
const providerSchema = z.string().min(1).max(32)
const decimalText = z.union([z.string(), z.number()]).transform(String)
const positive = (field: string) =>
  z.number({ invalid_type_error: `${field} is a number` }).positive(`${field} must be more than 0`)

// Bodies also carry projectId (read by the project hook): unknown keys pass.
const quoteBody = z
  .object({
    purchaseCurrency: z.string().min(1),
    paymentCurrency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'Expected an ISO 4217 currency code such as USD')
      .transform((c) => c.toUpperCase()),
    amount: decimalText.default('0'),
    network: z.string().min(1),
    chainId: z.string().optional(),
    paymentMethod: paymentMethodSchema.optional(),
    provider: providerSchema.optional(),
  })
  .passthrough()

const urlBody = z
  .object({
    destinationWallets: z
      .array(
        z.object({
          address: z
            .string()
            .refine(
              (value) => isAddress(value, { strict: false }),
              'Expected an EVM address: 0x and 40 hex digits',
            ),
          blockchains: z.array(z.string()).optional(),
          assets: z.array(z.string()).optional(),
        }),
      )
      .min(1, 'destinationWallets needs the wallet the tokens go to'),
    defaultNetwork: z.string().min(1),
    partnerUserId: z.string().min(1).max(200),
    defaultExperience: z.literal('buy', { errorMap: () => ({ message: "defaultExperience must be 'buy'" }) }),
    presetCryptoAmount: positive('presetCryptoAmount').optional(),
    presetFiatAmount: positive('presetFiatAmount').optional(),
    defaultAsset: z.string().min(1).optional(),
    fiatCurrency: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'Expected an ISO 4217 currency code such as USD')
      .transform((c) => c.toUpperCase())
      .optional(),
    defaultPaymentMethod: paymentMethodSchema.optional(),
    quoteId: z.string().min(1).max(64).optional(),
    provider: providerSchema.optional(),
  })
  .passthrough()

const orderParams = z.object({ id: z.string().min(1).max(128) })

// Bodies also carry projectId (read by the project hook): unknown keys pass.
const awaitBody = z
  .object({
    id: z.string().regex(EXTERNAL_SESSION_ID, 'id: 8 to 128 letters, digits, - or _'),
    provider: providerSchema,
  })
  .passthrough()

/**
 * The onramp calls (options, quote, the checkout URL), the announcement of a Meld-type checkout, and the order
 * status the kit polls while the checkout is open. Each provider answers its own (onramp/provider.ts).
 */
export const onrampRoutes: RouteModule = (app, ctx) => {
  const { onramp } = ctx
  const options = { preHandler: ctx.requireProject }

  const providerNamed = (name: string | undefined): OnRampProvider => {
    const wanted = name ?? onramp.listed[0]?.name ?? DEFAULT_PROVIDER
    const provider = onramp.providers.get(wanted)
    if (!provider) {
      const known = [...onramp.providers.keys()].join(', ') || 'none'
      throw new HttpError(400, `Unknown onramp provider ${wanted.slice(0, 32)} (this cloud has: ${known})`)
    }
    return provider
  }
  const projectIdOf = (request: FastifyRequest) => projectOf(request).id

  app.get('/v1/onramp/options', options, async () => {
    const response: OnRampOptionsResponse = {
      purchaseCurrencies: onramp.catalog.purchaseCurrencies,
      paymentCurrencies: onramp.catalog.paymentCurrencies,
      providers: [...onramp.listed],
    }
    return response
  })

  app.post('/v1/onramp/quote', options, async (request) => {
    const body = quoteBody.parse(request.body) as OnRampQuoteRequest
    return providerNamed(body.provider).quote(projectIdOf(request), body)
  })

  app.post('/v1/generators/onrampurl', options, async (request) => {
    const body = urlBody.parse(request.body) as OnRampUrlRequest
    return providerNamed(body.provider).createSession(projectIdOf(request), body)
  })

  // A Meld-type checkout the kit is about to open: its order is on its way until the page creates it.
  app.post('/v1/onramp/orders', options, async (request, reply) => {
    const body = awaitBody.parse(request.body)
    const provider = providerNamed(body.provider)
    if (provider.info.type !== 'url') {
      throw new HttpError(
        400,
        `${provider.info.name} creates its orders by the session call (POST /v1/generators/onrampurl)`,
      )
    }
    await rememberAwaited(ctx.db, { id: body.id, projectId: projectIdOf(request), provider: body.provider })
    const answer: OnRampAwaitingCheckout = {
      id: body.id,
      provider: body.provider,
      status: 'awaiting_checkout',
    }
    return reply.code(201).send(answer)
  })

  app.get('/v1/onramp/orders/:id', options, async (request) => {
    const { id } = orderParams.parse(request.params)
    const projectId = projectIdOf(request)
    // The sandbox's own table first: a real provider's API is a round trip (and may be down).
    const providers = [...onramp.providers.values()].sort(
      (a, b) => Number(b.info.sandbox) - Number(a.info.sandbox),
    )
    for (const provider of providers) {
      const order = await provider.order(projectId, id)
      if (order) return order
    }
    // Announced and not created yet: a normal state of a purchase, not an error.
    const awaited = await findAwaited(ctx.db, id, projectId)
    if (awaited) {
      const answer: OnRampAwaitingCheckout = { id, provider: awaited, status: 'awaiting_checkout' }
      return answer
    }
    throw new HttpError(
      404,
      `No order ${id.slice(0, 128)}: the cloud never issued it, and no checkout was announced under it`,
    )
  })
}
