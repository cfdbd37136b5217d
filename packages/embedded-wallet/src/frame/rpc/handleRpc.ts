import {
  createWalletClient,
  type Hex,
  isAddressEqual,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import { NOT_ALLOWED_MESSAGE, rpcMethodKind } from '../../shared/rpcMethods.ts'
import { chainCapabilities } from '../../smartAccount/capabilities.ts'
import { type ApprovalDescription, describeRequest } from '../approval/describe.ts'
import { smartAccountSection } from '../approval/describeSmart.ts'
import { erc20Targets, readTokenInfos } from '../approval/tokenInfo.ts'
import { gatewayChain, gatewayTransport } from '../smart/gatewayChain.ts'
import type { SmartAccounts } from '../smart/smartAccounts.ts'
import { ProviderRpcError, USER_REJECTED } from './errors.ts'
import type { Gateway } from './gateway.ts'
import { readSendCalls } from './sendCalls.ts'
import {
  accountFacts,
  grantPermissions,
  revokePermissions,
  type SmartScope,
  sendDappUserOperation,
  sendUserOp,
  smartSendTransaction,
  smartSignMessage,
  smartSignTypedData,
  userOperationStatus,
} from './smartRpc.ts'

/**
 * RPC_REQUEST inside the frame (the allow-list of shared/rpcMethods.ts): methods on neither list are refused,
 * safe ones go to the gateway (the account and chain are answered here), unsafe ones are described, wait for
 * the visitor's Approve on the frame's own card, and are signed with the key that never leaves this frame.
 */

export { ProviderRpcError } from './errors.ts'

export interface RpcContext {
  account: () => LocalAccount | undefined
  gateway: Gateway
  /** Shows the approval card; resolves true on Approve, false on Reject. */
  approve: (description: ApprovalDescription) => Promise<boolean>
  /** Batches sent by wallet_sendCalls, by id, for wallet_getCallsStatus. */
  batches?: Map<string, { chainId: number; hashes: Hex[] }>
  /** The smart accounts (chains listed in config.json `smartAccounts`); absent, the wallet is an EOA only. */
  smart?: SmartAccounts
  /** User operations sent by this frame, by hash, with their chain. */
  ops?: Map<string, number>
}

/** The methods of ERC-4337 bundlers: on a smart-account chain they go to the cloud's bundler route. */
const BUNDLER_METHODS = new Set([
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
])

/** The methods only a smart account answers. */
const SMART_ONLY = new Set(['wallet_grantPermissions', 'wallet_revokePermissions', 'eth_sendUserOperation'])

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
    chain: gatewayChain(chainId),
    // viem fills nonce, gas and fees by asking the gateway, signs here, then sends the raw transaction there.
    transport: gatewayTransport(gateway, chainId),
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
      const request = readSendCalls(list[0], { chainId, atomic: false, capabilities: [] })
      checkFrom(account, request.from)
      // An EOA has no atomic batch: the calls go one after another, each once the previous one was accepted.
      const hashes: Hex[] = []
      for (const call of request.calls)
        hashes.push(
          await sendTransaction(account, chainId, context.gateway, {
            to: call.to,
            data: call.data,
            value: call.value === undefined ? undefined : `0x${call.value.toString(16)}`,
          }),
        )
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

function isAddressString(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}

/** The smart account of the visitor on `chainId`, when the chain has smart accounts. */
async function smartScope(
  owner: LocalAccount,
  chainId: number,
  context: RpcContext,
): Promise<SmartScope | undefined> {
  const smart = context.smart
  const chain = smart?.chain(chainId)
  const pending = smart?.account(owner, chainId)
  if (!smart || !chain || !pending) return undefined
  return {
    owner,
    chainId,
    chain,
    account: await pending,
    smart,
    gateway: context.gateway,
    approve: context.approve,
    ops: context.ops ?? new Map(),
  }
}

/** The address the request names as its sender or signer, by method. */
function namedAccount(method: string, list: unknown[]): unknown {
  switch (method) {
    case 'personal_sign':
      return list[1]
    case 'eth_signTypedData_v4':
      return list[0]
    case 'eth_sendTransaction':
    case 'wallet_sendCalls':
      return (list[0] as { from?: unknown } | undefined)?.from
    default:
      return undefined
  }
}

/**
 * Which account answers: the one the request names (the EOA or the smart account), else the preferred one.
 * A name the wallet does not hold is refused.
 */
function pick(named: unknown, owner: LocalAccount, scope: SmartScope | undefined, preferred: string) {
  if (named === undefined || named === null) return preferred === 'smartAccount' ? scope : undefined
  if (isAddressString(named)) {
    if (scope && isAddressEqual(named, scope.account.address)) return scope
    if (isAddressEqual(named, owner.address)) return undefined
  }
  throw new ProviderRpcError(4100, 'The request names an account this wallet does not hold')
}

async function capabilities(
  list: unknown[],
  owner: LocalAccount | undefined,
  chainId: number,
  context: RpcContext,
) {
  const [address, chainIds] = list
  if (address === undefined || address === null || address === '')
    throw new ProviderRpcError(-32602, 'Missing address parameter in wallet_getCapabilities')
  if (!isAddressString(address)) throw new ProviderRpcError(-32602, 'The address is not an address')
  if (!owner) return {}
  const chains = Array.isArray(chainIds)
    ? chainIds.map((id) => {
        try {
          return Number(BigInt(id as string))
        } catch {
          throw new ProviderRpcError(-32602, `${String(id)} is not a chain id`)
        }
      })
    : [...new Set([chainId, ...smartChainIds(context)])]
  const answer: Record<string, unknown> = {}
  for (const id of chains) {
    const key = `0x${id.toString(16)}`
    const scope = await smartScope(owner, id, context)
    if (scope && isAddressEqual(address, scope.account.address))
      answer[key] = chainCapabilities({ smartAccount: true, paymaster: scope.chain.sponsored })
    else if (isAddressEqual(address, owner.address))
      answer[key] = chainCapabilities({ smartAccount: false, paymaster: false })
  }
  return answer
}

function smartChainIds(context: RpcContext): number[] {
  return context.smart?.chainIds() ?? []
}

async function callsStatusOf(
  id: unknown,
  chainId: number,
  owner: LocalAccount | undefined,
  context: RpcContext,
) {
  if (typeof id === 'string' && context.batches?.has(id)) return callsStatus(id, context)
  const smart = context.smart
  if (!smart || typeof id !== 'string' || !isHex(id, { strict: true }) || id.length !== 66)
    throw new ProviderRpcError(5730, 'Unknown bundle id')
  const known = context.ops?.get(id)
  if (known !== undefined) return userOperationStatus(smart, known, id)
  // Sent before a reload of this frame: the bundler of the active chain may still know it, if it is ours.
  const scope = owner ? await smartScope(owner, chainId, context) : undefined
  if (scope) {
    const found = (await smart
      .bundlerRequest(chainId, 'eth_getUserOperationByHash', [id])
      .catch(() => null)) as {
      userOperation?: { sender?: unknown }
    } | null
    const sender = found?.userOperation?.sender
    if (isAddressString(sender) && isAddressEqual(sender, scope.account.address))
      return userOperationStatus(smart, chainId, id)
  }
  throw new ProviderRpcError(5730, 'Unknown bundle id')
}

function describeFailure(error: unknown): ProviderRpcError {
  return error instanceof SyntaxError
    ? new ProviderRpcError(-32602, 'The typed data is not JSON')
    : error instanceof ProviderRpcError
      ? error
      : new ProviderRpcError(4200, error instanceof Error ? error.message : String(error))
}

function typedDataOf(raw: unknown): TypedDataDefinition {
  const data = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TypedDataDefinition & {
    types: Record<string, unknown>
  }
  const { EIP712Domain: _, ...types } = data.types
  return { ...data, types } as TypedDataDefinition
}

/** An unsafe request for the smart account: checked, described with the account, approved, then sent. */
async function smartRequest(method: string, list: unknown[], scope: SmartScope) {
  const { chainId } = scope
  if (method === 'wallet_grantPermissions') return grantPermissions(scope, list)
  if (method === 'wallet_revokePermissions') return revokePermissions(scope, list)
  if (method === 'eth_sendUserOperation') return sendDappUserOperation(scope, list)
  const sendCalls =
    method === 'wallet_sendCalls'
      ? readSendCalls(list[0], { chainId, atomic: true, capabilities: ['paymasterService'] })
      : undefined
  const tx = method === 'eth_sendTransaction' ? ((list[0] ?? {}) as TransactionParams) : undefined
  if (tx) checkChain(tx.chainId, chainId)
  let typedData: TypedDataDefinition | undefined
  const calls = sendCalls?.calls ?? (tx ? [tx] : [])
  const tokens = await readTokenInfos(
    scope.gateway,
    chainId,
    erc20Targets(calls as { to?: unknown; data?: unknown }[]),
  )
  let description: ApprovalDescription
  try {
    if (method === 'eth_signTypedData_v4') {
      typedData = typedDataOf(list[1])
      checkChain(typedData.domain?.chainId, chainId)
    }
    const params = sendCalls ? [{ calls: sendCalls.calls }] : list
    description = describeRequest(method, params, chainId, tokens)
  } catch (error) {
    throw describeFailure(error)
  }
  const facts = await accountFacts(scope)
  const sponsored = facts.sponsored || sendCalls?.paymasterServiceUrl !== undefined
  description.sections.push(smartAccountSection(facts.address, sponsored, facts.deployed))
  if (!(await scope.approve(description))) throw new ProviderRpcError(4001, USER_REJECTED)
  switch (method) {
    case 'personal_sign':
      return smartSignMessage(scope, list[0] as string)
    case 'eth_signTypedData_v4':
      return smartSignTypedData(scope, typedData as TypedDataDefinition)
    case 'eth_sendTransaction': {
      const call = tx as TransactionParams
      return smartSendTransaction(scope, {
        ...(call.to ? { to: call.to } : {}),
        ...(call.data ? { data: call.data } : {}),
        ...(call.value ? { value: BigInt(call.value) } : {}),
      })
    }
    default: {
      const request = sendCalls as NonNullable<typeof sendCalls>
      return { id: await sendUserOp(scope, request.calls, request.paymasterServiceUrl) }
    }
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
  const preferred = context.smart?.preferred(chainId) ?? 'eoa'
  if (kind === 'safe') {
    if (method === 'eth_accounts') {
      if (!account) return []
      const scope = preferred === 'smartAccount' ? await smartScope(account, chainId, context) : undefined
      return [scope ? scope.account.address : account.address]
    }
    if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
    if (method === 'wallet_getCapabilities') return capabilities(list, account, chainId, context)
    if (method === 'wallet_getCallsStatus') return callsStatusOf(list[0], chainId, account, context)
    if (BUNDLER_METHODS.has(method) && context.smart?.chain(chainId))
      return context.smart.bundlerRequest(chainId, method, list)
    return context.gateway.request(chainId, method, list)
  }
  if (!account) throw new ProviderRpcError(4100, 'The embedded wallet is not connected')
  const scope = await smartScope(account, chainId, context)
  if (SMART_ONLY.has(method)) {
    if (!scope || preferred !== 'smartAccount')
      throw new ProviderRpcError(4200, `${method} needs a smart account, and this chain's account is an EOA`)
    return smartRequest(method, list, scope)
  }
  const chosen = pick(namedAccount(method, list), account, scope, preferred)
  if (chosen) return smartRequest(method, list, chosen)
  if (method === 'wallet_sendCalls')
    // Checked before the card, so an EOA's refusal (5700, 5710, 5740, 5760) comes without a prompt.
    readSendCalls(list[0], { chainId, atomic: false, capabilities: [] })
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
    throw describeFailure(error)
  }
  if (!(await context.approve(description))) throw new ProviderRpcError(4001, USER_REJECTED)
  return sign(method, list, account, chainId, context)
}
