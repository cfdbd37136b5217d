import {
  DEFAULT_PAYMENT_METHOD_LIMITS,
  ETH_CURRENCY_ID,
  type OnRampPaymentCurrency,
  type OnRampPurchaseCurrency,
  USDC_CURRENCY_ID,
  USDC_MAINNET_NETWORKS,
} from '@airlock/protocol/cloud-api'
import type { Address } from 'viem'
import { ETHER, type NativeCurrency } from '../chains/native.ts'
import type { ChainOnrampConfig } from './config.ts'

const KNOWN_CURRENCIES: Record<string, { id: string; name: string }> = {
  USDC: { id: USDC_CURRENCY_ID, name: 'USD Coin' },
  ETH: { id: ETH_CURRENCY_ID, name: 'Ethereum' },
}

/** Where one purchase currency can be delivered by this cloud: a configured chain with an `onramp` entry. */
export interface DeliveryTarget {
  /** CAIP-2. */
  chainId: string
  network: string
  displayName: string
  currencyId: string
  symbol: string
  /** 'native' or the token contract, lower case. */
  asset: 'native' | Address
}

/** What the catalog reads of a configured chain (the cloud's ChainConfig has these and more). */
export interface CatalogChain {
  /** CAIP-2. */
  caipNetworkId: string
  nativeCurrency?: NativeCurrency | undefined
  onramp?: ChainOnrampConfig | undefined
}

export interface Catalog {
  purchaseCurrencies: OnRampPurchaseCurrency[]
  paymentCurrencies: OnRampPaymentCurrency[]
  targets: DeliveryTarget[]
}

const currencyOf = (symbol: string, name: string) =>
  KNOWN_CURRENCIES[symbol] ?? { id: symbol.toLowerCase(), name }

/**
 * What can be bought and paid with: USD Coin on Ethereum and Polygon mainnet (the default every kit knows), then each configured chain's native coin and
 * tokens. `fiat` lists the payment currencies beyond USD (those the sandbox has a rate for).
 */
export function buildCatalog(chains: Iterable<CatalogChain>, fiat: readonly string[]): Catalog {
  const currencies = new Map<string, OnRampPurchaseCurrency>([
    [
      'USDC',
      { id: USDC_CURRENCY_ID, name: 'USD Coin', symbol: 'USDC', networks: [...USDC_MAINNET_NETWORKS] },
    ],
  ])
  const targets: DeliveryTarget[] = []
  const add = (symbol: string, name: string, target: Omit<DeliveryTarget, 'currencyId' | 'symbol'>) => {
    const known = currencyOf(symbol, name)
    let currency = currencies.get(symbol)
    if (!currency) {
      currency = { id: known.id, name: known.name, symbol, networks: [] }
      currencies.set(symbol, currency)
    }
    currency.networks.push({
      name: target.network,
      display_name: target.displayName,
      chain_id: target.chainId.split(':')[1] as string,
      contract_address: target.asset === 'native' ? '' : target.asset,
    })
    targets.push({ ...target, currencyId: currency.id, symbol })
  }
  for (const chain of chains) {
    const onramp = chain.onramp
    if (!onramp || !chain.caipNetworkId.startsWith('eip155:')) continue
    const place = { chainId: chain.caipNetworkId, network: onramp.network, displayName: onramp.displayName }
    const native = chain.nativeCurrency ?? ETHER
    add(native.symbol, native.name, { ...place, asset: 'native' })
    for (const [symbol, address] of Object.entries(onramp.tokens ?? {})) {
      add(symbol, symbol, { ...place, asset: address.toLowerCase() as Address })
    }
  }
  return {
    purchaseCurrencies: [...currencies.values()],
    paymentCurrencies: ['USD', ...fiat.filter((code) => code !== 'USD')].map((id) => ({
      id,
      payment_method_limits: DEFAULT_PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
    })),
    targets,
  }
}
