import { describe, expect, it } from 'vitest'
import type { OperationType, Transaction, TransactionTransfer } from '../api/blockchainTypes.ts'
import { createFormatters } from '../i18n/formatters.ts'
import {
  activityDateLabel,
  activityDay,
  activityParty,
  activitySign,
  activityStatusLabel,
  activityTitle,
  describeTransfer,
  describeTransfers,
  formatActivityDay,
  groupActivityByDate,
  isSpamActivity,
  MINUS_OPERATIONS,
  operationSign,
  PLUS_OPERATIONS,
} from './activity.ts'

const token = (
  direction: TransactionTransfer['direction'],
  numeric: string,
  symbol: string,
): TransactionTransfer => ({
  direction,
  quantity: { numeric },
  fungible_info: { name: symbol, symbol },
})

const nft = (direction: TransactionTransfer['direction'], name: string): TransactionTransfer => ({
  direction,
  quantity: { numeric: '1' },
  nft_info: { name, content: { preview: { url: `https://img.example/${name}` } }, flags: { is_spam: false } },
})

function tx(
  operationType: OperationType,
  transfers: TransactionTransfer[],
  minedAt = '2026-11-22T10:00:00.000Z',
): Transaction {
  return {
    id: `${operationType}-${minedAt}-${transfers.length}`,
    metadata: {
      operationType,
      hash: '0xabc',
      minedAt,
      sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      status: 'confirmed',
      nonce: 0,
      chain: 'eip155:31337',
    },
    transfers,
  }
}

describe('operation sign', () => {
  it('shows a plus sign for receive, deposit, borrow and claim', () => {
    expect(PLUS_OPERATIONS).toEqual(['receive', 'deposit', 'borrow', 'claim'])
    for (const type of PLUS_OPERATIONS) expect(operationSign(type, 'out')).toBe('+')
  })

  it('shows a minus sign for withdraw, repay, burn and sell', () => {
    expect(MINUS_OPERATIONS).toEqual(['withdraw', 'repay', 'burn', 'sell'])
    for (const type of MINUS_OPERATIONS) expect(operationSign(type, 'in')).toBe('-')
  })

  it('signs a send by its direction: out minus, in plus, to oneself none; no transfer is minus', () => {
    expect(operationSign('send', 'out')).toBe('-')
    expect(operationSign('send', 'in')).toBe('+')
    expect(operationSign('send', 'self')).toBe('')
    expect(operationSign('send')).toBe('-')
  })

  it('shows a minus sign for an off-ramp sale: the tokens left for the provider', () => {
    expect(operationSign('sell', 'out')).toBe('-')
    expect(operationSign('sell')).toBe('-')
  })

  it('shows a plus sign for a mint and a purchase, and none for trade, approve and execute', () => {
    expect(operationSign('mint', 'in')).toBe('+')
    expect(operationSign('buy', 'in')).toBe('+')
    expect(operationSign('trade', 'out')).toBe('')
    expect(operationSign('approve')).toBe('')
    expect(operationSign('execute', 'out')).toBe('')
  })

  it("signs a whole entry by its first transfer's direction", () => {
    expect(activitySign(tx('send', [token('in', '1', 'ETH')]))).toBe('+')
    expect(activitySign(tx('send', [token('out', '1', 'ETH')]))).toBe('-')
    expect(activitySign(tx('burn', [nft('out', 'Axp #1')]))).toBe('-')
  })
})

describe('activity title', () => {
  it('names every operation type in the past tense', () => {
    const titles: Record<OperationType, string> = {
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
    }
    for (const [type, title] of Object.entries(titles))
      expect(activityTitle(type as OperationType)).toBe(title)
  })

  it("falls back to 'Executed' for an operation type it does not know", () => {
    expect(activityTitle('stake' as OperationType)).toBe('Executed')
  })
})

