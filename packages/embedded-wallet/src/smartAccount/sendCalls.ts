import { type Address, type Hex, isAddress, isHex } from 'viem'
import { SmartRequestError } from './requestError.ts'

/*
 * EIP-5792 (v2) wallet_sendCalls' request, checked before anything is shown to the user: the chain must be the
 * active one (5710), the batch not too large (5740), every capability the dapp does not mark optional one the
 * account supports (5700), and atomicRequired only for an account that runs batches atomically (5760). The
 * embedded wallet's frame and the reference wallet read requests with this one reader.
 */

/** The most calls one batch may carry: one user operation, one approval the user can still read. */
export const MAX_CALLS = 16

/** EIP-5792's error codes. */
export const EIP5792 = {
  UNSUPPORTED_CAPABILITY: 5700,
  UNSUPPORTED_CHAIN: 5710,
  UNKNOWN_BUNDLE: 5730,
  BATCH_TOO_LARGE: 5740,
  ATOMICITY_NOT_SUPPORTED: 5760,
} as const

/** One call as the dapp sent it: no `to` is a contract creation (only where `contractCreation` allows it). */
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

export interface ReadSendCallsOptions {
  /** The active chain: a request for another one is refused with 5710. */
  chainId: number
  /** Whether the account runs a batch atomically (a smart account does, an EOA does not). */
  atomic: boolean
  /** The capabilities the account honours; any other one not marked optional is refused with 5700. */
  capabilities: readonly string[]
  /** Whether a call may leave out `to` (an EOA deploying a contract); without it such a call is -32602. */
  contractCreation?: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function quantity(value: unknown, what: string): bigint | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  throw new SmartRequestError(-32602, `${what} is not a quantity`)
}

function checkCapabilities(capabilities: unknown, supported: readonly string[]) {
  if (capabilities === undefined || capabilities === null) return
  if (!isRecord(capabilities)) throw new SmartRequestError(-32602, 'The capabilities are not an object')
  for (const [name, value] of Object.entries(capabilities)) {
    if (supported.includes(name)) continue
    if (isRecord(value) && value.optional === true) continue
    throw new SmartRequestError(
      EIP5792.UNSUPPORTED_CAPABILITY,
      `Unsupported non-optional capability: ${name}`,
    )
  }
}

function paymasterServiceUrl(capabilities: unknown): string | undefined {
  if (!isRecord(capabilities) || !isRecord(capabilities.paymasterService)) return undefined
  const url = capabilities.paymasterService.url
  if (url === undefined) return undefined
  if (typeof url !== 'string' || !/^https?:\/\//.test(url))
    throw new SmartRequestError(-32602, 'The paymasterService capability has no http(s) url')
  return url
}

function readCall(call: unknown, n: number, options: ReadSendCallsOptions): SendCallsCall {
  if (!isRecord(call)) throw new SmartRequestError(-32602, `Call ${n} is not an object`)
  checkCapabilities(call.capabilities, options.capabilities)
  const result: SendCallsCall = {}
  if (call.to !== undefined && call.to !== null) {
    if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false }))
      throw new SmartRequestError(-32602, `Call ${n} has no address to call`)
    result.to = call.to as Address
  } else if (!options.contractCreation)
    throw new SmartRequestError(
      -32602,
      `Call ${n} has no address to call (contract creation is not supported)`,
    )
  const amount = quantity(call.value, `Call ${n}'s value`)
  if (amount !== undefined) result.value = amount
  if (call.data !== undefined && call.data !== null) {
    if (typeof call.data !== 'string' || !isHex(call.data))
      throw new SmartRequestError(-32602, `Call ${n}'s data is not hex`)
    result.data = call.data as Hex
  }
  return result
}

/**
 * Reads wallet_sendCalls' first parameter for the account on `options.chainId`. Throws a SmartRequestError
 * with the EIP-5792 code (or -32602) for the wallet to answer at once, before any approval.
 *
 * @example
 * ```ts
 * const request = readSendCalls(params[0], { chainId: 31337, atomic: true, capabilities: ['paymasterService'] })
 * // { calls: [{ to, value: 16n }], atomicRequired: true, paymasterServiceUrl: 'https://…' }
 * ```
 */
export function readSendCalls(value: unknown, options: ReadSendCallsOptions): SendCallsRequest {
  if (!isRecord(value)) throw new SmartRequestError(-32602, 'wallet_sendCalls needs a request object')
  if (value.chainId !== undefined) {
    let named = Number.NaN
    try {
      named = Number(BigInt(value.chainId as string))
    } catch {}
    if (named !== options.chainId)
      throw new SmartRequestError(
        EIP5792.UNSUPPORTED_CHAIN,
        `Unsupported chain id ${String(value.chainId)}: the active chain is ${options.chainId}`,
      )
  }
  if (!Array.isArray(value.calls) || value.calls.length === 0)
    throw new SmartRequestError(-32602, 'wallet_sendCalls needs calls')
  if (value.calls.length > MAX_CALLS)
    throw new SmartRequestError(EIP5792.BATCH_TOO_LARGE, `Too many calls: at most ${MAX_CALLS} in one batch`)
  checkCapabilities(value.capabilities, options.capabilities)
  const calls = value.calls.map((call: unknown, index: number) => readCall(call, index + 1, options))
  const atomicRequired = value.atomicRequired === true
  if (atomicRequired && !options.atomic)
    throw new SmartRequestError(
      EIP5792.ATOMICITY_NOT_SUPPORTED,
      'Atomicity is not supported: this account runs calls one by one',
    )
  const request: SendCallsRequest = { calls, atomicRequired }
  if (typeof value.from === 'string') request.from = value.from
  const url = paymasterServiceUrl(value.capabilities)
  if (url) request.paymasterServiceUrl = url
  return request
}

/**
 * wallet_getCallsStatus' id (v2 sends the id string, some dapps wrap it in `{ id }`), lower-cased. Anything but
 * a 32-byte hex id is a bundle this wallet did not send: 5730.
 *
 * @example
 * ```ts
 * readCallsId([`0x${'AB'.repeat(32)}`]) // `0x${'ab'.repeat(32)}`
 * ```
 */
export function readCallsId(params: unknown): Hex {
  const first = Array.isArray(params) ? params[0] : undefined
  const id = isRecord(first) ? first.id : first
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
    throw new SmartRequestError(EIP5792.UNKNOWN_BUNDLE, 'Unknown bundle id: this wallet did not send it')
  return id.toLowerCase() as Hex
}
