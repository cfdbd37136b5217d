import type {
  SwapAllowanceResponse,
  SwapApproveResponse,
  SwapBuildTransactionResponse,
  SwapGasPriceResponse,
  SwapQuotesResponse,
  SwapTokensResponse,
} from '@airlock/protocol/cloud-api'
import type { Address } from 'viem'
import type { ChainAccount } from './input.ts'
import type { Slippage } from './math.ts'

/** A token as a call names it, on a chain already known to have a backend. */
export type TokenRef = ChainAccount

/** The inputs of the convert calls, validated and on one chain, as both backends take them. */
export interface QuoteRequest {
  from: TokenRef
  to: TokenRef
  amount: bigint
  user: Address
  /** Wei, as the caller gave it (the AMM backend does not need it: gasLimit is in gas units). */
  gasPrice?: string | undefined
}

export interface ApproveRequest {
  from: TokenRef
  to: TokenRef
  user: Address
  /** Absent: an unlimited approval (max uint256). */
  amount?: bigint | undefined
}

export interface BuildRequest {
  from: TokenRef
  to: TokenRef
  amount: bigint
  user: Address
  slippage: Slippage
  disableEstimate: boolean
}

/** Where one chain's convert calls are answered: its own AMM (amm.ts) or an upstream aggregator (upstream.ts). */
export interface ConvertBackend {
  /** `baseUrl`: the cloud's own address as the caller reached it, for token logo links. */
  tokens(chainId: string, baseUrl: string): Promise<SwapTokensResponse>
  quotes(request: QuoteRequest): Promise<SwapQuotesResponse>
  allowance(token: TokenRef, user: Address): Promise<SwapAllowanceResponse>
  gasPrice(chainId: string): Promise<SwapGasPriceResponse>
  buildApprove(request: ApproveRequest): Promise<SwapApproveResponse>
  buildTransaction(request: BuildRequest): Promise<SwapBuildTransactionResponse>
}
