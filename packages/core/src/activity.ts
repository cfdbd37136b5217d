/*
 * How an activity entry reads (spec sections 4 and 9): its sign, title, description, status and date group.
 * Pure functions of a Transaction, so every list that shows activity says the same thing.
 */
import type {
  OperationType,
  Transaction,
  TransactionStatus,
  TransactionTransfer,
} from './api/blockchainTypes.ts'
import { formatShortDate, formatTransactionAmount, truncateAddress } from './format.ts'

export type ActivitySign = '+' | '-' | ''

/** Spec section 4: these operations show a plus sign. */
export const PLUS_OPERATIONS: readonly OperationType[] = Object.freeze([
  'receive',
  'deposit',
  'borrow',
  'claim',
])
/** Spec section 4: these operations show a minus sign. */
export const MINUS_OPERATIONS: readonly OperationType[] = Object.freeze(['withdraw', 'repay', 'burn'])

/**
 * The sign of an operation (spec section 4), given the direction of the transfer it applies to.
 *
 * The spec names only receive, deposit, borrow, claim (plus) and withdraw, repay, burn (minus). The rest:
 * - 'mint' brings a new asset into the account: plus; so does 'buy' (an on-ramp purchase delivered).
 * - 'send' is decided by the transfer's direction, not the name: the cloud calls a transaction the account
 *   sent a 'send' even when what moved came back in (an exchange of the same asset) or went to itself, so
 *   out is minus, in is plus and a transfer to oneself (nothing left the account) has no sign. A send with
 *   no transfer at all (a failed value transfer) was still meant as money out: minus.
 * - 'trade', 'approve' and 'execute' have no sign of their own; a trade's transfers carry their direction.
 */
export function operationSign(
  operationType: OperationType,
  direction?: TransactionTransfer['direction'],
): ActivitySign {
  if (PLUS_OPERATIONS.includes(operationType) || operationType === 'mint' || operationType === 'buy')
    return '+'
  if (MINUS_OPERATIONS.includes(operationType)) return '-'
  if (operationType === 'send') return direction === 'in' ? '+' : direction === 'self' ? '' : '-'
  return ''
}

/** The sign of a whole entry (its icon badge): the operation's, by its first transfer's direction. */
export function activitySign(transaction: Transaction): ActivitySign {
  return operationSign(transaction.metadata.operationType, transaction.transfers[0]?.direction)
}

const TITLES: Readonly<Record<OperationType, string>> = Object.freeze({
  send: 'Sent',
  receive: 'Received',
  trade: 'Swapped',
  mint: 'Minted',
  approve: 'Approved',
  execute: 'Executed',
  deposit: 'Deposited',
  withdraw: 'Withdrew',
  burn: 'Burned',
  borrow: 'Borrowed',
  repay: 'Repaid',
  claim: 'Claimed',
  buy: 'Bought',
})

/** 'Sent', 'Received', 'Swapped'…; an operation the kit does not know yet is 'Executed'. */
export function activityTitle(operationType: OperationType): string {
  return TITLES[operationType] ?? TITLES.execute
}

/** The smallest amount 3 decimals show; anything above zero but below it reads '<0.001', not '0'. */
const SMALLEST_AMOUNT = 0.001

/** One transfer: a signed amount with 3 decimals ('-250 USDC'), or an NFT's name (unsigned). */
export function describeTransfer(transfer: TransactionTransfer, sign: ActivitySign = ''): string {
  if (transfer.nft_info) return transfer.nft_info.name || 'NFT'
  const symbol = transfer.fungible_info?.symbol
  const amount = Number(transfer.quantity.numeric)
  if (amount > 0 && amount < SMALLEST_AMOUNT / 2)
    return `${sign}<${formatTransactionAmount(SMALLEST_AMOUNT, symbol)}`
  return `${sign}${formatTransactionAmount(transfer.quantity.numeric, symbol)}`
}

/**
 * What moved: '-250 USDC', '+1.5 ETH', and for a transaction moving assets both ways (a swap, a paid mint)
 * what left, then what came in: '-0.5 ETH → +812.3 USDC'. Without transfers (an approval, a call, a failed
 * send) it names the other party: 'To 0x12...345678' ('From' for a receive).
 */
export function describeTransfers(transaction: Transaction): string {
  const { operationType, sentFrom, sentTo } = transaction.metadata
  const { transfers } = transaction
  if (transfers.length === 0) {
    const [label, party] = operationType === 'receive' ? ['From', sentFrom] : ['To', sentTo]
    return party ? `${label} ${truncateAddress(party)}` : ''
  }
  const outs = transfers.filter((t) => t.direction === 'out')
  const ins = transfers.filter((t) => t.direction !== 'out')
  if (outs.length > 0 && ins.length > 0) {
    const side = (list: TransactionTransfer[], sign: ActivitySign) =>
      list.map((t) => describeTransfer(t, t.direction === 'self' ? '' : sign)).join(', ')
    return `${side(outs, '-')} → ${side(ins, '+')}`
  }
  return transfers.map((t) => describeTransfer(t, operationSign(operationType, t.direction))).join(', ')
}

/**
 * Whether an entry only moved NFTs flagged as spam (unsolicited airdrops): lists leave those out, as they
 * leave the NFTs out of the holdings.
 */
export function isSpamActivity(transaction: Transaction): boolean {
  const { transfers } = transaction
  return transfers.length > 0 && transfers.every((t) => t.nft_info?.flags?.is_spam === true)
}

const STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = Object.freeze({
  confirmed: 'Confirmed',
  failed: 'Failed',
  pending: 'Pending',
})

export function activityStatusLabel(status: TransactionStatus): string {
  return STATUS_LABELS[status] ?? status
}

export interface ActivityGroup {
  /** 'Today', 'Nov 22' (this year) or 'Nov 22, 2024'. */
  label: string
  transactions: Transaction[]
}

const getLongDateFormat = (() => {
  let formatter: Intl.DateTimeFormat | undefined
  return () => {
    formatter ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' })
    return formatter
  }
})()

/** The date header of a moment, in the visitor's time zone; 'Unknown date' for an invalid one. */
export function activityDateLabel(date: Date | number | string, now: number = Date.now()): string {
  const day = new Date(date)
  if (Number.isNaN(day.getTime())) return 'Unknown date'
  const today = new Date(now)
  if (day.getFullYear() !== today.getFullYear()) return getLongDateFormat().format(day)
  if (day.getMonth() === today.getMonth() && day.getDate() === today.getDate()) return 'Today'
  return formatShortDate(day)
}

/** The list under date headers, in the order given (newest first from the cloud). */
export function groupActivityByDate(
  transactions: readonly Transaction[],
  now: number = Date.now(),
): ActivityGroup[] {
  const groups = new Map<string, ActivityGroup>()
  for (const transaction of transactions) {
    const label = activityDateLabel(transaction.metadata.minedAt, now)
    let group = groups.get(label)
    if (!group) {
      group = { label, transactions: [] }
      groups.set(label, group)
    }
    group.transactions.push(transaction)
  }
  return [...groups.values()]
}
