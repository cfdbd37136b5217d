import type { OffRampQuote, OffRampQuoteRequest } from '@airlock/protocol/cloud-api'
import { parseUnits } from 'viem'
import type { ChainService } from '../chains/services.ts'
import { HttpError } from '../http/errors.ts'
import { formatFiat, ONE, parseFiat, parseRatio, type Ratio, ratioOfNumber } from '../onramp/money.ts'
import { FALLBACK_TOKEN_TRANSFER_GAS, NATIVE_TRANSFER_GAS } from '../onramp/pricing.ts'
import { quoteAmounts } from '../onramp/quoteMath.ts'
import type { OfframpCatalog, SellTarget } from './catalog.ts'

/** Digits a rate is shown with: enough for a cent on any payout within the limits. */
const RATE_DECIMALS = 6

/** A priced sale, before it is given an id and an expiry. */
export type Pricing = Omit<OffRampQuote, 'quoteId' | 'expiresAt'> & {
  target: SellTarget
  amountAtomic: bigint
}

/** The token and network a quote request names, or 400 naming the field. */
export function resolveSellTarget(catalog: OfframpCatalog, request: OffRampQuoteRequest) {
  const currency = catalog.sellCurrencies.find(
    (candidate) => candidate.id.toUpperCase() === String(request.sellCurrency).toUpperCase(),
  )
  if (!currency) {
    const known = catalog.sellCurrencies.map((candidate) => candidate.id).join(', ') || 'none'
    throw new HttpError(
      400,
      `sellCurrency: ${request.sellCurrency.slice(0, 16)} is not taken (this cloud takes ${known})`,
    )
  }
  const target = catalog.targets.find(
    (candidate) => candidate.symbol === currency.symbol && candidate.network === request.network,
  )
  if (!target) {
    const known = currency.networks.map((network) => network.name).join(', ')
    throw new HttpError(
      400,
      `network: ${currency.id} is taken on ${known}, not ${request.network.slice(0, 64)}`,
    )
  }
  return { currency, target }
}

/** The sale's figures, or 400 naming the field and the limit it breaks. */
export function createOfframpPricer(options: {
  catalog: OfframpCatalog
  services: ReadonlyMap<string, ChainService>
  /** USD per unit of each payout currency beyond USD. */
  fiatUsdRates: Readonly<Record<string, string>>
}) {
  function usdPerUnit(currency: string): Ratio {
    if (currency === 'USD') return ONE
    return parseRatio(options.fiatUsdRates[currency] as string)
  }

  async function price(request: OffRampQuoteRequest, provider: { name: string; feePercent: number }) {
    const { currency, target } = resolveSellTarget(options.catalog, request)
    const payout = options.catalog.payoutCurrencies.find(
      (candidate) => candidate.id === request.payoutCurrency,
    )
    if (!payout) {
      const known = options.catalog.payoutCurrencies.map((candidate) => candidate.id).join(', ')
      throw new HttpError(
        400,
        `payoutCurrency: ${request.payoutCurrency.slice(0, 16)} is not paid out (this cloud pays ${known})`,
      )
    }
    if (!/^\d{1,12}(\.\d{1,18})?$/.test(request.sellAmount)) {
      throw new HttpError(400, 'sellAmount: Expected a decimal amount of tokens such as 20 or 0.5')
    }
    const amountAtomic = parseUnits(request.sellAmount, currency.decimals)
    if (amountAtomic < parseUnits(currency.min, currency.decimals)) {
      throw new HttpError(400, `sellAmount must be at least ${currency.min} ${currency.symbol}`)
    }
    if (amountAtomic > parseUnits(currency.max, currency.decimals)) {
      throw new HttpError(400, `sellAmount must be at most ${currency.max} ${currency.symbol}`)
    }
    const service = options.services.get(target.chainId)
    if (!service) throw new HttpError(503, `${target.chainId} is not a chain this cloud serves`)
    const [block, gasPrice] = await Promise.all([service.head.current(), service.client.getGasPrice()])
    const [nativeUsd, tokenUsd] = await Promise.all([
      service.usdPrice('native', block),
      service.usdPrice(target.asset, block),
    ])
    if (!(tokenUsd > 0)) {
      throw new HttpError(
        503,
        `${target.symbol} on ${target.chainId} has no price: the chain's pricing pools are not configured`,
      )
    }
    const perUnit = usdPerUnit(payout.id)
    const tokenPrice = ratioOfNumber(tokenUsd)
    // The sweep (or refund) of the deposit, and the gas the treasury sends the deposit address for it.
    const gas =
      (target.asset === 'native' ? NATIVE_TRANSFER_GAS : FALLBACK_TOKEN_TRANSFER_GAS) + NATIVE_TRANSFER_GAS
    // tokens × USD per token / USD per unit, rounded down to the cent: the payout never exceeds the price.
    const grossCents =
      (amountAtomic * tokenPrice.num * perUnit.den * 100n) /
      (10n ** BigInt(currency.decimals) * tokenPrice.den * perUnit.num)
    const fees = quoteAmounts({
      totalCents: grossCents,
      feeBasisPoints: BigInt(Math.round(provider.feePercent * 100)),
      networkFeeWei: gasPrice * gas,
      nativeDecimals: service.native.decimals,
      nativeUsd: nativeUsd > 0 ? ratioOfNumber(nativeUsd) : { num: 0n, den: 1n },
      tokenUsd: tokenPrice,
      tokenDecimals: currency.decimals,
      usdPerUnit: perUnit,
    })
    const payoutCents = fees.subtotalCents
    if (payoutCents < (parseFiat(payout.min) as bigint)) {
      throw new HttpError(
        400,
        `sellAmount: the payout would be ${formatFiat(payoutCents)} ${payout.id}, below the minimum payout of ${payout.min} ${payout.id}`,
      )
    }
    if (payoutCents > (parseFiat(payout.max) as bigint)) {
      throw new HttpError(
        400,
        `sellAmount: the payout would be ${formatFiat(payoutCents)} ${payout.id}, above the maximum payout of ${payout.max} ${payout.id}`,
      )
    }
    const scale = 10n ** BigInt(RATE_DECIMALS)
    const rateScaled = (tokenPrice.num * perUnit.den * scale) / (tokenPrice.den * perUnit.num)
    const rate = `${rateScaled / scale}.${(rateScaled % scale).toString().padStart(RATE_DECIMALS, '0')}`
      .replace(/0+$/, '')
      .replace(/\.$/, '')
    const pricing: Pricing = {
      provider: provider.name,
      sellCurrency: currency.id,
      network: target.network,
      sellAmount: request.sellAmount,
      payoutCurrency: payout.id,
      rate,
      grossAmount: formatFiat(grossCents),
      providerFee: formatFiat(fees.providerFeeCents),
      networkFee: formatFiat(fees.networkFeeCents),
      payoutAmount: formatFiat(payoutCents),
      target,
      amountAtomic,
    }
    return pricing
  }

  return { price }
}

export type OfframpPricer = ReturnType<typeof createOfframpPricer>
