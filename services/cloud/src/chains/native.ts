/** A chain's own coin, as balances and history name it. */
export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** eip155 chains without their own setting pay gas in ether. */
export const ETHER: Readonly<NativeCurrency> = Object.freeze({ name: 'Ether', symbol: 'ETH', decimals: 18 })
