import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify'
import type { Address } from 'viem'
import { isAddress } from 'viem'
import type { Db } from '../../db/types.ts'
import { errorMessage } from '../../errors.ts'
import { HttpError } from '../../http/errors.ts'
import { registerSecurityHeaders } from '../../http/securityHeaders.ts'
import { registerTextInputRule } from '../../http/textInput.ts'
import type { ProjectStore } from '../../projects/store.ts'
import { EXTERNAL_SESSION_ID } from '../awaited.ts'
import type { Catalog, DeliveryTarget } from '../catalog.ts'
import { findOrder, findQuote, type StoredOrder } from '../store.ts'
import { caipChainId, resolveTarget } from '../target.ts'
import type { CardForm } from './cards.ts'
import { createFormGuard, FORM_TOKEN_FIELD } from './formGuard.ts'
import type { SandboxOrders, SandboxProvider } from './orders.ts'
import { type CheckoutView, errorPage, indexPage, orderPage } from './pages.ts'
import { checkPaymentCurrency, DEFAULT_FIAT_AMOUNT, fiatCents } from './provider.ts'
import { CHECKOUT_CSS } from './style.ts'

/** Pages only from here: no script at all, styles from this origin, forms posting back to it. */
const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' data:",
  "form-action 'self'",
  "base-uri 'none'",
  // A checkout opens in its own tab: no page may frame it (clickjacking of the card form).
  "frame-ancestors 'none'",
].join('; ')

export interface SandboxServerDeps {
  db: Db
  catalog: Catalog
  orders: SandboxOrders
  projects: ProjectStore
  /** The Coinbase-type (session) and Meld-type (url) checkouts, by name. */
  providers: ReadonlyMap<string, SandboxProvider & { type: 'session' | 'url' }>
  publicKey: string
  bankTransferDelayMs: number
  log: FastifyBaseLogger
  /** The sandbox's own origin (http://127.0.0.1:<port>), known once it listens: forms come only from it. */
  origin(): string
}

type Form = Record<string, string | undefined>

/**
 * The sandbox origin: a Fastify app of its own on its own port, serving the providers' checkout pages and the
 * forms they post. Pages answer HTML, errors included.
 */
