import { randomBytes } from 'node:crypto'
import { type Address, encodeFunctionData, erc20Abi, type Hex, keccak256, type LocalAccount } from 'viem'
import type { ChainService } from '../../chains/services.ts'
import type { Db } from '../../db/types.ts'
import { findOrder, type StoredOrder, updateOrder } from '../store.ts'
import { broadcast, receiptOf, sendFromTreasury } from './chainSend.ts'
import { depositAccount } from './keys.ts'

/** How long one attempt waits for a receipt before the watcher tries the order again on a later pass. */
const RECEIPT_WAIT_MS = 30_000
/** Above the estimate: a transfer's gas can grow a little between estimate and inclusion. */
const GAS_MARGIN_PERCENT = 120n

export interface SettleOptions {
  db: Db
  services: ReadonlyMap<string, ChainService>
  treasuryOf(chainId: string): { account: LocalAccount; key: Hex } | undefined
  pollMs: number
  stopped(): boolean
}

/**
 * What happens to an order once its deposit is seen: the right deposit is paid out (the sandbox records the
 * payout: a reference, the amount and the time; no bank is called), any other is sent back to its sender.
 */
export function createSettlement(options: SettleOptions) {
  const { db } = options
  const poll = () => ({ pollMs: options.pollMs, waitMs: RECEIPT_WAIT_MS, stopped: options.stopped })

  function payOut(order: StoredOrder) {
    const reference = `sbx_po_${randomBytes(8).toString('hex')}`
    return updateOrder(
      db,
      order.id,
      `status = 'deposit_received' and refund_reason is null`,
      `status = 'paid_out', payout_reference = $2, paid_at = now()`,
      [reference],
    )
  }

  /** The refund's call from the deposit address: the whole deposit back to its sender. */
  function refundCall(order: StoredOrder): { to: Address; value: bigint; data?: Hex } {
    const deposit = order.deposit as NonNullable<StoredOrder['deposit']>
    if (deposit.token === 'native') return { to: deposit.from, value: deposit.amount }
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [deposit.from, deposit.amount],
    })
    return { to: deposit.token, value: 0n, data }
  }

  /**
   * Signs the refund with the deposit key's first nonce, after the treasury has sent the address the gas it
   * needs, and stores it before it is broadcast: the address never sends anything else, so there is never
   * a second refund, and a restart sends this same one again.
   */
  async function signRefund(
    order: StoredOrder,
    service: ChainService,
    treasury: { account: LocalAccount; key: Hex },
  ) {
    const account = depositAccount(treasury.key, order.id)
    const call = refundCall(order)
    const gas =
      call.data === undefined
        ? 21_000n
        : ((await service.client.estimateGas({ account: account.address, ...call })) * GAS_MARGIN_PERCENT) /
          100n
    const fees = await service.client.estimateFeesPerGas()
    const maxFeePerGas = fees.maxFeePerGas * 2n
    const needed = call.value + gas * maxFeePerGas
    const balance = await service.client.getBalance({ address: account.address })
    if (balance < needed) {
      const hash = await sendFromTreasury(db, service.client, treasury.account, {
        chainId: order.chainId,
        to: account.address,
        value: needed - balance,
      })
      const funded = await receiptOf(service.client, hash, poll())
      if (funded?.status !== 'success') throw new Error(`The refund's gas for ${order.id} is not there yet`)
    }
    const raw = await account.signTransaction({
      ...call,
      chainId: Number(order.chainId.split(':')[1]),
      nonce: 0,
      type: 'eip1559',
      gas,
      maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    })
    return updateOrder(
      db,
      order.id,
      `status = 'deposit_received' and refund_raw_tx is null`,
      `refund_raw_tx = $2, refund_tx_hash = $3`,
      [raw, keccak256(raw)],
    )
  }

  async function refund(order: StoredOrder) {
    const service = options.services.get(order.chainId)
    const treasury = options.treasuryOf(order.chainId)
    if (!service || !treasury) return
    let signed: StoredOrder | undefined = order
    if (!order.refundRawTx)
      signed = (await signRefund(order, service, treasury)) ?? (await findOrder(db, order.id))
    if (!signed?.refundRawTx || !signed.refundTxHash || signed.status !== 'deposit_received') return
    await broadcast(service.client, signed.refundRawTx)
    const receipt = await receiptOf(service.client, signed.refundTxHash, poll())
    if (receipt?.status === 'success') {
      await updateOrder(db, order.id, `status = 'deposit_received'`, `status = 'refunded'`)
    }
  }

  /** Settles one order whose deposit was seen: paid out, or refunded. */
  async function settle(order: StoredOrder): Promise<void> {
    if (order.status !== 'deposit_received') return
    if (order.refundReason === null) await payOut(order)
    else await refund(order)
  }

  return { settle }
}
