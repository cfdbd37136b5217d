import { describe, expect, it } from 'vitest'
import type { Transaction, TransactionStatus } from '../api/blockchainTypes.ts'
import { createTransactionsStore, MAX_PENDING_TRANSACTIONS } from './transactionsStore.ts'

/** A transaction of the activity list, newest first as the cloud's history pages are. */
function tx(index: number, status: TransactionStatus): Transaction {
  return {
    id: `tx${index}`,
    metadata: {
      operationType: 'send',
      hash: `0x${index.toString(16).padStart(64, '0')}`,
      minedAt: new Date(2024, 0, 1, 0, 0, 1000 - index).toISOString(),
      sentFrom: '0x1111111111111111111111111111111111111111',
      sentTo: '0x2222222222222222222222222222222222222222',
      status,
      nonce: 1000 - index,
      chain: 'eip155:31337',
    },
    transfers: [],
  }
}

describe('the activity list keeps at most 99 pending transactions', () => {
  it('is 99', () => expect(MAX_PENDING_TRANSACTIONS).toBe(99))

  it('drops the oldest pending ones beyond 99, page after page, and keeps every settled one', () => {
    const store = createTransactionsStore()
    const first = Array.from({ length: 80 }, (_, i) => tx(i, i % 10 === 0 ? 'confirmed' : 'pending'))
    const second = Array.from({ length: 80 }, (_, i) => tx(80 + i, i % 10 === 0 ? 'failed' : 'pending'))
    store.setState({ transactions: first })
    store.setState((s) => ({ transactions: [...s.transactions, ...second] }))
    const { transactions } = store.getState()
    const pending = transactions.filter((t) => t.metadata.status === 'pending')
    expect(pending).toHaveLength(99)
    // The newest pending stay (the list is newest first).
    expect(pending[0]?.id).toBe('tx1')
    expect(pending.at(-1)?.id).toBe(
      first.concat(second).filter((t) => t.metadata.status === 'pending')[98]?.id,
    )
    expect(transactions.filter((t) => t.metadata.status !== 'pending')).toHaveLength(16)
  })

  it('leaves a list within the limit as it is', () => {
    const store = createTransactionsStore()
    const list = [tx(0, 'pending'), tx(1, 'confirmed')]
    store.setState({ transactions: list })
    expect(store.getState().transactions).toBe(list)
  })
})
