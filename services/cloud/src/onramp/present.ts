import type { CaipNetworkId, OnRampOrder, OnRampQuote } from '@airlock/protocol/cloud-api'
import { formatUnits, getAddress } from 'viem'
import { formatFiat } from './money.ts'
import type { Pricing, StoredOrder } from './store.ts'

/** Tokens as a decimal string: every digit the token has, trailing zeros dropped ("49.5", "0.016"). */
export const tokenAmount = (pricing: Pick<Pricing, 'purchaseAmount' | 'decimals'>) =>
  formatUnits(pricing.purchaseAmount, pricing.decimals)

/** POST /v1/onramp/quote's answer. */
export function presentQuote(pricing: Omit<Pricing, 'paymentMethod'>, quoteId: string): OnRampQuote {
  const fiat = (cents: bigint) => ({ amount: formatFiat(cents), currency: pricing.paymentCurrency })
  return {
    coinbaseFee: fiat(pricing.providerFeeCents),
    networkFee: fiat(pricing.networkFeeCents),
    paymentSubtotal: fiat(pricing.subtotalCents),
    paymentTotal: fiat(pricing.totalCents),
    purchaseAmount: { amount: tokenAmount(pricing), currency: pricing.symbol },
    quoteId,
  }
}

/** GET /v1/onramp/orders/{id}'s answer. */
export function presentOrder(order: StoredOrder): OnRampOrder {
  return {
    id: order.id,
    provider: order.provider,
    status: order.status,
    ...(order.failureReason ? { failureReason: order.failureReason } : {}),
    // Known before it is mined (it is stored before broadcast), but only reported once sent for good.
    ...(order.txHash && order.status !== 'created' ? { transactionHash: order.txHash } : {}),
    chainId: order.chainId as CaipNetworkId,
    address: getAddress(order.address),
    purchaseAmount: { amount: tokenAmount(order), currency: order.symbol },
    paymentTotal: { amount: formatFiat(order.totalCents), currency: order.paymentCurrency },
    ...(order.paymentMethod ? { paymentMethod: order.paymentMethod } : {}),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  }
}
