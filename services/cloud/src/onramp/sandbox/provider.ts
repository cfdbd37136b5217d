import { randomUUID } from 'node:crypto'
import type {
  OnRampProviderInfo,
  OnRampQuoteRequest,
  OnRampUrlRequest,
  PaymentMethodId,
} from '@airlock/protocol/cloud-api'
import type { Address } from 'viem'
import type { Db } from '../../db/types.ts'
import { HttpError } from '../../http/errors.ts'
import type { Catalog } from '../catalog.ts'
import { parseFiat } from '../money.ts'
import { presentOrder, presentQuote } from '../present.ts'
import type { OnRampProvider } from '../provider.ts'
import { findOrder, type StoredQuote } from '../store.ts'
import { resolveTarget } from '../target.ts'
import type { SandboxOrders } from './orders.ts'

/** The checkout opens at this amount when the dapp presets none; the visitor changes it on the page. */
export const DEFAULT_FIAT_AMOUNT = '50.00'

/** The sandbox's checkout page of a provider, on the sandbox origin. */
export const checkoutPath = (provider: string) => `/${provider}/`

/** Fiat from a number or decimal string, in cents, or 400 naming the field. */
export function fiatCents(value: string | number, field: string): bigint {
  const cents = parseFiat(String(value))
  if (cents === undefined) {
    throw new HttpError(400, `${field}: Expected a decimal amount such as 50.00 (at most 2 decimals)`)
  }
  return cents
}

export function checkPaymentCurrency(catalog: Catalog, currency: string) {
  if (!catalog.paymentCurrencies.some((candidate) => candidate.id === currency)) {
    const known = catalog.paymentCurrencies.map((candidate) => candidate.id).join(', ')
    throw new HttpError(400, `Unknown payment currency ${currency.slice(0, 16)} (supported: ${known})`)
  }
}

/** One of the sandbox's checkouts as a provider: quotes and orders from the sandbox's own tables. */
export function createSandboxProvider(deps: {
  info: OnRampProviderInfo
  catalog: Catalog
  db: Db
  orders: SandboxOrders
  /** The sandbox origin, http://127.0.0.1:<port>. */
  origin: string
}): OnRampProvider {
  const { info, catalog, orders } = deps
  const provider = { name: info.name, label: info.label, feePercent: info.feePercent }

  return {
    info,
    async quote(projectId, request: OnRampQuoteRequest) {
      checkPaymentCurrency(catalog, request.paymentCurrency)
      const target = resolveTarget(catalog, {
        currency: request.purchaseCurrency,
        network: request.network,
        chainId: request.chainId,
      })
      const stored = await orders.quote(projectId, {
        provider,
        target,
        paymentCurrency: request.paymentCurrency,
        paymentMethod: (request.paymentMethod ?? 'card') as PaymentMethodId,
        amount: { totalCents: fiatCents(request.amount, 'amount') },
      })
      return presentQuote(stored, stored.id)
    },

    async createSession(projectId, request: OnRampUrlRequest) {
      if (info.type !== 'session') {
        throw new HttpError(
          400,
          `${info.name} opens its checkout from its url (options providers[].url): no session is needed`,
        )
      }
      const wallet = request.destinationWallets[0] as OnRampUrlRequest['destinationWallets'][number]
      const fiat = request.fiatCurrency ?? 'USD'
      checkPaymentCurrency(catalog, fiat)
      const target = resolveTarget(catalog, {
        currency: request.defaultAsset ?? wallet.assets?.[0] ?? 'USDC',
        network: request.defaultNetwork,
      })
      if (wallet.blockchains && !wallet.blockchains.includes(target.network)) {
        throw new HttpError(
          400,
          `destinationWallets.0.blockchains does not include the defaultNetwork ${target.network}`,
        )
      }
      if (wallet.assets && !wallet.assets.some((asset) => asset.toUpperCase() === target.symbol)) {
        throw new HttpError(400, `destinationWallets.0.assets does not include ${target.symbol}`)
      }
      const method = (request.defaultPaymentMethod ?? 'card') as PaymentMethodId
      let quote: StoredQuote
      if (request.quoteId !== undefined) {
        quote = await orders.usableQuote(request.quoteId, projectId, info.name)
        if (
          quote.chainId !== target.chainId ||
          quote.asset !== target.asset ||
          quote.paymentCurrency !== fiat
        ) {
          throw new HttpError(
            400,
            `quoteId ${request.quoteId} prices ${quote.symbol} on ${quote.chainId} in ${quote.paymentCurrency}, ` +
              `not ${target.symbol} on ${target.chainId} in ${fiat}`,
          )
        }
      } else {
        quote = await orders.quote(projectId, {
          provider,
          target,
          paymentCurrency: fiat,
          paymentMethod: method,
          amount:
            request.presetFiatAmount === undefined && request.presetCryptoAmount !== undefined
              ? { purchase: String(request.presetCryptoAmount) }
              : {
                  totalCents: fiatCents(request.presetFiatAmount ?? DEFAULT_FIAT_AMOUNT, 'presetFiatAmount'),
                },
        })
      }
      const id = randomUUID()
      await orders.createOrder(
        {
          id,
          projectId,
          address: wallet.address.toLowerCase() as Address,
          partnerUserId: request.partnerUserId,
          paymentMethod: request.defaultPaymentMethod === undefined ? null : method,
        },
        quote,
      )
      const url = new URL(checkoutPath(info.name), deps.origin)
      url.searchParams.set('sessionId', id)
      return { url: url.toString(), sessionId: id }
    },

    async order(projectId, id) {
      const order = await findOrder(deps.db, id)
      if (!order || order.projectId !== projectId || order.provider !== info.name) return undefined
      return presentOrder(order)
    },
  }
}
