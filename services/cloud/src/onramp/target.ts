import { HttpError } from '../http/errors.ts'
import type { Catalog, DeliveryTarget } from './catalog.ts'

/** "31337" or "eip155:31337" -> "eip155:31337"; undefined for anything else. */
export function caipChainId(value: string): string | undefined {
  if (/^\d{1,15}$/.test(value)) return `eip155:${value}`
  return /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/.test(value) ? value : undefined
}

export interface TargetQuery {
  /** A purchase currency's id or symbol. */
  currency: string
  /** The currency's symbol (what the quote call's `network` carries) or one of its network slugs. */
  network?: string | undefined
  /** Decimal or CAIP-2. */
  chainId?: string | undefined
}

/**
 * Where a purchase goes: the currency, on the chain or network asked for, else on the first chain this cloud
 * delivers it on. A network the currency is listed on but this cloud does not deliver on is refused by name.
 */
export function resolveTarget(catalog: Catalog, query: TargetQuery): DeliveryTarget {
  const wanted = query.currency.trim()
  const currency = catalog.purchaseCurrencies.find(
    (candidate) => candidate.id === wanted || candidate.symbol === wanted.toUpperCase(),
  )
  if (!currency) {
    throw new HttpError(
      400,
      `Unknown purchase currency ${wanted.slice(0, 64)} (GET /v1/onramp/options lists them)`,
    )
  }
  const targets = catalog.targets.filter((target) => target.currencyId === currency.id)
  const where = targets.map((target) => target.chainId).join(', ') || 'no network'
  const notDelivered = (network: string) =>
    new HttpError(
      400,
      `${currency.symbol} on ${network} is not delivered by this cloud (it delivers on ${where})`,
    )

  let candidates = targets
  if (query.network !== undefined && query.network.toUpperCase() !== currency.symbol) {
    const listed = currency.networks.find((network) => network.name === query.network)
    if (!listed) {
      throw new HttpError(400, `Unknown network ${query.network.slice(0, 64)} for ${currency.symbol}`)
    }
    candidates = targets.filter((target) => target.network === listed.name)
    if (candidates.length === 0) throw notDelivered(`${listed.name} (eip155:${listed.chain_id})`)
  }
  if (query.chainId !== undefined) {
    const chainId = caipChainId(query.chainId)
    if (!chainId)
      throw new HttpError(400, `Invalid chainId ${query.chainId.slice(0, 64)}: expected e.g. eip155:31337`)
    const listed = currency.networks.some((network) => `eip155:${network.chain_id}` === chainId)
    if (!listed) throw new HttpError(400, `Unknown network ${chainId} for ${currency.symbol}`)
    candidates = candidates.filter((target) => target.chainId === chainId)
    if (candidates.length === 0) throw notDelivered(chainId)
  }
  const target = candidates[0]
  if (!target) throw notDelivered('any network')
  return target
}
