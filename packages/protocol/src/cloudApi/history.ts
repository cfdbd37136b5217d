import type { CaipNetworkId } from './caip.ts'

/** What a transaction did, from the point of view of the account whose history it is in. */
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
  /** An off-ramp sale: tokens the visitor deposited to a provider, who pays money out to a bank account. */
  | 'sell'

export type TransactionStatus = 'confirmed' | 'failed' | 'pending'

/**
 * A transfer within a transaction: a fungible token (`fungible_info`, with its USD `price` and `value` when
 * the cloud knows them) or an NFT (`nft_info`), moving in, out, or to the account itself.
 */
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

/** One entry of an account's activity: the transaction's facts and what moved. */
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
