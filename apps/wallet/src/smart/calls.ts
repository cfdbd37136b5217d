import { ProviderRpcError } from '@airlock/testing/wallet-requests'
import { type Address, type Hex, isAddress, isHex } from 'viem'

/*
 * EIP-5792 (v2) for the reference wallet: wallet_sendCalls' request checked before any sheet shows (the chain
 * must be the request's, the batch not too large, every non-optional capability one the account has, atomicity
 * only where the account runs batches atomically), and wallet_getCallsStatus' answer from a bundler receipt.
 * The embedded wallet's frame has its own copy inside its frame code; `@airlock/embedded-wallet/smart-account`
 * does not export one, so it lives here.
 */

/** The most calls one batch may carry: one user operation, one sheet the user can still read. */
export const MAX_CALLS = 16

/** EIP-5792 error codes. */
export const EIP5792 = {
  UNSUPPORTED_CAPABILITY: 5700,
  UNSUPPORTED_CHAIN: 5710,
  UNKNOWN_BUNDLE: 5730,
  BATCH_TOO_LARGE: 5740,
  ATOMICITY_NOT_SUPPORTED: 5760,
} as const

export interface BatchCall {
  to: Address
  value: bigint
  data: Hex
}

export interface SendCallsRequest {
  from?: string
  calls: BatchCall[]
  atomicRequired: boolean
  /** EIP-5792's paymasterService capability: the ERC-7677 paymaster the dapp asks the wallet to use. */
  paymasterServiceUrl?: string
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const hexChainId = (chainId: number) => `0x${chainId.toString(16)}`

function quantity(value: unknown, what: string): bigint {
  if (value === undefined || value === null) return 0n
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  throw new ProviderRpcError(-32602, `${what} is not a quantity`)
}

function checkCapabilities(capabilities: unknown, supported: readonly string[]) {
  if (capabilities === undefined || capabilities === null) return
  if (!isRecord(capabilities)) throw new ProviderRpcError(-32602, 'The capabilities are not an object')
  for (const [name, value] of Object.entries(capabilities)) {
    if (supported.includes(name)) continue
    if (isRecord(value) && value.optional === true) continue
    throw new ProviderRpcError(EIP5792.UNSUPPORTED_CAPABILITY, `Unsupported non-optional capability: ${name}`)
  }
}

/**
 * Reads wallet_sendCalls' first parameter for the account on `chainId`: `atomic` says whether it runs batches
 * atomically, `capabilities` names the capabilities it honours. Throws a ProviderRpcError with the EIP-5792 code.
 */
export function readSendCalls(
  value: unknown,
  options: { chainId: number; atomic: boolean; capabilities: readonly string[] },
): SendCallsRequest {
  if (!isRecord(value)) throw new ProviderRpcError(-32602, 'wallet_sendCalls needs a request object')
  if (value.chainId !== undefined) {
    let named = Number.NaN
    try {
      named = Number(BigInt(value.chainId as string))
    } catch {}
    if (named !== options.chainId)
      throw new ProviderRpcError(
        EIP5792.UNSUPPORTED_CHAIN,
        `Unsupported chain id ${String(value.chainId)}: the request is for chain ${options.chainId}`,
      )
  }
  if (!Array.isArray(value.calls) || value.calls.length === 0)
    throw new ProviderRpcError(-32602, 'wallet_sendCalls needs calls')
  if (value.calls.length > MAX_CALLS)
    throw new ProviderRpcError(EIP5792.BATCH_TOO_LARGE, `Too many calls: at most ${MAX_CALLS} in one batch`)
  checkCapabilities(value.capabilities, options.capabilities)
  const calls = value.calls.map((call: unknown, index: number): BatchCall => {
    const n = index + 1
    if (!isRecord(call)) throw new ProviderRpcError(-32602, `Call ${n} is not an object`)
    checkCapabilities(call.capabilities, options.capabilities)
    if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false }))
      throw new ProviderRpcError(
        -32602,
        `Call ${n} has no address to call (contract creation is not supported)`,
      )
    if (call.data !== undefined && call.data !== null && (typeof call.data !== 'string' || !isHex(call.data)))
      throw new ProviderRpcError(-32602, `Call ${n}'s data is not hex`)
    return {
      to: call.to as Address,
      value: quantity(call.value, `Call ${n}'s value`),
      data: (typeof call.data === 'string' ? call.data : '0x') as Hex,
    }
  })
  const atomicRequired = value.atomicRequired === true
  if (atomicRequired && !options.atomic)
    throw new ProviderRpcError(
      EIP5792.ATOMICITY_NOT_SUPPORTED,
      'Atomicity is not supported: this account (an EOA) runs calls one by one. Switch Airlock Wallet to Smart Account.',
    )
  const request: SendCallsRequest = { calls, atomicRequired }
  if (typeof value.from === 'string') request.from = value.from
  const paymaster = isRecord(value.capabilities) ? value.capabilities.paymasterService : undefined
  if (isRecord(paymaster) && paymaster.url !== undefined) {
    if (typeof paymaster.url !== 'string' || !/^https?:\/\//.test(paymaster.url))
      throw new ProviderRpcError(-32602, 'The paymasterService capability has no http(s) url')
    request.paymasterServiceUrl = paymaster.url
  }
  return request
}

/** wallet_getCallsStatus' id parameter (v2 sends the id string, some dapps wrap it). */
export function readCallsId(params: unknown): Hex {
  const first = Array.isArray(params) ? params[0] : undefined
  const id = isRecord(first) ? first.id : first
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
    throw new ProviderRpcError(EIP5792.UNKNOWN_BUNDLE, 'Unknown bundle id: this wallet did not send it')
  return id.toLowerCase() as Hex
}

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

/** EIP-5792 v2 status: 100 while the bundler has no receipt, 200 success, 500 reverted on chain. */
export function callsStatus(id: Hex, chainId: number, raw: RawUserOperationReceipt | null | undefined) {
  const base = { version: '2.0.0', id, chainId: hexChainId(chainId), atomic: true }
  if (!raw) return { ...base, status: 100 }
  const receipt = raw.receipt ?? {}
  return {
    ...base,
    status: raw.success ? 200 : 500,
    receipts: [
      {
        logs: (receipt.logs ?? []).map((log) => ({
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
