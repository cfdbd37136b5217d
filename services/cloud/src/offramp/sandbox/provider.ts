import { randomBytes } from 'node:crypto'
import type { OffRampProviderInfo } from '@airlock/protocol/cloud-api'
import type { Address } from 'viem'
import type { Db } from '../../db/types.ts'
import { errorMessage } from '../../errors.ts'
import { HttpError } from '../../http/errors.ts'
import { maskBankAccount, presentOrder } from '../present.ts'
import type { OfframpPricer } from '../pricing.ts'
import type { OffRampProvider } from '../provider.ts'
import { findOrder, findQuote, insertOrder, insertQuote, updateOrder } from '../store.ts'
import { SANDBOX_KEY_HEADER } from './server.ts'

/** How long a quote can be turned into an order. */
const QUOTE_TTL_MS = 10 * 60_000
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** `prefix` and 24 random base58 characters (each byte below 232 = 4 × 58 taken, so none is likelier). */
export function randomId(prefix: string): string {
  let id = ''
  while (id.length < 24) {
    for (const byte of randomBytes(32)) if (byte < 232 && id.length < 24) id += BASE58[byte % 58]
  }
  return `${prefix}${id}`
}

/**
 * The cloud's sandbox as a provider: quotes from the devnet's pool prices, orders stored here and created at
 * the sandbox's own origin over HTTP, which issues each order's deposit address.
 */
export function createSandboxOfframpProvider(deps: {
  info: OffRampProviderInfo
  db: Db
  pricer: OfframpPricer
  /** The sandbox origin, http://127.0.0.1:<port>, and the key it takes orders with. */
  origin: string
  apiKey: string
  depositWindowMs: number
  timeoutMs: number
}): OffRampProvider {
  const { info, db } = deps
  return {
    info,
    async quote(projectId, request) {
      const pricing = await deps.pricer.price(request, info)
      const { target, amountAtomic, ...shown } = pricing
      const quote = {
        ...shown,
        quoteId: randomId('offq_'),
        expiresAt: new Date(Date.now() + QUOTE_TTL_MS).toISOString(),
      }
      await insertQuote(db, {
        id: quote.quoteId,
        projectId,
        provider: info.name,
        chainId: target.chainId,
        asset: target.asset,
        amountAtomic,
        quote,
        expiresAt: new Date(quote.expiresAt),
      })
      return quote
    },

    async createOrder(projectId, request) {
      const quote = await findQuote(db, request.quoteId)
      if (!quote || quote.projectId !== projectId || quote.provider !== info.name) {
        throw new HttpError(
          400,
          `quoteId: ${request.quoteId.slice(0, 64)} is not a quote of this project (POST /v1/offramp/quote gives one)`,
        )
      }
      if (quote.expiresAt.getTime() <= Date.now()) {
        throw new HttpError(
          400,
          `quoteId: the quote expired at ${quote.expiresAt.toISOString()}; ask for a new one`,
        )
      }
      const created = await insertOrder(db, {
        id: randomId('off_'),
        projectId,
        quote,
        fromAddress: request.fromAddress.toLowerCase() as Address,
        bank: {
          type: request.bankAccount.type,
          holderName: request.bankAccount.holderName.trim(),
          masked: maskBankAccount(request.bankAccount),
        },
        expiresAt: new Date(Date.now() + deps.depositWindowMs),
      })
      let response: Response
      try {
        response = await fetch(`${deps.origin}/v1/deposits`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SANDBOX_KEY_HEADER]: deps.apiKey },
          body: JSON.stringify({ orderId: created.id }),
          signal: AbortSignal.timeout(deps.timeoutMs),
        })
      } catch (error) {
        throw new HttpError(502, `The off-ramp sandbox could not be reached (${errorMessage(error)})`)
      }
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string }
        // The order never got an address: nobody can deposit to it, so it is closed at once.
        await updateOrder(db, created.id, `status = 'created'`, `status = 'expired', expires_at = now()`)
        throw new HttpError(
          response.status >= 500 ? 503 : 502,
          `The off-ramp sandbox refused the order: ${body.error ?? `HTTP ${response.status}`}`,
        )
      }
      return presentOrder((await findOrder(db, created.id)) ?? created)
    },

    async order(projectId, id) {
      const order = await findOrder(db, id)
      if (!order || order.projectId !== projectId || order.provider !== info.name) return undefined
      return presentOrder(order)
    },
  }
}
