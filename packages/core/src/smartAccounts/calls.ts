import { activeConnection } from '../connect/request.ts'
import { untilRestored } from '../connect/restoring.ts'
import { type AirlockContext, adapterFor } from '../context.ts'
import { BaseError } from '../errors/base.ts'
import { isUserRejection, RpcErrorCode } from '../errors.ts'
import { UnsupportedChainError } from '../network/errors.ts'
import { createSmartAccountsApi } from './api.ts'
import { WalletCapabilityError } from './errors.ts'
import type { CallsStatus, ChainCapabilities, Hex, UserOperationReceipt, WalletCall } from './types.ts'

/*
 * EIP-5792 through the connected wallet, and user operation receipts through the cloud's bundler route: the
 * pieces both the smart-account actions and Send (from a smart account) use.
 */

const hex = (value: number | bigint) => `0x${value.toString(16)}` as Hex

/** Asks the connected wallet itself (any EIP-1193 method its adapter passes through). */
export async function walletRequest(ctx: AirlockContext, method: string, params: unknown): Promise<unknown> {
  // Right after a reload the connection may still be restoring: the request waits for it, as the others do.
  await untilRestored(ctx)
  const { namespace, connectorId, network } = activeConnection(ctx)
  const adapter = adapterFor(ctx, namespace)
  if (!adapter.request) throw new UnsupportedChainError(network.caipNetworkId)
  return adapter.request({ connectorId, method, params })
}

/**
 * wallet_getCapabilities for the connected account (or `address`), keyed by hex chain id.
 *
 * @example
 * const capabilities = await getCapabilities(ctx)
 * const atomic = capabilities['0x7a69']?.atomic?.status === 'supported'
 */
export async function getCapabilities(
  ctx: AirlockContext,
  options: { address?: string | undefined; chainIds?: number[] | undefined } = {},
): Promise<Record<Hex, ChainCapabilities>> {
  const address = options.address ?? ctx.account.get(ctx.chain.getState().activeChain)?.address
  if (!address) throw WalletCapabilityError.missingAddress()
  const chainIds = options.chainIds ?? [Number(ctx.chain.getState().activeCaipNetwork?.id)]
  const answer = await walletRequest(ctx, 'wallet_getCapabilities', [address, chainIds.map(hex)])
  return (answer ?? {}) as Record<Hex, ChainCapabilities>
}

export interface SendCallsParams {
  calls: readonly WalletCall[]
  /** Fail (5760) rather than send the calls one by one when the wallet cannot batch them atomically. */
  atomicRequired?: boolean | undefined
  /** EIP-5792 capabilities, e.g. `{ paymasterService: { url } }` or `{ permissions: { context } }`. */
  capabilities?: Record<string, unknown> | undefined
}

/**
 * wallet_sendCalls (EIP-5792 v2) on the active network from the connected account; resolves with the batch
 * id (a smart account's is its user operation hash).
 *
 * @example
 * const { id } = await sendCalls(ctx, { calls: [approve, swap], atomicRequired: true })
 */
export async function sendCalls(ctx: AirlockContext, params: SendCallsParams): Promise<{ id: string }> {
  await untilRestored(ctx)
  const { address, network } = activeConnection(ctx)
  const answer = (await walletRequest(ctx, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: hex(Number(network.id)),
      from: address,
      atomicRequired: params.atomicRequired ?? false,
      calls: params.calls.map((call) => ({
        to: call.to,
        ...(call.value !== undefined ? { value: hex(call.value) } : {}),
        ...(call.data !== undefined ? { data: call.data } : {}),
      })),
      ...(params.capabilities ? { capabilities: params.capabilities } : {}),
    },
  ])) as { id?: unknown } | string
  // EIP-5792 v1 wallets answer the id itself.
  const id = typeof answer === 'string' ? answer : answer?.id
  if (typeof id !== 'string')
    throw new WalletCapabilityError('The wallet answered wallet_sendCalls without an id')
  return { id }
}

/** wallet_getCallsStatus; a wallet that refuses to say gives 'Fetching call status not approved by the wallet'. */
export async function getCallsStatus(ctx: AirlockContext, id: string): Promise<CallsStatus> {
  try {
    return (await walletRequest(ctx, 'wallet_getCallsStatus', [id])) as CallsStatus
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (isUserRejection(error) || code === RpcErrorCode.UNAUTHORIZED)
      throw WalletCapabilityError.callStatusNotApproved(error)
    throw error
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls wallet_getCallsStatus until the batch is final (status 200 or more) or `timeoutMs` passes. */
export async function waitForCallsStatus(
  ctx: AirlockContext,
  id: string,
  { timeoutMs = 60_000, pollMs = 500 }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<CallsStatus> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const status = await getCallsStatus(ctx, id)
    if (status.status >= 200) return status
    if (Date.now() > deadline)
      throw new WalletCapabilityError(`The batch ${id} is still pending after ${timeoutMs / 1000} s`)
    await sleep(pollMs)
  }
}

/**
 * Waits for a user operation's receipt from the cloud's bundler route (eth_getUserOperationReceipt), polling
 * while the bundler has not included it yet.
 */
export async function waitForUserOperationReceipt(
  ctx: AirlockContext,
  chainId: string,
  userOpHash: Hex,
  { timeoutMs = 60_000, pollMs = 300 }: { timeoutMs?: number; pollMs?: number } = {},
): Promise<UserOperationReceipt> {
  if (!ctx.cloud) throw new BaseError('Smart accounts need the Airlock cloud: set cloudUrl')
  const api = createSmartAccountsApi(ctx.cloud.http)
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const receipt = await api.userOperationReceipt(chainId, userOpHash)
    if (receipt) return receipt
    if (Date.now() > deadline)
      throw new WalletCapabilityError(
        `The user operation ${userOpHash} was not included within ${timeoutMs / 1000} s`,
      )
    await sleep(pollMs)
  }
}
