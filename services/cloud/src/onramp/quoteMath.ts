import { ceilDiv, type Ratio } from './money.ts'

/** What a quote is computed from: the payment, the provider's fee and the chain's prices at one moment. */
export interface QuoteInputs {
  /** What the visitor pays, in cents of the payment currency. */
  totalCents: bigint
  /** The provider's fee in basis points of the total (150 = 1.5%). */
  feeBasisPoints: bigint
  /** The delivery transaction's cost: gas price x gas, in the native coin's smallest unit. */
  networkFeeWei: bigint
  nativeDecimals: number
  /** USD per whole native coin. */
  nativeUsd: Ratio
  /** USD per whole purchased token. */
  tokenUsd: Ratio
  tokenDecimals: number
  /** USD per unit of the payment currency (1 for USD). */
  usdPerUnit: Ratio
}

export interface QuoteAmounts {
  providerFeeCents: bigint
  networkFeeCents: bigint
  /** What buys tokens: the total less both fees. */
  subtotalCents: bigint
  /** Tokens delivered, in the token's smallest unit. */
  purchaseAmount: bigint
}

/**
 * The quote's figures. The provider's fee is rounded to the nearest cent; the network fee up to the next
 * cent (the provider never pays gas out of its own pocket); the tokens down to the token's smallest unit
 * (never more than the subtotal buys). Negative subtotals are the caller's to refuse.
 */
export function quoteAmounts(inputs: QuoteInputs): QuoteAmounts {
  const { totalCents, usdPerUnit } = inputs
  const providerFeeCents = (totalCents * inputs.feeBasisPoints + 5_000n) / 10_000n
  // wei / 10^nd * nativeUsd / usdPerUnit, in cents.
  const networkFeeCents = ceilDiv(
    inputs.networkFeeWei * inputs.nativeUsd.num * usdPerUnit.den * 100n,
    10n ** BigInt(inputs.nativeDecimals) * inputs.nativeUsd.den * usdPerUnit.num,
  )
  const subtotalCents = totalCents - providerFeeCents - networkFeeCents
  // cents / 100 * usdPerUnit / tokenUsd, in the token's smallest unit.
  const purchaseAmount =
    subtotalCents <= 0n
      ? 0n
      : (subtotalCents * usdPerUnit.num * inputs.tokenUsd.den * 10n ** BigInt(inputs.tokenDecimals)) /
        (100n * usdPerUnit.den * inputs.tokenUsd.num)
  return { providerFeeCents, networkFeeCents, subtotalCents, purchaseAmount }
}

/** How much to pay for at least `amount` tokens: the inverse of quoteAmounts, rounded up to the cent. */
export function totalForPurchase(
  inputs: Omit<QuoteInputs, 'totalCents'> & { purchaseAmount: bigint },
): bigint {
  const { usdPerUnit, tokenUsd } = inputs
  const subtotal = ceilDiv(
    inputs.purchaseAmount * 100n * usdPerUnit.den * tokenUsd.num,
    usdPerUnit.num * tokenUsd.den * 10n ** BigInt(inputs.tokenDecimals),
  )
  const { networkFeeCents } = quoteAmounts({ ...inputs, totalCents: 0n })
  // total - round(total * fee) >= subtotal + network fee, with one cent to spare for the fee's rounding.
  return ceilDiv((subtotal + networkFeeCents) * 10_000n, 10_000n - inputs.feeBasisPoints) + 1n
}
