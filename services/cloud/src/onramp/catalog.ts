import type { OnRampPaymentCurrency, OnRampPurchaseCurrency } from '@airlock/core'
import type { Address } from 'viem'
import { ETHER } from '../chains/native.ts'
import type { ChainConfig } from '../context.ts'

/** Coinbase's ids for the currencies the spec names, so a kit written against Coinbase finds them. */
export const USDC_CURRENCY_ID = '2b92315d-eab7-5bef-84fa-089a131333f5'
export const ETH_CURRENCY_ID = 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4'

const KNOWN_CURRENCIES: Record<string, { id: string; name: string }> = {
  USDC: { id: USDC_CURRENCY_ID, name: 'USD Coin' },
  ETH: { id: ETH_CURRENCY_ID, name: 'Ethereum' },
}

/** Spec section 3: the default purchase currency is USD Coin on Ethereum mainnet and Polygon mainnet. */
const SPEC_USDC_NETWORKS = [
  {
    name: 'ethereum-mainnet',
    display_name: 'Ethereum',
    chain_id: '1',
    contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  },
  {
    name: 'polygon-mainnet',
    display_name: 'Polygon',
    chain_id: '137',
    contract_address: '0x2791bca1f2de4661ed88a30c99a7a9449aa84174',
  },
]

/** Spec section 5: the default payment method limits, the same in every payment currency. */
export const PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

export type PaymentMethod = (typeof PAYMENT_METHOD_LIMITS)[number]['id']

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

export interface Catalog {
  purchaseCurrencies: OnRampPurchaseCurrency[]
  paymentCurrencies: OnRampPaymentCurrency[]
  targets: DeliveryTarget[]
}

const currencyOf = (symbol: string, name: string) =>
  KNOWN_CURRENCIES[symbol] ?? { id: symbol.toLowerCase(), name }

/**
 * What can be bought and paid with: the spec's USD Coin networks, then each configured chain's native coin and
 * tokens. `fiat` lists the payment currencies beyond USD (those the sandbox has a rate for).
 */
export function buildCatalog(chains: Iterable<ChainConfig>, fiat: readonly string[]): Catalog {
  const currencies = new Map<string, OnRampPurchaseCurrency>([
    ['USDC', { id: USDC_CURRENCY_ID, name: 'USD Coin', symbol: 'USDC', networks: [...SPEC_USDC_NETWORKS] }],
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
      payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
    })),
    targets,
  }
}