export function createSandboxServer(deps: SandboxServerDeps): FastifyInstance {
  const app = Fastify({ loggerInstance: deps.log.child({ service: 'onramp-sandbox' }) })
  registerSecurityHeaders(app)
  registerTextInputRule(app)
  const guard = createFormGuard(deps.origin)
  // Every POST is a checkout form: refused before its body is even read unless it came from these pages.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') guard.checkOrigin(request)
  })
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    },
  )

  const send = (reply: FastifyReply, status: number, page: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      // same-origin, not no-referrer: under no-referrer a browser posts the page's forms with Origin "null".
      // Other sites still get no referrer, so the session id in the URL never leaves this origin.
      .header('referrer-policy', 'same-origin')
      .send(page)

  app.setErrorHandler((error, request, reply) => {
    const status =
      error instanceof HttpError ? error.statusCode : ((error as { statusCode?: number }).statusCode ?? 500)
    if (status >= 500) request.log.error({ err: error }, 'sandbox page failed')
    const message = status >= 500 ? 'Something went wrong; try again shortly.' : errorMessage(error)
    return send(reply, status, errorPage('This checkout cannot be shown', message))
  })
  app.setNotFoundHandler((_request, reply) =>
    send(reply, 404, errorPage('Not found', 'There is no such page.')),
  )

  const providerOf = (name: string) => {
    const provider = deps.providers.get(name)
    if (!provider) throw new HttpError(404, `There is no sandbox provider ${name}`)
    return provider
  }

  const targetOf = (order: StoredOrder): DeliveryTarget => {
    const target = deps.catalog.targets.find((t) => t.chainId === order.chainId && t.asset === order.asset)
    if (!target) throw new HttpError(409, `${order.symbol} on ${order.chainId} is no longer sold here`)
    return target
  }

  const view = (order: StoredOrder, extra: Partial<CheckoutView> = {}): CheckoutView => ({
    provider: providerOf(order.provider),
    order,
    networkName: deps.catalog.targets.find((t) => t.chainId === order.chainId)?.displayName ?? order.chainId,
    bankTransferDelayMs: deps.bankTransferDelayMs,
    formToken: guard.tokenFor(order.id),
    ...extra,
  })

  const pageUrl = (order: StoredOrder) => {
    const provider = providerOf(order.provider)
    const key = provider.type === 'session' ? 'sessionId' : 'externalSessionId'
    return `/${provider.name}/?${key}=${encodeURIComponent(order.id)}`
  }

  /** The order a form names, of the provider whose path it was posted to, with the token of its page. */
  async function formOrder(providerName: string, form: Form): Promise<StoredOrder> {
    providerOf(providerName)
    const order = form.order ? await findOrder(deps.db, form.order) : undefined
    if (!order || order.provider !== providerName)
      throw new HttpError(404, 'This checkout session does not exist.')
    guard.checkToken(order.id, form[FORM_TOKEN_FIELD])
    return order
  }

  app.get('/checkout.css', (_request, reply) =>
    reply
      .header('content-type', 'text/css; charset=utf-8')
      .header('cache-control', 'max-age=300')
      .send(CHECKOUT_CSS),
  )
  app.get('/', (_request, reply) => send(reply, 200, indexPage([...deps.providers.values()])))

  // Coinbase-type: the session call created the order; the page shows it.
  app.get('/coinbase/', async (request, reply) => {
    const { sessionId } = request.query as Form
    const order = sessionId ? await findOrder(deps.db, sessionId) : undefined
    if (order?.provider !== 'coinbase') {
      throw new HttpError(404, 'This checkout session does not exist. Start the purchase again from the app.')
    }
    return send(reply, 200, orderPage(view(order)))
  })

  // Meld-type: the kit built the URL; the first load creates the order its externalSessionId names.
  app.get('/meld/', async (request, reply) => {
    const query = request.query as Form
    const id = query.externalSessionId ?? ''
    if (!EXTERNAL_SESSION_ID.test(id)) {
      throw new HttpError(400, 'externalSessionId is missing or invalid (8 to 128 letters, digits, - or _).')
    }
    const existing = await findOrder(deps.db, id)
    const wallet = query.walletAddress
    if (existing) {
      const sameWallet = wallet === undefined || wallet.toLowerCase() === existing.address
      if (existing.provider !== 'meld' || !sameWallet) {
        throw new HttpError(409, 'This session belongs to another purchase: start a new one from the app.')
      }
      return send(reply, 200, orderPage(view(existing)))
    }
    if (query.publicKey !== deps.publicKey) throw new HttpError(401, 'Invalid public key.')
    const project = query.externalCustomerId ? await deps.projects.get(query.externalCustomerId) : undefined
    if (!project)
      throw new HttpError(400, 'Unknown project: externalCustomerId must be the dapp’s project id.')
    if (!wallet || !isAddress(wallet, { strict: false })) {
      throw new HttpError(400, 'walletAddress must be an EVM address (0x and 40 hex digits).')
    }
    const code = (query.destinationCurrencyCode ?? 'USDC').toUpperCase()
    if (code === 'SOL') throw new HttpError(400, 'SOL on Solana is not sold by this sandbox.')
    const chainId = query.chainId === undefined ? undefined : caipChainId(query.chainId)
    if (query.chainId !== undefined && !chainId) throw new HttpError(400, `Invalid chainId ${query.chainId}.`)
    const currency = (query.sourceCurrencyCode ?? 'USD').toUpperCase()
    checkPaymentCurrency(deps.catalog, currency)
    const target = resolveTarget(deps.catalog, { currency: code, chainId })
    const meld = providerOf('meld')
    const quote = await deps.orders.quote(project.id, {
      provider: meld,
      target,
      paymentCurrency: currency,
      paymentMethod: 'card',
      amount: { totalCents: fiatCents(query.sourceAmount ?? DEFAULT_FIAT_AMOUNT, 'sourceAmount') },
    })
    const order = await deps.orders.createOrder(
      {
        id,
        projectId: project.id,
        address: wallet.toLowerCase() as Address,
        partnerUserId: null,
        paymentMethod: null,
      },
      quote,
    )
    // Two first loads at once: the one that lost the insert sees the winner's order, maybe another wallet's.
    if (order.address !== wallet.toLowerCase() || order.projectId !== project.id) {
      throw new HttpError(409, 'This session belongs to another purchase: start a new one from the app.')
    }
    return send(reply, 200, orderPage(view(order)))
  })

  app.post<{ Params: { provider: string } }>('/:provider/amount', async (request, reply) => {
    const form = (request.body ?? {}) as Form
    const order = await formOrder(request.params.provider, form)
    if (order.status === 'created' && !order.awaitingConfirmation) {
      try {
        const cents = fiatCents(form.amount ?? '', 'Amount')
        await deps.orders.reprice(order, providerOf(order.provider), targetOf(order), cents)
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode >= 500) throw error
        const message = error.message.replace(/^Amount: /, '')
        return send(reply, 400, orderPage(view(order, { error: message, amountText: form.amount })))
      }
    }
    return reply.redirect(pageUrl(order), 303)
  })

  app.post<{ Params: { provider: string } }>('/:provider/pay', async (request, reply) => {
    const form = (request.body ?? {}) as Form
    let order = await formOrder(request.params.provider, form)
    // A quote holds 10 minutes: past that the visitor sees today's price before paying.
    if (order.status === 'created' && !order.awaitingConfirmation && order.quoteId) {
      const quote = await findQuote(deps.db, order.quoteId)
      if (quote && quote.expiresAt.getTime() <= Date.now()) {
        const repriced = await deps.orders.reprice(
          order,
          providerOf(order.provider),
          targetOf(order),
          order.totalCents,
        )
        order = repriced ?? order
        const notice = 'The quote expired and was updated: check the amounts and pay again.'
        return send(reply, 409, orderPage(view(order, { notice })))
      }
    }
    const card: CardForm = {
      number: form.card_number ?? '',
      expiry: form.card_expiry ?? '',
      cvc: form.card_cvc ?? '',
      name: form.card_name ?? '',
    }
    const result = await deps.orders.pay(
      order,
      form.method === 'ach_bank_account'
        ? { method: 'ach_bank_account', holder: form.bank_holder ?? '' }
        : { method: 'card', card },
    )
    if (!result.ok) {
      const method = form.method === 'ach_bank_account' ? 'ach_bank_account' : 'card'
      return send(reply, 400, orderPage(view(order, { error: result.error, method })))
    }
    return reply.redirect(pageUrl(order), 303)
  })

  app.post<{ Params: { provider: string } }>('/:provider/confirm', async (request, reply) => {
    const form = (request.body ?? {}) as Form
    const order = await formOrder(request.params.provider, form)
    await deps.orders.confirm(order, form.decision === 'confirm')
    return reply.redirect(pageUrl(order), 303)
  })

  return app
}
