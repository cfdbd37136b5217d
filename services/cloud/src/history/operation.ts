import type { OperationType } from '@airlock/protocol/cloud-api'
import { toFunctionSelector, zeroAddress } from 'viem'

/** approve(address,uint256): ERC-20 and ERC-721 share it. */
export const APPROVE_SELECTOR = toFunctionSelector('approve(address,uint256)')

/** A transfer as the account sees it. */
export interface AccountTransfer {
  direction: 'in' | 'out' | 'self'
  /** 'native', a token address, or token address + id for an NFT: what "the same asset" means. */
  asset: string
  /** Lower case. */
  from: string
  to: string
}

export interface OperationInput {
  /** The account sent the transaction (rather than being its recipient or a transfer's party). */
  accountIsSender: boolean
  /** Lower case, null for a transaction without input. */
  inputSelector: string | null
  transfers: readonly AccountTransfer[]
}

/**
 * The operation type (send, receive, trade, …) the activity list shows, from the account's point of view: what moved decides; a
 * transaction that moved nothing for the account is named by its call.
 */
export function operationTypeOf({
  accountIsSender,
  inputSelector,
  transfers,
}: OperationInput): OperationType {
  if (transfers.length === 0) {
    if (inputSelector === APPROVE_SELECTOR) return 'approve'
    // A plain value transfer that failed moved nothing, but was still meant as a send.
    if (inputSelector === null) return accountIsSender ? 'send' : 'receive'
    return 'execute'
  }
  const ins = transfers.filter((transfer) => transfer.direction === 'in')
  const outs = transfers.filter((transfer) => transfer.direction === 'out')
  // Paying for a mint is still a mint: the new asset comes from the zero address.
  if (ins.length > 0 && ins.every((transfer) => transfer.from === zeroAddress)) return 'mint'
  if (outs.length > 0 && ins.length === 0 && outs.every((transfer) => transfer.to === zeroAddress))
    return 'burn'
  if (ins.length > 0 && outs.length > 0) {
    const sent = new Set(outs.map((transfer) => transfer.asset))
    const received = new Set(ins.map((transfer) => transfer.asset))
    const different =
      [...received].some((asset) => !sent.has(asset)) || [...sent].some((asset) => !received.has(asset))
    if (different) return 'trade'
    return accountIsSender ? 'send' : 'receive'
  }
  // Only self transfers count as sends: the account moved its own assets.
  return ins.length > 0 ? 'receive' : 'send'
}
