import type { TransactionApproval } from '../api/blockchainTypes.ts'
import { truncateAddress } from '../format/format.ts'
import { createFormatters, type Formatters } from '../i18n/formatters.ts'

/** The words of an approval's description, English by default; a UI passes its locale's. */
export interface ApprovalWords {
  /** '{amount} for {spender}': what was granted, to whom. */
  readonly approval: string
  /** '{symbol}' with no limit: 'Unlimited {symbol}'. */
  readonly unlimited: string
  /** The devnet's (or any configured) swap router, as a spender: 'the swap router'. */
  readonly swapRouter: string
}

export const EN_APPROVAL_WORDS: ApprovalWords = Object.freeze({
  approval: '{amount} for {spender}',
  unlimited: 'Unlimited {symbol}',
  swapRouter: 'the swap router',
})

/** The spender as a reader knows it: its role when the network names the contract, else its short address. */
export function approvalSpender(approval: TransactionApproval, words: ApprovalWords = EN_APPROVAL_WORDS) {
  return approval.spender.role === 'swap_router'
    ? words.swapRouter
    : truncateAddress(approval.spender.address)
}

/**
 * What an approval granted: '25 USDC', 'Unlimited USDC' (max uint256), 'Airlock Punks #7' for an NFT; the
 * token's short address when the cloud knows no symbol for it.
 */
export function approvalAmount(
  approval: TransactionApproval,
  {
    format = createFormatters('en'),
    words = EN_APPROVAL_WORDS,
  }: { format?: Pick<Formatters, 'transactionAmount'>; words?: ApprovalWords } = {},
): string {
  const symbol = approval.token.symbol ?? truncateAddress(approval.token.address)
  if (approval.token.standard === 'erc721')
    return `${approval.token.name ?? symbol} #${approval.amount.numeric}`
  if (approval.amount.unlimited) return words.unlimited.replace('{symbol}', symbol)
  return format.transactionAmount(approval.amount.numeric, symbol)
}

/**
 * An approval in one line: 'Unlimited USDC for the swap router', '25 USDC for 0x12...345678'.
 *
 * @example
 * describeApproval(approval) // 'Unlimited USDC for the swap router'
 */
export function describeApproval(
  approval: TransactionApproval,
  options: { format?: Pick<Formatters, 'transactionAmount'>; words?: ApprovalWords } = {},
): string {
  const words = options.words ?? EN_APPROVAL_WORDS
  return words.approval
    .replace('{amount}', approvalAmount(approval, options))
    .replace('{spender}', approvalSpender(approval, words))
}
