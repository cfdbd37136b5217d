import { describe, expect, it } from 'vitest'
import { ETHER } from '../chains/native.ts'
import { presentTransaction } from './present.ts'
import type { HistoryTransactionRow, HistoryTransferRow } from './query.ts'
import { spamTokenCheck } from './spam.ts'

const CHAIN = 'eip155:31337'
const ME = '0x1111111111111111111111111111111111111111'
const ZERO = '0x0000000000000000000000000000000000000000'
// Configured in mixed case, stored by the indexer in lower case.
const SPAM = '0x01c0d1Ab133D1bc8752F987F70DE09e17f602D4a'
const REAL = '0xf20b9b61b2a57ebe3cde71243732a7cf831262e4'

const tx: HistoryTransactionRow = {
  chain_id: CHAIN,
  hash: `0x${'ab'.repeat(32)}`,
  block_number: 7,
  tx_index: 0,
  from_address: '0x2222222222222222222222222222222222222222',
  to_address: SPAM.toLowerCase(),
  contract_address: null,
  input_selector: '0x40c10f19',
  status: 'confirmed',
  nonce: 3,
  mined_at: new Date('2025-01-01T00:00:00Z'),
}

const nftMint = (token: string, tokenId: string, logIndex: number): HistoryTransferRow => ({
  chain_id: CHAIN,
  tx_hash: tx.hash,
  log_index: logIndex,
  standard: 'erc721',
  token_address: token.toLowerCase(),
  from_address: ZERO,
  to_address: ME,
  amount: '1',
  token_id: tokenId,
  token_name: token === SPAM ? 'Claim Your Reward Pass' : 'Airlock Explorers',
  token_symbol: token === SPAM ? 'CLAIM' : 'AXP',
  token_decimals: null,
})

describe('presentTransaction', () => {
  const context = {
    account: ME,
    origin: 'http://127.0.0.1:8787',
    nativeCurrencyOf: () => ETHER,
    usdPriceOf: () => undefined,
    isSpam: spamTokenCheck([{ caipNetworkId: CHAIN, rpcUrl: 'http://127.0.0.1:8545', spamTokens: [SPAM] }]),
  }

  it('flags NFTs of a spam-listed contract as spam, and no others', () => {
    const entry = presentTransaction(tx, [nftMint(SPAM, '1', 0), nftMint(REAL, '4', 1)], context)
    expect(entry.transfers.map((transfer) => [transfer.nft_info?.name, transfer.nft_info?.flags])).toEqual([
      ['Claim Your Reward Pass #1', { is_spam: true }],
      ['Airlock Explorers #4', { is_spam: false }],
    ])
    expect(entry.metadata.operationType).toBe('mint')
  })

  it('flags nothing on a chain without a spam list', () => {
    const entry = presentTransaction(tx, [nftMint(SPAM, '1', 0)], { ...context, isSpam: spamTokenCheck([]) })
    expect(entry.transfers[0]?.nft_info?.flags).toEqual({ is_spam: false })
  })
})
