import type { CaipAddress, CaipNetworkId } from './caip.ts'

/**
 * One entry of GET /v1/account/{address}/balance: a token the account holds. `address` is the token's CAIP-10
 * id and absent for the network's native coin; `value` and `price` are in USD. `quantity.decimals` is a
 * decimal string ("18"), not a number, as the kit has always read it.
 */
export interface BalanceEntry {
  name: string
  symbol: string
  chainId: CaipNetworkId
  address?: CaipAddress
  value: number
  price: number
  quantity: { numeric: string; decimals: string }
  iconUrl: string
}

/** GET /v1/account/{address}/balance */
export interface BalanceResponse {
  balances: BalanceEntry[]
}

/** POST /v1/fungible/price: USD prices of the tokens asked for by CAIP-10 address. */
export interface PriceResponse {
  fungibles: { name: string; symbol: string; iconUrl: string; price: number; address: CaipAddress }[]
}

/** GET /v1/identity/{address}: the address's name and avatar, null when it has none. */
export interface IdentityResponse {
  name: string | null
  avatar: string | null
}
