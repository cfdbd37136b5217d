import type { CaipAddress, CaipNetworkId } from '../types.ts'

/**
 * One entry of GET /v1/account/{address}/balance (spec section 3, "Token balance"). `address` is the token's
 * CAIP-10 id and absent for the native token; quantity.decimals is a string, as the spec says.
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

export interface BalanceResponse {
  balances: BalanceEntry[]
}

export type OperationType =
  | 'send'
  | 'receive'
  | 'deposit'
  | 'withdraw'
  | 'mint'
  | 'burn'
  | 'approve'
  | 'execute'
  | 'trade'
  | 'borrow'
  | 'repay'
  | 'claim'
  /** An on-ramp purchase: tokens a provider delivered for fiat the visitor paid. */
  | 'buy'

export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/** A transfer within a transaction (spec section 3, "Transaction"). */
export interface TransactionTransfer {
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
  fungible_info?: { name: string; symbol: string; icon?: { url: string } }
  nft_info?: { name: string; content?: { preview?: { url: string } }; flags: { is_spam: boolean } }
}

/**
 * What an approval granted, decoded by the cloud from its approve(spender, amount) call: the token, who may
 * spend it, and how much. `spender.role` names a contract the network is known to have (the swap router).
 */
export interface TransactionApproval {
  token: { address: string; standard: 'erc20' | 'erc721' | 'unknown'; name?: string; symbol?: string }
  spender: { address: string; role?: 'swap_router' }
  /**
   * The allowance in token units ('25.5'); for an NFT the token id. `unlimited`: the largest amount there is
   * (2^256 - 1), which wallets use to mean "no limit".
   */
  amount: { numeric: string; unlimited: boolean }
}

export interface Transaction {
  id: string
  metadata: {
    operationType: OperationType
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: TransactionStatus
    nonce: number
    chain: CaipNetworkId
    /** An approval's grant, when the cloud could read it from the call. */
    approval?: TransactionApproval
  }
  transfers: TransactionTransfer[]
}

/** GET /v1/account/{account}/history: a page and the cursor of the next one (null at the end). */
export interface HistoryResponse {
  data: Transaction[]
  next: string | null
}

/** POST /v1/fungible/price: the cloud serves it (swap and buy will read it); its tests share this shape. */
export interface PriceResponse {
  fungibles: { name: string; symbol: string; iconUrl: string; price: number; address: CaipAddress }[]
}

/** GET /v1/identity/{address} */
export interface IdentityResponse {
  name: string | null
  avatar: string | null
}
