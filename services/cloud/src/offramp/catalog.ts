import type { OffRampPayoutCurrency, OffRampSellCurrency } from '@airlock/protocol/cloud-api'
import { buildCatalog, type CatalogChain, type DeliveryTarget } from '../onramp/catalog.ts'

/**
 * The tokens the off-ramp takes, by symbol, and one order's limits in the token's units; other tokens are not
 * taken. USD Coin has 6 decimals on every network this cloud serves, the native coin 18.
 */
const SELL_CURRENCIES: Readonly<Record<string, Omit<OffRampSellCurrency, 'id' | 'symbol' | 'networks'>>> = {
  USDC: { name: 'USD Coin', decimals: 6, min: '10', max: '10000' },
  ETH: { name: 'Ethereum', decimals: 18, min: '0.005', max: '5' },
}

/** The decimals of a token the off-ramp takes, by its symbol as a quote names it ("USDC"). */
export function sellDecimals(symbol: string): number {
  const known = SELL_CURRENCIES[symbol]
  if (!known) throw new Error(`${symbol} is not a token the off-ramp takes`)
  return known.decimals
}

/** One payout's limits in each currency, and the bank details it is paid to. */
const PAYOUT_LIMITS: Readonly<Record<string, Omit<OffRampPayoutCurrency, 'id'>>> = {
  USD: { min: '10.00', max: '10000.00', bankAccountTypes: ['us'] },
  EUR: { min: '10.00', max: '9000.00', bankAccountTypes: ['iban'] },
}

/** Where a token is taken: the chain, and 'native' or the token contract (lower case). */
export type SellTarget = DeliveryTarget

export interface OfframpCatalog {
  sellCurrencies: OffRampSellCurrency[]
  payoutCurrencies: OffRampPayoutCurrency[]
  targets: SellTarget[]
}

/**
 * What can be sold and paid out: the tokens of SELL_CURRENCIES on every chain the onramp delivers on (the same
 * network slugs), and USD plus the currencies among `fiat` (those the sandbox has a rate for).
 */
export function buildOfframpCatalog(chains: Iterable<CatalogChain>, fiat: readonly string[]): OfframpCatalog {
  const targets = buildCatalog(chains, []).targets.filter((target) => SELL_CURRENCIES[target.symbol])
  const currencies = new Map<string, OffRampSellCurrency>()
  for (const target of targets) {
    let currency = currencies.get(target.symbol)
    if (!currency) {
      const known = SELL_CURRENCIES[target.symbol] as Omit<OffRampSellCurrency, 'id' | 'symbol' | 'networks'>
      currency = { id: target.symbol, symbol: target.symbol, networks: [], ...known }
      currencies.set(target.symbol, currency)
    }
    currency.networks.push({
      name: target.network,
      display_name: target.displayName,
      chain_id: target.chainId.split(':')[1] as string,
      contract_address: target.asset === 'native' ? '' : target.asset,
    })
  }
  const payout = ['USD', ...fiat.filter((code) => code !== 'USD' && PAYOUT_LIMITS[code])]
  return {
    sellCurrencies: [...currencies.values()],
    payoutCurrencies: payout.map((id) => ({
      id,
      ...(PAYOUT_LIMITS[id] as Omit<OffRampPayoutCurrency, 'id'>),
    })),
    targets,
  }
}
