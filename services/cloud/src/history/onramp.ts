import type { HistoryResponse, Transaction, TransactionStatus } from '@airlock/protocol/cloud-api'
import { getAddress } from 'viem'
import { z } from 'zod'
import type { CloudContext } from '../context.ts'
import { tokenAmount } from '../onramp/present.ts'
import { accountOrders, type StoredOrder } from '../onramp/store.ts'

const STATUS: Record<StoredOrder['status'], TransactionStatus> = {
  created: 'pending',
  pending: 'pending',
  completed: 'confirmed',
  failed: 'failed',
}

const positionSchema = z.tuple([z.literal('onramp'), z.string().datetime(), z.string().min(1).max(128)])

/** Opaque like the chain history's cursor, and told apart from it by its first element. */
export function encodeOnrampCursor(order: Pick<StoredOrder, 'createdAt' | 'id'>): string {
  return Buffer.from(JSON.stringify(['onramp', order.createdAt.toISOString(), order.id])).toString(
    'base64url',
  )
}

export function decodeOnrampCursor(cursor: string): { createdAt: Date; id: string } | undefined {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(cursor)) return undefined
  try {
    const parsed = positionSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
    return parsed.success ? { createdAt: new Date(parsed.data[1]), id: parsed.data[2] } : undefined
  } catch {
    return undefined
  }
}

/** Whether a history call asks for purchases: the kit sends onramp=true, AppKit a provider name. */
export function onrampFilter(onramp: string | undefined): { provider?: string } | undefined {
  if (onramp === undefined || onramp === '' || onramp === 'false') return undefined
  return onramp === 'true' ? {} : { provider: onramp.toLowerCase() }
}

/** A purchase as a history entry: a 'buy' bringing the tokens in, its hash the delivery once there is one. */
export function presentPurchase(
  order: StoredOrder,
  ctx: CloudContext,
  origin: string,
  price?: number,
): Transaction {
  const chain = ctx.chains.get(order.chainId)
  const name =
    order.asset === 'native'
      ? (chain?.nativeCurrency?.name ?? 'Ether')
      : (ctx.onramp.catalog.purchaseCurrencies.find((currency) => currency.symbol === order.symbol)?.name ??
        order.symbol)
  const numeric = tokenAmount(order)
  return {
    id: `onramp:${order.id}`,
    metadata: {
      operationType: 'buy',
      hash: order.txHash ?? '',
      minedAt: order.updatedAt.toISOString(),
      sentFrom: order.treasury ? getAddress(order.treasury) : '',
      sentTo: getAddress(order.address),
      status: STATUS[order.status],
      nonce: order.nonce ?? 0,
      chain: order.chainId as Transaction['metadata']['chain'],
    },
    transfers: [
      {
        direction: 'in',
        quantity: { numeric },
        ...(price ? { price, value: Math.round(Number(numeric) * price * 1e6) / 1e6 } : {}),
        fungible_info: {
          name,
          symbol: order.symbol,
          icon: { url: `${origin}/public/getTokenImage/${encodeURIComponent(order.symbol)}` },
        },
      },
    ],
  }
}

/**
 * GET /v1/account/{account}/history?onramp=…: the account's purchases through this project (paid orders),
 * newest first, each priced at today's USD price like the chain history.
 */
export async function purchaseHistory(
  ctx: CloudContext,
  request: {
    projectId: string
    account: string
    chainIds: readonly string[]
    provider?: string | undefined
    after?: { createdAt: Date; id: string } | undefined
    limit: number
    origin: string
  },
): Promise<HistoryResponse> {
  const rows = await accountOrders(
    ctx.db,
    {
      projectId: request.projectId,
      address: request.account,
      chainIds: request.chainIds,
      ...(request.provider === undefined ? {} : { provider: request.provider }),
    },
    request.after,
    request.limit + 1,
  )
  const page = rows.slice(0, request.limit)
  const prices = new Map<string, number>()
  await Promise.all(
    [...new Set(page.map((order) => `${order.chainId} ${order.asset}`))].map(async (key) => {
      const [chainId, asset] = key.split(' ') as [string, 'native' | `0x${string}`]
      const service = ctx.chainServices.get(chainId)
      if (!service) return
      const price = await service.usdPrice(asset, await service.head.current()).catch(() => 0)
      prices.set(key, price)
    }),
  )
  const last = page.at(-1)
  return {
    data: page.map((order) =>
      presentPurchase(order, ctx, request.origin, prices.get(`${order.chainId} ${order.asset}`)),
    ),
    next: rows.length > request.limit && last ? encodeOnrampCursor(last) : null,
  }
}
