import type { Hex } from 'viem'

/** A bundler's eth_getUserOperationReceipt answer (hex quantities, as on the wire). */
export interface RawUserOperationReceipt {
  success?: boolean
  receipt?: {
    transactionHash?: string
    blockHash?: string
    blockNumber?: string
    gasUsed?: string
    status?: string
    logs?: { address?: string; data?: string; topics?: string[] }[]
  }
}

/**
 * EIP-5792 (v2) wallet_getCallsStatus for a batch sent as one user operation, from the bundler's
 * eth_getUserOperationReceipt: 100 while there is no receipt, 200 when the operation succeeded, 500 when it
 * reverted on chain. Atomic, so one receipt; its quantities stay hex as the bundler sent them.
 *
 * @example
 * ```ts
 * const raw = await bundler.request({ method: 'eth_getUserOperationReceipt', params: [id] })
 * callsStatus(id, 31337, raw) // { version: '2.0.0', id, chainId: '0x7a69', atomic: true, status: 200, receipts: [...] }
 * ```
 */
export function callsStatus(id: Hex, chainId: number, raw: RawUserOperationReceipt | null | undefined) {
  const base = { version: '2.0.0', id, chainId: `0x${chainId.toString(16)}`, atomic: true }
  if (!raw) return { ...base, status: 100 }
  const receipt = raw.receipt ?? {}
  return {
    ...base,
    status: raw.success ? 200 : 500,
    receipts: [
      {
        logs: (Array.isArray(receipt.logs) ? receipt.logs : []).map((log) => ({
          address: log.address,
          data: log.data,
          topics: log.topics,
        })),
        status: receipt.status ?? (raw.success ? '0x1' : '0x0'),
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      },
    ],
  }
}
