import { type Hex, isAddressEqual, type LocalAccount, type TypedDataDefinition } from 'viem'
import { ProviderRpcError } from './errors.ts'

/**
 * The checks every signing request passes before a card is shown: the account it names is ours, the chain it
 * names is the active one, its typed data parses. A request that fails one is refused, never shown.
 */

/** An eth_sendTransaction's parameters, as a dapp sends them (hex strings). */
export interface TransactionParams {
  from?: string
  chainId?: string
  to?: Hex
  data?: Hex
  value?: string
  gas?: string
  nonce?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
}

/** Refused when a request names an account this frame does not hold (EIP-1193 4100). */
export const NOT_OUR_ACCOUNT = 'The request names an account this wallet does not hold'

export function isAddressString(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}

export function checkFrom(account: LocalAccount, from: unknown) {
  if (from === undefined) return
  if (
    typeof from !== 'string' ||
    !/^0x[0-9a-fA-F]{40}$/.test(from) ||
    !isAddressEqual(from as Hex, account.address)
  )
    throw new ProviderRpcError(4100, NOT_OUR_ACCOUNT)
}

/**
 * A request bound to a chain (typed data's domain, a transaction's or batch's chainId) must name the active
 * one: a signature for another chain is not what the card said.
 */
export function checkChain(named: unknown, chainId: number) {
  if (named === undefined || named === null) return
  const value =
    typeof named === 'string' || typeof named === 'number' || typeof named === 'bigint' ? named : NaN
  let parsed: number
  try {
    parsed = Number(BigInt(value))
  } catch {
    parsed = Number.NaN
  }
  if (parsed !== chainId)
    throw new ProviderRpcError(
      -32602,
      `The request is for chain ${String(named)}, not the active chain ${chainId}`,
    )
}

/** Why a request could not be described for the card, as the error the dapp receives. */
export function describeFailure(error: unknown): ProviderRpcError {
  return error instanceof SyntaxError
    ? new ProviderRpcError(-32602, 'The typed data is not JSON')
    : error instanceof ProviderRpcError
      ? error
      : new ProviderRpcError(4200, error instanceof Error ? error.message : String(error))
}

/** A dapp's typed data (an object or its JSON), without the EIP712Domain type viem derives itself. */
export function typedDataOf(raw: unknown): TypedDataDefinition {
  const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & {
    types: Record<string, unknown>
  }
  const { EIP712Domain: _, ...types } = data.types
  return { ...data, types } as TypedDataDefinition
}
