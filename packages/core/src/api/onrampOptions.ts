import type { CloudHttp } from './http.ts'

/** Spec section 3, "On-ramp purchase currency". */
export interface PurchaseCurrency {
  id: string
  name: string
  symbol: string
  networks: { name: string; display_name: string; chain_id: string; contract_address: string }[]
}

/** Spec section 3, "Payment currency": limits per payment method, amounts as decimal strings. */
export interface PaymentCurrency {
  id: string
  payment_method_limits: { id: string; min: string; max: string }[]
}

export interface OnrampOptions {
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
}

/** Spec section 3: USD Coin on Ethereum mainnet (chain 1) and Polygon mainnet (chain 137). */
export const DEFAULT_PURCHASE_CURRENCY: Readonly<PurchaseCurrency> = Object.freeze({
  id: '2b92315d-eab7-5bef-84fa-089a131333f5',
  name: 'USD Coin',
  symbol: 'USDC',
  networks: [
    {
      name: 'ethereum-mainnet',
      display_name: 'Ethereum',
      chain_id: '1',
      contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    {
      name: 'polygon-mainnet',
      display_name: 'Polygon',
      chain_id: '137',
      contract_address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
    },
  ],
})

/** Spec section 5: card 10.00 to 7500.00, bank account 10.00 to 25000.00, in USD and EUR. */
const DEFAULT_LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const

export const DEFAULT_PAYMENT_CURRENCIES: readonly PaymentCurrency[] = Object.freeze(
  ['USD', 'EUR'].map((id) => ({ id, payment_method_limits: DEFAULT_LIMITS.map((limit) => ({ ...limit })) })),
)

/** The built-in list the kit uses when the cloud cannot answer (spec section 7, response handling). */
export function defaultOnrampOptions(): OnrampOptions {
  return {
    purchaseCurrencies: [structuredClone(DEFAULT_PURCHASE_CURRENCY) as PurchaseCurrency],
    paymentCurrencies: structuredClone(DEFAULT_PAYMENT_CURRENCIES) as PaymentCurrency[],
  }
}

function isOnrampOptions(value: unknown): value is OnrampOptions {
  const options = value as Partial<OnrampOptions> | null
  return (
    Array.isArray(options?.purchaseCurrencies) &&
    Array.isArray(options?.paymentCurrencies) &&
    options.purchaseCurrencies.every((c) => typeof c?.id === 'string' && Array.isArray(c.networks)) &&
    options.paymentCurrencies.every(
      (c) => typeof c?.id === 'string' && Array.isArray(c.payment_method_limits),
    )
  )
}

/** GET /v1/onramp/options; a failure or a malformed answer gives the built-in default list. */
export async function fetchOnrampOptions(http: CloudHttp): Promise<OnrampOptions> {
  try {
    const options = await http.get<unknown>('v1/onramp/options')
    return isOnrampOptions(options) ? options : defaultOnrampOptions()
  } catch {
    return defaultOnrampOptions()
  }
}
