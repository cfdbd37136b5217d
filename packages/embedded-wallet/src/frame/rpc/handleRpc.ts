import {
  createWalletClient,
  custom,
  defineChain,
  type Hex,
  isAddressEqual,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import { NOT_ALLOWED_MESSAGE, rpcMethodKind } from '../../shared/rpcMethods.ts'
import { type ApprovalDescription, describeRequest, networkName } from '../approval/describe.ts'
import { erc20Targets, readTokenInfos } from '../approval/tokenInfo.ts'
import type { Gateway } from './gateway.ts'

/**
 * RPC_REQUEST inside the frame (spec section 6): methods on neither list are refused, safe ones go to the
 * gateway (the account and chain are answered here), unsafe ones are described, wait for the visitor's
 * Approve on the frame's own card, and are signed with the key that never leaves this frame.
 */

/** An EIP-1193 error: the kit reads `code` (4001 = the visitor rejected). */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

export const USER_REJECTED = 'User rejected the request.'

export interface RpcContext {
  account: () => LocalAccount | undefined
  gateway: Gateway
  /** Shows the approval card; resolves true on Approve, false on Reject. */
  approve: (description: ApprovalDescription) => Promise<boolean>
  /** Batches sent by wallet_sendCalls, by id, for wallet_getCallsStatus. */
  batches?: Map<string, { chainId: number; hashes: Hex[] }>
}

interface TransactionParams {
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

const big = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))

function checkFrom(account: LocalAccount, from: unknown) {
  if (from === undefined) return
  if (
    typeof from !== 'string' ||
    !/^0x[0-9a-fA-F]{40}$/.test(from) ||
    !isAddressEqual(from as Hex, account.address)
  )
    throw new ProviderRpcError(4100, 'The request names an account this wallet does not hold')
}

/**
 * A request bound to a chain (typed data's domain, a transaction's or batch's chainId) must name the active
 * one: a signature for another chain is not what the card said.
 */
function checkChain(named: unknown, chainId: number) {
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

async function sendTransaction(
  account: LocalAccount,
  chainId: number,
  gateway: Gateway,
  tx: TransactionParams,
) {
  checkFrom(account, tx.from)
  checkChain(tx.chainId, chainId)
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chainId,
      name: networkName(chainId),
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [] } },
    }),
    // viem fills nonce, gas and fees by asking the gateway, signs here, then sends the raw transaction there.
    // No retries here: viem probes methods a node may lack (eth_fillTransaction) and falls back at once.
    transport: custom(
      { request: ({ method, params }) => gateway.request(chainId, method, params) },
      { retryCount: 0 },
    ),
  })
  const gasPrice = big(tx.gasPrice)
  const common = {
    to: tx.to,
    data: tx.data,
    value: big(tx.value),
    gas: big(tx.gas),
    nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
  }
  return gasPrice !== undefined
    ? client.sendTransaction({ ...common, gasPrice })
    : client.sendTransaction({
        ...common,
        maxFeePerGas: big(tx.maxFeePerGas),
        maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
      })
}

async function sign(
  method: string,
  list: unknown[],
  account: LocalAccount,
  chainId: number,
  context: RpcContext,
) {
  switch (method) {
    case 'personal_sign': {
      const [message, address] = list
      checkFrom(account, address)
      const text = message as string
      return account.signMessage({ message: isHex(text, { strict: true }) ? { raw: text } : text })
    }
    case 'eth_signTypedData_v4': {
      const [address, raw] = list
      checkFrom(account, address)
      const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & {
        types: Record<string, unknown>
      }
      checkChain(data.domain?.chainId, chainId)
      // viem derives the domain type itself and refuses it among the types.
      const { EIP712Domain: _, ...types } = data.types
      return account.signTypedData({ ...data, types } as TypedDataDefinition)
    }
    case 'eth_sendTransaction':
      return sendTransaction(account, chainId, context.gateway, (list[0] ?? {}) as TransactionParams)
    case 'wallet_sendCalls': {
      const request = (list[0] ?? {}) as { from?: string; chainId?: string; calls: TransactionParams[] }
      checkFrom(account, request.from)
      checkChain(request.chainId, chainId)
      // An EOA has no atomic batch: the calls go one after another, each once the previous one was accepted.
      const hashes: Hex[] = []
      for (const call of request.calls)
        hashes.push(await sendTransaction(account, chainId, context.gateway, call))
      const id = `0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`
      context.batches?.set(id, { chainId, hashes })
      return { id }
    }
    default:
      throw new ProviderRpcError(4200, `${method} is not supported by the embedded wallet`)
  }
}

async function callsStatus(id: unknown, context: RpcContext) {
  const batch = typeof id === 'string' ? context.batches?.get(id) : undefined
  if (!batch) throw new ProviderRpcError(5730, 'Unknown bundle id')
  const receipts = await Promise.all(
    batch.hashes.map((hash) => context.gateway.request(batch.chainId, 'eth_getTransactionReceipt', [hash])),
  )
  const done = receipts.every((receipt) => receipt !== null)
  const failed = receipts.some((receipt) => (receipt as { status?: string } | null)?.status === '0x0')
  return {
    version: '2.0.0',
    id,
    chainId: `0x${batch.chainId.toString(16)}`,
    status: !done ? 100 : failed ? 500 : 200,
    atomic: false,
    receipts: done ? receipts : undefined,
  }
}

export async function handleRpc(
  request: { method: string; params: unknown; chainId: number },
  context: RpcContext,
): Promise<unknown> {
  const { method, params, chainId } = request
  const list = Array.isArray(params) ? params : []
  const kind = rpcMethodKind(method)
  if (kind === 'not-allowed') throw new ProviderRpcError(4200, NOT_ALLOWED_MESSAGE)
  const account = context.account()
  if (kind === 'safe') {
    if (method === 'eth_accounts') return account ? [account.address] : []
    if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
    if (method === 'wallet_getCapabilities') return {}
    if (method === 'wallet_getCallsStatus') return callsStatus(list[0], context)
    return context.gateway.request(chainId, method, list)
  }
  if (!account) throw new ProviderRpcError(4100, 'The embedded wallet is not connected')
  const calls =
    method === 'eth_sendTransaction'
      ? [list[0] ?? {}]
      : method === 'wallet_sendCalls'
        ? ((list[0] as { calls?: unknown } | undefined)?.calls ?? [])
        : []
  const tokens = await readTokenInfos(
    context.gateway,
    chainId,
    erc20Targets(Array.isArray(calls) ? (calls as { to?: unknown; data?: unknown }[]) : []),
  )
  let description: ApprovalDescription
  try {
    description = describeRequest(method, list, chainId, tokens)
  } catch (error) {
    throw error instanceof SyntaxError
      ? new ProviderRpcError(-32602, 'The typed data is not JSON')
      : new ProviderRpcError(4200, error instanceof Error ? error.message : String(error))
  }
  if (!(await context.approve(description))) throw new ProviderRpcError(4001, USER_REJECTED)
  return sign(method, list, account, chainId, context)
}
