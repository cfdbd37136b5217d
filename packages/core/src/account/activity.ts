/*
 * How an activity entry reads: its sign, title, description, status and date group.
 * Pure functions of a Transaction, so every list that shows activity says the same thing.
 */

import type {
  OperationType,
  Transaction,
  TransactionStatus,
  TransactionTransfer,
} from '../api/blockchainTypes.ts'
import { truncateAddress } from '../format/format.ts'
import { createFormatters, type Formatters } from '../i18n/formatters.ts'
import { type AirlockLocale, intlLocale } from '../i18n/locales.ts'
import { type ApprovalWords, describeApproval } from './activityApproval.ts'

export type ActivitySign = '+' | '-' | ''

/** Operations that bring value into the account: they show a plus sign. */
export const PLUS_OPERATIONS: readonly OperationType[] = Object.freeze([
  'receive',
  'deposit',
  'borrow',
  'claim',
])
/** Operations that take value out of the account: they show a minus sign. */
export const MINUS_OPERATIONS: readonly OperationType[] = Object.freeze(['withdraw', 'repay', 'burn', 'sell'])

/**
 * The sign of an operation, given the direction of the transfer it applies to.
 *
 * PLUS_OPERATIONS and MINUS_OPERATIONS carry their sign by name. The rest:
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
  sell: 'Sold',
})

/** 'Sent', 'Received', 'Swapped'… (English); an operation the kit does not know yet is 'Executed'. */
export function activityTitle(operationType: OperationType): string {
  return TITLES[operationType] ?? TITLES.execute
}

/**
 * The words of a description, English by default; a UI passes its locale's (the same `{address}` placeholder
 * as the kit's catalogues).
 */
export interface TransferWords {
  /** The other party of an entry that moved nothing, for all but a receive: 'To {address}'. */
  readonly to: string
  /** The other party of a receive that moved nothing: 'From {address}'. */
  readonly from: string
  /** An NFT without a name. */
  readonly nft: string
}

/** How a description reads: the locale's amounts and words (English and en-US amounts when left out). */
export interface DescribeOptions {
  readonly format?: Pick<Formatters, 'transactionAmount'>
  readonly words?: TransferWords
  /** How an approval's grant reads ('Unlimited USDC for the swap router'). */
  readonly approvalWords?: ApprovalWords
}

const EN_TRANSFER_WORDS: TransferWords = Object.freeze({
  to: 'To {address}',
  from: 'From {address}',
  nft: 'NFT',
})

/**
 * One transfer: a signed amount as balances show it (3 decimals, or 3 significant digits below 0.1: '-250 USDC',
 * '+0.0025 BTC'), or an NFT's name (unsigned).
 *
 * @example
 * describeTransfer(transfer, '-') // '-250 USDC'
 * describeTransfer(transfer, '-', { format: createFormatters('de') }) // '-1.250,5 USDC'
 */
export function describeTransfer(
  transfer: TransactionTransfer,
  sign: ActivitySign = '',
  { format = createFormatters('en'), words = EN_TRANSFER_WORDS }: DescribeOptions = {},
): string {
  if (transfer.nft_info) return transfer.nft_info.name || words.nft
  const symbol = transfer.fungible_info?.symbol
  return `${sign}${format.transactionAmount(transfer.quantity.numeric, symbol)}`
}

/**
 * The other party of an entry that moved nothing (an approval, a call, a failed send): the sender of a receive,
 * else the receiver; undefined when the cloud gave none.
 */
export function activityParty(
  transaction: Transaction,
): { role: 'from' | 'to'; address: string } | undefined {
  const { operationType, sentFrom, sentTo } = transaction.metadata
  const [role, address] =
    operationType === 'receive' ? (['from', sentFrom] as const) : (['to', sentTo] as const)
  return address ? { role, address } : undefined
}

/**
 * What moved: '-250 USDC', '+1.5 ETH', and for a transaction moving assets both ways (a swap, a paid mint)
 * what left, then what came in: '-0.5 ETH → +812.3 USDC'. Without transfers (an approval, a call, a failed
 * send) it names the other party: 'To 0x12...345678' ('From' for a receive); an approval the cloud read says
 * what it granted: 'Unlimited USDC for the swap router'.
 *
 * @example
 * describeTransfers(swap) // '-0.5 ETH → +812.3 USDC'
 * describeTransfers(approval, { words: { to: 'An {address}', from: 'Von {address}', nft: 'NFT' } }) // 'An 0x12...345678'
 */
