import type { OnRampNetwork, OnRampPurchaseCurrency } from './onramp.ts'

/**
 * The on-ramp's defaults, the same for the cloud, which offers them, and the kit, which falls back to them when
 * the options call fails: one table, so both sides name the same currencies with the same ids and limits.
 */

/** Every on-ramp provider's fee lies in this range, in percent of the payment; a cloud refuses any other. */
export const ONRAMP_PROVIDER_FEE_RANGE = { min: 1, max: 2 } as const

/** Coinbase's currency id of USD Coin, kept so a kit written against Coinbase's on-ramp finds it. */
export const USDC_CURRENCY_ID = '2b92315d-eab7-5bef-84fa-089a131333f5'
/** Coinbase's currency id of Ether, kept for the same reason. */
export const ETH_CURRENCY_ID = 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4'

/**
 * The payment methods and their limits in the payment currency (decimal strings), the same in every payment
 * currency: a card pays 10 to 7,500, a bank transfer 10 to 25,000.
 */
export const DEFAULT_PAYMENT_METHOD_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

/** A payment method's id: 'card' or 'ach_bank_account'. */
export type PaymentMethodId = (typeof DEFAULT_PAYMENT_METHOD_LIMITS)[number]['id']

/** Where USD Coin is always offered: Ethereum mainnet (chain 1) and Polygon mainnet (chain 137). */
export const USDC_MAINNET_NETWORKS: readonly OnRampNetwork[] = Object.freeze([
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
])

/** The default purchase currency: USD Coin on Ethereum mainnet and Polygon mainnet. */
export const DEFAULT_PURCHASE_CURRENCIES: readonly OnRampPurchaseCurrency[] = Object.freeze([
  { id: USDC_CURRENCY_ID, name: 'USD Coin', symbol: 'USDC', networks: [...USDC_MAINNET_NETWORKS] },
])
