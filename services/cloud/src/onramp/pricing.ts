import { DEFAULT_PAYMENT_METHOD_LIMITS, type PaymentMethodId } from '@airlock/protocol/cloud-api'
import { type Address, encodeFunctionData, erc20Abi, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import type { ChainService } from '../chains/services.ts'
import { HttpError } from '../http/errors.ts'
import type { DeliveryTarget } from './catalog.ts'
import { formatFiat, ONE, parseFiat, parseRatio, type Ratio, ratioOfNumber } from './money.ts'
import { quoteAmounts, totalForPurchase } from './quoteMath.ts'
import type { Pricing } from './store.ts'

/** A plain value transfer's gas: what delivering the native coin to a wallet costs. */
export const NATIVE_TRANSFER_GAS = 21_000n
/**
 * An ERC-20 transfer's gas when it cannot be estimated (no treasury configured yet): above what a standard
 * token's transfer to a fresh holder takes (about 51,000), so the quoted network fee is not too low.
 */
export const FALLBACK_TOKEN_TRANSFER_GAS = 65_000n

export interface PriceRequest {
  provider: { name: string; feePercent: number }
  target: DeliveryTarget
  paymentCurrency: string
  paymentMethod: PaymentMethodId
  /** Fiat the visitor pays (cents), or the tokens they want (a decimal string) to be priced backwards. */
  amount: { totalCents: bigint } | { purchase: string }
}

function tokenUnits(amount: string, decimals: number): bigint {
  if (!/^\d{1,30}(\.\d+)?$/.test(amount))
    throw new HttpError(400, `Invalid token amount ${amount.slice(0, 40)}`)
  return parseUnits(amount, decimals)
}

/** The payment method's limits in cents, or 400 naming the one the amount breaks. */
export function checkLimits(totalCents: bigint, currency: string, method: PaymentMethodId) {
  const limit = DEFAULT_PAYMENT_METHOD_LIMITS.find((candidate) => candidate.id === method)
  if (!limit) throw new HttpError(400, `Unknown payment method ${method}: use card or ach_bank_account`)
  const min = parseFiat(limit.min) as bigint
  const max = parseFiat(limit.max) as bigint
  if (totalCents < min)
    throw new HttpError(400, `Amount must be at least ${limit.min} ${currency} for ${method}`)
  if (totalCents > max)
    throw new HttpError(400, `Amount must be at most ${limit.max} ${currency} for ${method}`)
}

/**
 * Prices purchases on one cloud's chains: the network fee from the destination chain's current gas price and
 * the delivery's gas, token and native prices from the chain's pools, other currencies through the rates.
 */
export function createPricer(options: {
  services: ReadonlyMap<string, ChainService>
  /** USD per unit of each payment currency beyond USD. */
  fiatUsdRates: Readonly<Record<string, string>>
  treasuryOf(chainId: string): Address | undefined
}) {
  const decimalsOf = new Map<string, Promise<number>>()

  function usdPerUnit(currency: string): Ratio {
    if (currency === 'USD') return ONE
    const rate = options.fiatUsdRates[currency]
    if (!rate)
      throw new HttpError(400, `Unknown payment currency ${currency} (GET /v1/onramp/options lists them)`)
    return parseRatio(rate)
  }

  function decimals(service: ChainService, target: DeliveryTarget): Promise<number> {
    if (target.asset === 'native') return Promise.resolve(service.native.decimals)
    const key = `${target.chainId}:${target.asset}`
    let known = decimalsOf.get(key)
    if (!known) {
      known = service.client.readContract({ address: target.asset, abi: erc20Abi, functionName: 'decimals' })
      known.catch(() => decimalsOf.delete(key))
      decimalsOf.set(key, known)
    }
    return known
  }

  /** The delivery's gas: a fresh recipient (the costlier case: its balance slot is new). */
  async function deliveryGas(service: ChainService, target: DeliveryTarget): Promise<bigint> {
    if (target.asset === 'native') return NATIVE_TRANSFER_GAS
    const treasury = options.treasuryOf(target.chainId)
    if (!treasury) return FALLBACK_TOKEN_TRANSFER_GAS
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [privateKeyToAddress(generatePrivateKey()), 1n],
    })
    return service.client
      .estimateGas({ account: treasury, to: target.asset, data })
      .catch(() => FALLBACK_TOKEN_TRANSFER_GAS)
  }

  async function price(request: PriceRequest): Promise<Pricing> {
    const { target } = request
    const service = options.services.get(target.chainId)
    if (!service) throw new HttpError(400, `${target.chainId} is not a chain this cloud serves`)
    const rate = usdPerUnit(request.paymentCurrency)
    const [block, gasPrice, gas, tokenDecimals] = await Promise.all([
      service.head.current(),
      service.client.getGasPrice(),
      deliveryGas(service, target),
      decimals(service, target),
    ])
    const [nativeUsd, tokenUsd] = await Promise.all([
      service.usdPrice('native', block),
      target.asset === 'native' ? service.usdPrice('native', block) : service.usdPrice(target.asset, block),
    ])
    if (!(tokenUsd > 0)) {
      throw new HttpError(
        503,
        `${target.symbol} on ${target.chainId} has no price: the chain's pricing pools are not configured`,
      )
    }
    const inputs = {
      feeBasisPoints: BigInt(Math.round(request.provider.feePercent * 100)),
      networkFeeWei: gasPrice * gas,
      nativeDecimals: service.native.decimals,
      // Without a native price the fee cannot be converted; a chain priced only in tokens charges none.
      nativeUsd: nativeUsd > 0 ? ratioOfNumber(nativeUsd) : { num: 0n, den: 1n },
      tokenUsd: ratioOfNumber(tokenUsd),
      tokenDecimals,
      usdPerUnit: rate,
    }
    const totalCents =
      'totalCents' in request.amount
        ? request.amount.totalCents
        : totalForPurchase({ ...inputs, purchaseAmount: tokenUnits(request.amount.purchase, tokenDecimals) })
    checkLimits(totalCents, request.paymentCurrency, request.paymentMethod)
    const amounts = quoteAmounts({ ...inputs, totalCents })
    if (amounts.purchaseAmount <= 0n) {
      throw new HttpError(
        400,
        `Amount ${formatFiat(totalCents)} ${request.paymentCurrency} does not cover the fees ` +
          `(${formatFiat(amounts.providerFeeCents + amounts.networkFeeCents)} ${request.paymentCurrency})`,
      )
    }
    return {
      provider: request.provider.name,
      chainId: target.chainId,
      asset: target.asset,
      symbol: target.symbol,
      decimals: tokenDecimals,
      paymentCurrency: request.paymentCurrency,
      paymentMethod: request.paymentMethod,
      totalCents,
      ...amounts,
    }
  }

  return { price, usdPerUnit }
}

export type Pricer = ReturnType<typeof createPricer>
