import type { CaipAddress } from './caip.ts'

/**
 * The convert (swap) calls under /v1/convert/, as the cloud answers them. Token and user addresses are CAIP-10 ids
 * (`eip155:31337:0x…`); the native token is named by the conventional `0xeeee…eeee` address. Amounts are
 * integer strings in the token's smallest unit, gas prices integer strings in wei.
 */

/** The address EVM tooling uses for a chain's native coin in token lists (lower case). */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A token that can be swapped, with the name and symbol a token list needs. */
export interface SwapTokenInfo {
  name: string
  symbol: string
  /** CAIP-10 id of the token contract (the native token: its `0xeeee…` address). */
  address: CaipAddress
  decimals: number
  logoUri: string
  /** Always false: the kit approves with a transaction, never a permit. */
  eip2612: false
}

/** GET /v1/convert/tokens?chainId= */
export interface SwapTokensResponse {
  tokens: SwapTokenInfo[]
}

/** One route's quote. */
export interface SwapQuote {
  /** Null: a quote is not a reservation, the price can move until the swap is mined. */
  id: null
  /** The input, as asked (smallest unit). */
  fromAmount: string
  /** CAIP-10 token ids. */
  fromAccount: CaipAddress
  /** What the pools pay for fromAmount at `blockNumber`, after the pools' fee (smallest unit). */
  toAmount: string
  toAccount: CaipAddress
  /** The tokens the swap goes through, CAIP-10, from first to last (native shown as wrapped where it trades). */
  path: CaipAddress[]
  /** Percent by which this trade's price is worse than the pools' mid price, the pools' fee left out. */
  priceImpact: number
  /** The pools' fee over the whole path, in percent of the input (0.3 for one 0.3% hop). */
  feePercent: number
  /** Gas units the swap is expected to use, when the cloud could estimate it. */
  gasLimit?: string
  /** The block the reserves were read at (decimal string). */
  blockNumber: string
}

/** GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice */
export interface SwapQuotesResponse {
  quotes: SwapQuote[]
}

/** GET /v1/convert/allowance?tokenAddress&userAddress: what the swap's spender may take (smallest unit). */
export interface SwapAllowanceResponse {
  allowance: string
}

/** GET /v1/convert/gas-price?chainId= (wei). */
export interface SwapGasPriceResponse {
  standard: string
  fast: string
  instant: string
}

/** A transaction for the wallet to send, as the two build calls answer it. */
export interface SwapTransaction {
  /** The sender: the user's plain address. */
  from: `0x${string}`
  /** The contract called (the token for an approval, the router for a swap). */
  to: `0x${string}`
  data: `0x${string}`
  /** Native value to send with it (wei, integer string). */
  value: string
  eip155: {
    /** Gas units; absent when disableEstimate was set. */
    gas?: string
    gasPrice: string
  }
}

/** GET /v1/convert/build-approve?userAddress&from&to&amount */
export interface SwapApproveResponse {
  tx: SwapTransaction
}

/** POST /v1/convert/build-transaction */
export interface SwapBuildTransactionRequest {
  projectId: string
  /** CAIP-10 */
  userAddress: CaipAddress
  /** Smallest unit of `from`. */
  amount: string
  from: CaipAddress
  to: CaipAddress
  /** Slippage tolerance in percent, as a decimal string ('1' = 1%): the minimum out is the quote less it. */
  eip155: { slippage: string }
  disableEstimate?: boolean
}

export interface SwapBuildTransactionResponse {
  tx: SwapTransaction & {
    /** The least the swap may pay out, below which the router reverts (smallest unit of `to`). */
    minimumOut: string
    /** What the pools would pay at the block the transaction was built (smallest unit of `to`). */
    expectedOut: string
    /** Unix seconds after which the router refuses the transaction. */
    deadline: string
  }
}
