import { type Address, type Hex, isAddress, isHex } from 'viem'
import { ProviderRpcError } from './errors.ts'

/**
 * EIP-5792 (v2) wallet_sendCalls' request, checked before anything is shown: the chain must be the active one
 * (5710), the batch not too large (5740), every capability the dapp does not mark optional one the account
 * supports (5700), and atomicRequired only for an account that runs batches atomically (5760).
 */

/** The most calls one batch may carry: one user operation, one approval card the visitor can still read. */
export const MAX_CALLS = 16

export interface SendCallsCall {
  to?: Address
  value?: bigint
  data?: Hex
}

export interface SendCallsRequest {
  from?: string
  calls: SendCallsCall[]
  atomicRequired: boolean
  /** EIP-5792's paymasterService capability: the ERC-7677 paymaster the dapp asks the wallet to use. */
  paymasterServiceUrl?: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function quantity(value: unknown, what: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
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
    throw new ProviderRpcError(5700, `Unsupported non-optional capability: ${name}`)
  }
}

function paymasterServiceUrl(capabilities: unknown): string | undefined {
  if (!isRecord(capabilities) || !isRecord(capabilities.paymasterService)) return undefined
  const url = capabilities.paymasterService.url
  if (url === undefined) return undefined
  if (typeof url !== 'string' || !/^https?:\/\//.test(url))
    throw new ProviderRpcError(-32602, 'The paymasterService capability has no http(s) url')
  return url
}

export function readSendCalls(
  value: unknown,
  options: { chainId: number; atomic: boolean; capabilities: readonly string[] },
): SendCallsRequest {
  if (!isRecord(value)) throw new ProviderRpcError(-32602, 'wallet_sendCalls needs a request object')
  if (value.chainId !== undefined) {
    let named: number
    try {
      named = Number(BigInt(value.chainId as string))
    } catch {
      named = Number.NaN
    }
    if (named !== options.chainId)
      throw new ProviderRpcError(
        5710,
        `Unsupported chain id ${String(value.chainId)}: the active chain is ${options.chainId}`,
      )
  }
  if (!Array.isArray(value.calls) || value.calls.length === 0)
    throw new ProviderRpcError(-32602, 'wallet_sendCalls needs calls')
  if (value.calls.length > MAX_CALLS)
    throw new ProviderRpcError(5740, `Too many calls: at most ${MAX_CALLS} in one batch`)
  checkCapabilities(value.capabilities, options.capabilities)
  const calls = value.calls.map((call: unknown, index: number): SendCallsCall => {
    if (!isRecord(call)) throw new ProviderRpcError(-32602, `Call ${index + 1} is not an object`)
    checkCapabilities(call.capabilities, options.capabilities)
    const result: SendCallsCall = {}
    if (call.to !== undefined && call.to !== null) {
      if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false }))
        throw new ProviderRpcError(-32602, `Call ${index + 1} has no address to call`)
      result.to = call.to as Address
    }
    const amount = quantity(call.value, `Call ${index + 1}'s value`)
    if (amount !== undefined) result.value = amount
    if (call.data !== undefined && call.data !== null) {
      if (typeof call.data !== 'string' || !isHex(call.data))
        throw new ProviderRpcError(-32602, `Call ${index + 1}'s data is not hex`)
      result.data = call.data as Hex
    }
    return result
  })
  const atomicRequired = value.atomicRequired === true
  if (atomicRequired && !options.atomic)
    throw new ProviderRpcError(5760, 'Atomicity is not supported: this account runs calls one by one')
  const request: SendCallsRequest = { calls, atomicRequired }
  if (typeof value.from === 'string') request.from = value.from
  const url = paymasterServiceUrl(value.capabilities)
  if (url) request.paymasterServiceUrl = url
  return request
}
