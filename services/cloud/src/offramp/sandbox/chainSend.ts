import type { Hex, LocalAccount, PublicClient, TransactionReceipt } from 'viem'
import type { Db } from '../../db/types.ts'
import { errorMessage } from '../../errors.ts'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The receipt of `hash` once mined, polled every `pollMs`; undefined if `stopped()` first or after `waitMs`. */
export async function receiptOf(
  client: PublicClient,
  hash: Hex,
  poll: { pollMs: number; waitMs: number; stopped(): boolean },
): Promise<TransactionReceipt | undefined> {
  const deadline = Date.now() + poll.waitMs
  for (;;) {
    try {
      return await client.getTransactionReceipt({ hash })
    } catch (error) {
      if ((error as { name?: string }).name !== 'TransactionReceiptNotFoundError') throw error
    }
    if (poll.stopped() || Date.now() >= deadline) return undefined
    await sleep(poll.pollMs)
  }
}

/** Broadcasts a signed transaction; one the node has already (sent before a restart) is not an error. */
export async function broadcast(client: PublicClient, raw: Hex): Promise<void> {
  try {
    await client.sendRawTransaction({ serializedTransaction: raw })
  } catch (error) {
    if (/already known|known transaction|already imported|nonce too low/i.test(errorMessage(error))) return
    throw error
  }
}

/**
 * Sends `value` of the native coin from the treasury. The treasury may be the onramp's too: its nonce is
 * taken under the onramp delivery's lock, above the deliveries it has signed and not yet sent, and the
 * transaction is broadcast before the lock is let go, so the two never use the same nonce.
 */
export async function sendFromTreasury(
  db: Db,
  client: PublicClient,
  treasury: LocalAccount,
  call: { chainId: string; to: Hex; value: bigint },
): Promise<Hex> {
  const fees = await client.estimateFeesPerGas()
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
      `onramp:${call.chainId}:${treasury.address}`,
    ])
    const [stored] = await tx.query<{ next: number | string | null }>(
      `select max(nonce) + 1 as next from onramp_orders
        where chain_id = $1 and treasury = $2 and status = 'pending' and raw_tx is not null`,
      [call.chainId, treasury.address.toLowerCase()],
    )
    const onChain = await client.getTransactionCount({ address: treasury.address, blockTag: 'pending' })
    const raw = await treasury.signTransaction({
      to: call.to,
      value: call.value,
      chainId: Number(call.chainId.split(':')[1]),
      nonce: Math.max(onChain, Number(stored?.next ?? 0)),
      type: 'eip1559',
      gas: 21_000n,
      maxFeePerGas: fees.maxFeePerGas * 2n,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    })
    return client.sendRawTransaction({ serializedTransaction: raw })
  })
}