describe('activity description (transaction amounts 3 decimals)', () => {
  it('signs a single fungible transfer by the operation', () => {
    expect(describeTransfers(tx('send', [token('out', '250', 'USDC')]))).toBe('-250 USDC')
    expect(describeTransfers(tx('receive', [token('in', '1.5', 'ETH')]))).toBe('+1.5 ETH')
    expect(describeTransfers(tx('withdraw', [token('in', '3', 'DAI')]))).toBe('-3 DAI')
  })

  it('rounds amounts to 3 decimals and groups thousands', () => {
    expect(describeTransfer(token('in', '1234.56789', 'USDC'), '+')).toBe('+1,234.568 USDC')
    expect(describeTransfer(token('out', '0.1', 'ETH'))).toBe('0.1 ETH')
  })

  it('shows an amount below 0.1 with 3 significant digits, as balances do, never as 0', () => {
    expect(describeTransfer(token('out', '0.0001', 'ETH'), '-')).toBe('-0.0001 ETH')
    expect(describeTransfer(token('out', '0.0004999', 'ETH'))).toBe('0.0005 ETH')
    expect(describeTransfer(token('in', '0.0025', 'BTC'), '+')).toBe('+0.0025 BTC')
    expect(describeTransfer(token('out', '0.0123', 'ETH'), '-')).toBe('-0.0123 ETH')
    expect(describeTransfer(token('out', '0', 'ETH'))).toBe('0 ETH')
  })

  it('shows what left, then what came in, for a swap', () => {
    expect(describeTransfers(tx('trade', [token('out', '0.5', 'ETH'), token('in', '812.3', 'USDC')]))).toBe(
      '-0.5 ETH → +812.3 USDC',
    )
    // Order in the transaction does not matter: out first.
    expect(describeTransfers(tx('trade', [token('in', '812.3', 'USDC'), token('out', '0.5', 'ETH')]))).toBe(
      '-0.5 ETH → +812.3 USDC',
    )
  })

  it('names NFTs instead of amounts, unsigned', () => {
    expect(describeTransfers(tx('receive', [nft('in', 'Airlock Explorers #1')]))).toBe('Airlock Explorers #1')
    expect(
      describeTransfers(tx('mint', [token('out', '0.01', 'ETH'), nft('in', 'Airlock Explorers #2')])),
    ).toBe('-0.01 ETH → Airlock Explorers #2')
  })

  it('lists several transfers the same way', () => {
    expect(describeTransfers(tx('receive', [token('in', '1', 'ETH'), token('in', '2', 'USDC')]))).toBe(
      '+1 ETH, +2 USDC',
    )
  })

  it('names the other party when nothing moved', () => {
    expect(describeTransfers(tx('approve', []))).toBe('To 0x70...dc79C8')
    expect(describeTransfers(tx('receive', []))).toBe('From 0xf3...b92266')
    expect(activityParty(tx('receive', []))).toEqual({
      role: 'from',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    })
    expect(activityParty(tx('send', []))?.role).toBe('to')
  })

  it("reads in a UI's locale: its amounts and its words", () => {
    const de = {
      format: createFormatters('de'),
      words: { to: 'An {address}', from: 'Von {address}', nft: 'NFT' },
    }
    expect(describeTransfers(tx('receive', [token('in', '1234.5', 'USDC')]), de)).toBe('+1.234,5 USDC')
    expect(describeTransfer(token('out', '0.0001', 'ETH'), '-', de)).toBe('-0,0001 ETH')
    expect(describeTransfers(tx('approve', []), de)).toBe('An 0x70...dc79C8')
    expect(describeTransfers(tx('receive', []), de)).toBe('Von 0xf3...b92266')
    expect(describeTransfer(nft('in', ''), '', { words: { ...de.words, nft: 'Sammlerstück' } })).toBe(
      'Sammlerstück',
    )
  })
})

describe('spam', () => {
  it('marks entries that only moved spam NFTs, not those that also moved something else', () => {
    const spam: TransactionTransfer = { ...nft('in', 'Claim Your Reward Pass #1') }
    spam.nft_info = { ...spam.nft_info!, flags: { is_spam: true } }
    expect(isSpamActivity(tx('mint', [spam]))).toBe(true)
    expect(isSpamActivity(tx('mint', [spam, token('out', '1', 'ETH')]))).toBe(false)
    expect(isSpamActivity(tx('mint', [nft('in', 'Airlock Explorers #1')]))).toBe(false)
    expect(isSpamActivity(tx('approve', []))).toBe(false)
  })
})

describe('activity status', () => {
  it('labels confirmed, failed and pending', () => {
    expect(activityStatusLabel('confirmed')).toBe('Confirmed')
    expect(activityStatusLabel('failed')).toBe('Failed')
    expect(activityStatusLabel('pending')).toBe('Pending')
  })
})

describe('activity date headers (dates short month and day)', () => {
  // Local times, so the tests hold in any time zone.
  const now = new Date(2026, 10, 22, 15, 30).getTime()

  it("says 'Today' for the visitor's day", () => {
    expect(activityDateLabel(new Date(2026, 10, 22, 0, 5), now)).toBe('Today')
    expect(activityDateLabel(new Date(2026, 10, 22, 23, 59), now)).toBe('Today')
  })

  it('shows month and day within this year, and the year before that', () => {
    expect(activityDateLabel(new Date(2026, 10, 21, 23, 59), now)).toBe('Nov 21')
    expect(activityDateLabel(new Date(2026, 0, 5, 12), now)).toBe('Jan 5')
    expect(activityDateLabel(new Date(2025, 10, 22, 12), now)).toBe('Nov 22, 2025')
  })

  it("files an invalid date under 'Unknown date'", () => {
    expect(activityDateLabel('not a date', now)).toBe('Unknown date')
  })

  it("writes the header in a UI's locale, from the day it stands for", () => {
    const words = { today: 'Heute', unknownDate: 'Unbekanntes Datum' }
    expect(activityDay(new Date(2026, 10, 22, 9), now)).toEqual({ kind: 'today' })
    expect(formatActivityDay(activityDay(new Date(2026, 10, 22, 9), now), 'de', words)).toBe('Heute')
    expect(formatActivityDay(activityDay('not a date', now), 'de', words)).toBe('Unbekanntes Datum')
    const thisYear = formatActivityDay(activityDay(new Date(2026, 10, 21, 12), now), 'de', words)
    expect(thisYear).toMatch(/^21\. Nov/)
    expect(thisYear).not.toContain('2026')
    expect(formatActivityDay(activityDay(new Date(2025, 10, 22, 12), now), 'de', words)).toMatch(
      /^22\. Nov.*2025$/,
    )
  })

  it('groups the list under its headers, keeping its order', () => {
    const at = (d: Date) => d.toISOString()
    const list = [
      tx('receive', [], at(new Date(2026, 10, 22, 14))),
      tx('send', [], at(new Date(2026, 10, 22, 9))),
      tx('mint', [], at(new Date(2026, 10, 20, 9))),
      tx('burn', [], at(new Date(2025, 2, 1, 9))),
    ]
    const groups = groupActivityByDate(list, now)
    expect(groups.map((g) => g.label)).toEqual(['Today', 'Nov 20', 'Mar 1, 2025'])
    expect(groups.map((g) => g.day.kind)).toEqual(['today', 'day', 'day'])
    expect(groups.map((g) => g.transactions.map((t) => t.metadata.operationType))).toEqual([
      ['receive', 'send'],
      ['mint'],
      ['burn'],
    ])
  })
})