export function describeTransfers(transaction: Transaction, options: DescribeOptions = {}): string {
  const { operationType } = transaction.metadata
  const { transfers } = transaction
  if (transfers.length === 0) {
    const { approval } = transaction.metadata
    if (operationType === 'approve' && approval) {
      return describeApproval(approval, { format: options.format, words: options.approvalWords })
    }
    const party = activityParty(transaction)
    if (!party) return ''
    const words = options.words ?? EN_TRANSFER_WORDS
    return words[party.role].replace('{address}', truncateAddress(party.address))
  }
  const outs = transfers.filter((t) => t.direction === 'out')
  const ins = transfers.filter((t) => t.direction !== 'out')
  if (outs.length > 0 && ins.length > 0) {
    const side = (list: TransactionTransfer[], sign: ActivitySign) =>
      list.map((t) => describeTransfer(t, t.direction === 'self' ? '' : sign, options)).join(', ')
    return `${side(outs, '-')} → ${side(ins, '+')}`
  }
  return transfers
    .map((t) => describeTransfer(t, operationSign(operationType, t.direction), options))
    .join(', ')
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

/** 'Confirmed', 'Failed', 'Pending' (English; a UI renders its own by the status). */
export function activityStatusLabel(status: TransactionStatus): string {
  return STATUS_LABELS[status] ?? status
}

/** What a date header stands for: the visitor's today, a day (of this year or not), or an invalid date. */
export type ActivityDay =
  | { readonly kind: 'today' }
  | { readonly kind: 'day'; readonly time: number; readonly thisYear: boolean }
  | { readonly kind: 'unknown' }

export interface ActivityGroup {
  /** 'Today', 'Nov 22' (this year) or 'Nov 22, 2024', in English. */
  label: string
  /** The day the label stands for, for a UI that writes it in another locale. */
  day: ActivityDay
  transactions: Transaction[]
}

/** The words of date headers, English by default. */
export interface ActivityDateWords {
  readonly today: string
  readonly unknownDate: string
}

const EN_DATE_WORDS: ActivityDateWords = Object.freeze({ today: 'Today', unknownDate: 'Unknown date' })

// One formatter per Intl tag, built on first use: constants, like format.ts's memo.
const getLongDateFormat = (() => {
  const formatters = new Map<string, Intl.DateTimeFormat>()
  return (tag: string) => {
    let formatter = formatters.get(tag)
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', year: 'numeric' })
      formatters.set(tag, formatter)
    }
    return formatter
  }
})()

/** The day of a moment in the visitor's time zone, as a date header sees it. */
export function activityDay(date: Date | number | string, now: number = Date.now()): ActivityDay {
  const day = new Date(date)
  const time = day.getTime()
  if (Number.isNaN(time)) return { kind: 'unknown' }
  const today = new Date(now)
  if (day.getFullYear() !== today.getFullYear()) return { kind: 'day', time, thisYear: false }
  if (day.getMonth() === today.getMonth() && day.getDate() === today.getDate()) return { kind: 'today' }
  return { kind: 'day', time, thisYear: true }
}

/**
 * A date header in `locale`: the words for today and an invalid date, the locale's short month and day (with
 * the year for another year).
 *
 * @example
 * formatActivityDay({ kind: 'day', time, thisYear: false }) // 'Nov 22, 2025'
 * formatActivityDay({ kind: 'today' }, 'de', { today: 'Heute', unknownDate: 'Unbekanntes Datum' }) // 'Heute'
 */
export function formatActivityDay(
  day: ActivityDay,
  locale: AirlockLocale = 'en',
  words: ActivityDateWords = EN_DATE_WORDS,
): string {
  if (day.kind === 'today') return words.today
  if (day.kind === 'unknown') return words.unknownDate
  return day.thisYear
    ? createFormatters(locale).shortDate(day.time)
    : getLongDateFormat(intlLocale(locale)).format(day.time)
}

/** The date header of a moment, in the visitor's time zone; 'Unknown date' for an invalid one. */
export function activityDateLabel(date: Date | number | string, now: number = Date.now()): string {
  return formatActivityDay(activityDay(date, now))
}

/** The list under date headers, in the order given (newest first from the cloud). */
export function groupActivityByDate(
  transactions: readonly Transaction[],
  now: number = Date.now(),
): ActivityGroup[] {
  const groups = new Map<string, ActivityGroup>()
  for (const transaction of transactions) {
    const day = activityDay(transaction.metadata.minedAt, now)
    const label = formatActivityDay(day)
    let group = groups.get(label)
    if (!group) {
      group = { label, day, transactions: [] }
      groups.set(label, group)
    }
    group.transactions.push(transaction)
  }
  return [...groups.values()]
}
