import {
  callsStatus,
  EIP5792,
  type RawUserOperationReceipt,
  type ReadSendCallsOptions,
  readCallsId as readId,
  readSendCalls as readRequest,
  type SendCallsRequest as SharedRequest,
  SmartRequestError,
} from '@airlock/embedded-wallet/smart-account'
import { ProviderRpcError } from '@airlock/wallet-engine'
import type { Address, Hex } from 'viem'

/*
 * EIP-5792 (v2) for the reference wallet. Requests are read and bundler receipts answered by the library the
 * embedded wallet's frame uses too (`@airlock/embedded-wallet/smart-account`); here they become the wallet's
 * ProviderRpcError, calls get their defaults (the sheet and the user operation want every field), and an EOA's
 * batch (one transaction per call) gets its status.
 */

export { callsStatus, EIP5792, type RawUserOperationReceipt }

export interface BatchCall {
  to: Address
  value: bigint
  data: Hex
}

export interface SendCallsRequest extends Omit<SharedRequest, 'calls'> {
  calls: BatchCall[]
}

/** Runs a library reader; its refusal (a SmartRequestError) becomes the wallet's ProviderRpcError. */
export function answered<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof SmartRequestError) throw new ProviderRpcError(error.code, error.message)
    throw error
  }
}

/**
 * Reads wallet_sendCalls' first parameter for the account on `chainId`: `atomic` says whether it runs batches
 * atomically, `capabilities` names the capabilities it honours. Every call has `to` (no contract creation), a
 * value and data. Throws a ProviderRpcError with the EIP-5792 code.
 */
export function readSendCalls(
  value: unknown,
  options: Omit<ReadSendCallsOptions, 'contractCreation'>,
): SendCallsRequest {
  const request = answered(() => readRequest(value, options))
  return {
    ...request,
    calls: request.calls.map((call) => ({
      to: call.to as Address,
      value: call.value ?? 0n,
      data: call.data ?? '0x',
    })),
  }
}

/** wallet_getCallsStatus' id parameter (v2 sends the id string, some dapps wrap it), lower-cased; else 5730. */
export const readCallsId = (params: unknown): Hex => answered(() => readId(params))

const hexChainId = (chainId: number) => `0x${chainId.toString(16)}`

/** EIP-5792 v2 status of EOA calls sent one by one (not atomic): one receipt per transaction. */
export function eoaCallsStatus(
  id: Hex,
  chainId: number,
  receipts: ({
    status: 'success' | 'reverted'
    transactionHash: Hex
    blockHash: Hex
    blockNumber: bigint
    gasUsed: bigint
  } | null)[],
) {
  const base = { version: '2.0.0', id, chainId: hexChainId(chainId), atomic: false }
  if (receipts.some((item) => item === null)) return { ...base, status: 100 }
  const done = receipts.filter((item) => item !== null)
  const failed = done.filter((item) => item.status === 'reverted').length
  return {
    ...base,
    status: failed === 0 ? 200 : failed === done.length ? 500 : 600,
    receipts: done.map((item) => ({
      logs: [],
      status: item.status === 'success' ? '0x1' : '0x0',
      blockHash: item.blockHash,
      blockNumber: `0x${item.blockNumber.toString(16)}`,
      gasUsed: `0x${item.gasUsed.toString(16)}`,
      transactionHash: item.transactionHash,
    })),
  }
}
