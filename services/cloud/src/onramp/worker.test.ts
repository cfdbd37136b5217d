import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runMigrations } from '../db/migrate.ts'
import type { Db } from '../db/types.ts'
import { useTestDatabases } from '../test/databases.ts'
import { insertOrder, type StoredOrder, updateOrder } from './store.ts'
import { createDeliveryWorker } from './worker.ts'

const databases = useTestDatabases()
let db: Db
beforeAll(async () => {
  db = await databases.open('pglite')
  await runMigrations(db)
})
afterAll(() => db?.close())

const log = { warn: vi.fn(), error: vi.fn() } as never

async function paidOrder(id: string, settleInMs: number) {
  await insertOrder(db, {
    id,
    projectId: 'p',
    provider: 'coinbase',
    chainId: 'eip155:31337',
    address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
    partnerUserId: null,
    asset: 'native',
    symbol: 'ETH',
    decimals: 18,
    paymentCurrency: 'USD',
    paymentMethod: 'card',
    quoteId: null,
    totalCents: 5_000n,
    providerFeeCents: 75n,
    networkFeeCents: 1n,
    subtotalCents: 4_924n,
    purchaseAmount: 1n,
  })
  await updateOrder(
    db,
    id,
    `status = 'created'`,
    `status = 'pending', settle_at = now() + $2 * interval '1 millisecond'`,
    [settleInMs],
  )
}

describe('the delivery worker', () => {
  it('delivers due orders once each, waits for later ones to settle, and retries those still pending', async () => {
    const calls: string[] = []
    let release: () => void = () => {}
    const slow = new Promise<void>((resolve) => {
      release = resolve
    })
    const deliver = async (order: StoredOrder) => {
      calls.push(order.id)
      if (order.id === 'slow') return slow
      if (order.id === 'flaky' && calls.filter((id) => id === 'flaky').length === 1)
        throw new Error('node down')
      await updateOrder(db, order.id, `status = 'pending'`, `status = 'completed'`)
    }
    const worker = createDeliveryWorker({ db, deliver, log, retryMs: 50 })
    await paidOrder('slow', 0)
    await paidOrder('flaky', 0)
    await paidOrder('later', 300)
    const started = Date.now()
    worker.kick()
    worker.kick()
    await vi.waitFor(() => expect(calls.filter((id) => id === 'later')).toHaveLength(1), { timeout: 3_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
    // The slow one was never started twice while it ran; the flaky one was tried again after its failure.
    expect(calls.filter((id) => id === 'slow')).toHaveLength(1)
    expect(calls.filter((id) => id === 'flaky')).toHaveLength(2)
    const stopping = worker.stop()
    release()
    await stopping
    const count = calls.length
    await new Promise((resolve) => setTimeout(resolve, 150))
    expect(calls).toHaveLength(count)
  })
})
