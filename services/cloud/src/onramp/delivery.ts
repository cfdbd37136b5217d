import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  keccak256,
  type LocalAccount,
  type TransactionReceipt,
} from 'viem'
import type { ChainService } from '../chains/services.ts'
import type { Db } from '../db/types.ts'
import { errorMessage } from '../errors.ts'
import { tokenAmount } from './present.ts'
import { findOrder, type StoredOrder, updateOrder } from './store.ts'

/** How long one attempt waits for a receipt before the worker tries the order again later. */
const RECEIPT_WAIT_MS = 30_000

/** Above the estimate: a transfer's gas can grow a little between estimate and inclusion. */
const GAS_MARGIN_PERCENT = 120n

/** An order that cannot be delivered however often it is tried: it fails with `message` as its reason. */
class DeliveryRefused extends Error {}

export interface DeliveryOptions {
  db: Db
  services: ReadonlyMap<string, ChainService>
  treasuryOf(chainId: string): LocalAccount | undefined
  /** Receipt polling interval (ms). */
  pollMs: number
  /** True once the cloud is closing: waits end early, the order stays pending for the next start. */
  stopped(): boolean
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Sends a paid order's tokens from the treasury, at most once. The transaction is signed with a nonce taken
 * under a lock and stored with its hash BEFORE it is broadcast: a cloud that stops at any point sends that
 * same transaction again on its next start (the node knows it, or mined it already), never a second one.
 */
export function createDelivery(options: DeliveryOptions) {
  const { db } = options

  function fail(order: StoredOrder, reason: string) {
    return updateOrder(db, order.id, `status = 'pending'`, `status = 'failed', failure_reason = $2`, [reason])
  }

  function callOf(order: StoredOrder): { to: Address; value: bigint; data?: Hex } {
    if (order.asset === 'native') return { to: order.address, value: order.purchaseAmount }
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [order.address, order.purchaseAmount],
    })
    return { to: order.asset, value: 0n, data }
  }

  /** Signs the delivery and stores it, unless another instance signed it first. */
  async function sign(order: StoredOrder, service: ChainService, treasury: LocalAccount): Promise<void> {
    const call = callOf(order)
    const amount = `${tokenAmount(order)} ${order.symbol}`
    const gas = await service.client.estimateGas({ account: treasury.address, ...call }).catch((error) => {
      if (/revert|insufficient funds|exceeds (the )?balance/i.test(errorMessage(error))) {
        throw new DeliveryRefused(`The sandbox treasury cannot send ${amount} right now`)
      }
      throw error
    })
    const fees = await service.client.estimateFeesPerGas()
    const chainId = Number(order.chainId.split(':')[1])
    await db.transaction(async (tx) => {
      // One signer per treasury at a time, across cloud instances: each nonce goes to one transaction.
      await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
        `onramp:${order.chainId}:${treasury.address}`,
      ])
      const [current] = await tx.query<{ status: string; raw_tx: string | null }>(
        'select status, raw_tx from onramp_orders where id = $1 for update',
        [order.id],
      )
      if (current?.status !== 'pending' || current.raw_tx) return
      const [stored] = await tx.query<{ next: number | string | null }>(
        `select max(nonce) + 1 as next from onramp_orders
          where chain_id = $1 and treasury = $2 and status = 'pending' and raw_tx is not null`,
        [order.chainId, treasury.address.toLowerCase()],
      )
      const onChain = await service.client.getTransactionCount({
        address: treasury.address,
        blockTag: 'pending',
      })
      const nonce = Math.max(onChain, Number(stored?.next ?? 0))
      const raw = await treasury.signTransaction({
        ...call,
        chainId,
        nonce,
        type: 'eip1559',
        gas: (gas * GAS_MARGIN_PERCENT) / 100n,
        // Twice the current fee cap: a stored transaction still gets in after the base fee has risen a while.
        maxFeePerGas: fees.maxFeePerGas * 2n,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      })
      await tx.query(
        `update onramp_orders set treasury = $2, nonce = $3, raw_tx = $4, tx_hash = $5, updated_at = now()
          where id = $1`,
        [order.id, treasury.address.toLowerCase(), nonce, raw, keccak256(raw)],
      )
    })
  }

  async function receiptOf(service: ChainService, hash: Hex): Promise<TransactionReceipt | undefined> {
    try {
      return await service.client.getTransactionReceipt({ hash })
    } catch (error) {
      if ((error as { name?: string }).name === 'TransactionReceiptNotFoundError') return undefined
      throw error
    }
  }

  async function broadcast(service: ChainService, raw: Hex, hash: Hex) {
    try {
      await service.client.sendRawTransaction({ serializedTransaction: raw })
    } catch (error) {
      const message = errorMessage(error)
      // Sent before (this instance, another, or the one that stopped): the node has it.
      if (/already known|known transaction|already imported/i.test(message)) return
      if (/nonce too low|lower than the current nonce/i.test(message)) {
        if (await receiptOf(service, hash)) return
        throw new DeliveryRefused('The treasury’s nonce was used by another transaction; nothing was sent')
      }
      if (/insufficient funds|exceeds the balance/i.test(message)) {
        throw new DeliveryRefused('The sandbox treasury cannot pay for the delivery right now')
      }
      throw error
    }
  }

  async function finish(order: StoredOrder, receipt: TransactionReceipt) {
    if (receipt.status === 'success') {
      await updateOrder(db, order.id, `status = 'pending'`, `status = 'completed'`)
    } else {
      await fail(order, 'The delivery transaction failed on chain')
    }
  }

  /** Delivers one pending, settled order: signs (once), broadcasts, waits for its receipt and records it. */
  async function deliver(order: StoredOrder): Promise<void> {
    const service = options.services.get(order.chainId)
    const treasury = options.treasuryOf(order.chainId)
    if (!service || !treasury) {
      await fail(
        order,
        `The sandbox has no treasury on ${order.chainId}: the operator sets ONRAMP_TREASURY_KEY`,
      )
      return
    }
    try {
      if (!order.rawTx) {
        await sign(order, service, treasury)
        const signed = await findOrder(db, order.id)
        if (!signed?.rawTx || !signed.txHash || signed.status !== 'pending') return
        order = signed
      }
      const raw = order.rawTx as Hex
      const hash = order.txHash as Hex
      const mined = await receiptOf(service, hash)
      if (mined) return void (await finish(order, mined))
      await broadcast(service, raw, hash)
      const deadline = Date.now() + RECEIPT_WAIT_MS
      while (!options.stopped() && Date.now() < deadline) {
        const receipt = await receiptOf(service, hash)
        if (receipt) return void (await finish(order, receipt))
        await sleep(options.pollMs)
      }
    } catch (error) {
      if (error instanceof DeliveryRefused) {
        await fail(order, error.message)
        return
      }
      throw error
    }
  }

  return { deliver }
}
