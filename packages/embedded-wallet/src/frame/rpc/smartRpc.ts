import {
  type Address,
  type Hex,
  isAddressEqual,
  isHex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem'
import type { UserOperationReceipt } from 'viem/account-abstraction'
import { readContract } from 'viem/actions'
import { airlockSmartAccountAbi, MODULE_TYPE_VALIDATOR } from '../../smartAccount/abi.ts'
import type { AirlockSmartAccount } from '../../smartAccount/account.ts'
import { decodeAccountCalls } from '../../smartAccount/calls.ts'
import { callsStatus, type RawUserOperationReceipt } from '../../smartAccount/callsStatus.ts'
import type { SmartAccountChain } from '../../smartAccount/chain.ts'
import { readGrantRequest, readRevokeRequest } from '../../smartAccount/permissionRequest.ts'
import { grantCalls, grantResponse, newSessionId, revokeCall } from '../../smartAccount/permissions.ts'
import type { ApprovalDescription } from '../approval/describe.ts'
import { describeGrant, describeRevoke, describeUserOperation } from '../approval/describeSmart.ts'
import { readTokenInfos } from '../approval/tokenInfo.ts'
import type { SmartAccounts } from '../smart/smartAccounts.ts'
import { ProviderRpcError, toProviderError, USER_REJECTED } from './errors.ts'
import type { Gateway } from './gateway.ts'
import type { SendCallsCall } from './sendCalls.ts'

/**
 * The unsafe methods for the visitor's smart account: signatures by ERC-1271 (ERC-6492 before deployment),
 * transactions and batches as one user operation through the cloud's bundler (sponsored where the chain says
 * so), ERC-7715 grants and revocations as owner user operations, and dapp-built user operations. Each waits
 * for the visitor's Approve on the frame's card before anything is signed.
 */

export interface SmartScope {
  owner: LocalAccount
  chainId: number
  chain: SmartAccountChain
  account: AirlockSmartAccount
  smart: SmartAccounts
  gateway: Gateway
  approve: (description: ApprovalDescription) => Promise<boolean>
  /** User operations this frame sent, by hash, with their chain: wallet_getCallsStatus answers them. */
  ops: Map<string, number>
}

/** How long a sent user operation may take to be included before eth_sendTransaction gives up. */
export const RECEIPT_TIMEOUT_MS = 120_000

export async function accountFacts(scope: SmartScope) {
  return {
    address: scope.account.address,
    sponsored: scope.chain.sponsored,
    deployed: await scope.smart.isDeployed(scope.chainId, scope.account.address),
  }
}

/** Runs a library reader; its refusal (a SmartRequestError) becomes the frame's ProviderRpcError. */
function answered<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    throw toProviderError(error)
  }
}

async function approveOrReject(scope: SmartScope, description: ApprovalDescription) {
  if (!(await scope.approve(description))) throw new ProviderRpcError(4001, USER_REJECTED)
}

export async function smartSignMessage(scope: SmartScope, message: string): Promise<Hex> {
  return scope.account.signMessage({ message: isHex(message, { strict: true }) ? { raw: message } : message })
}

export async function smartSignTypedData(scope: SmartScope, data: TypedDataDefinition): Promise<Hex> {
  return scope.account.signTypedData(data)
}

/** Sends `calls` as one user operation; resolves its hash once the bundler took it. */
export async function sendUserOp(
  scope: SmartScope,
  calls: SendCallsCall[],
  paymasterServiceUrl?: string,
): Promise<Hex> {
  const targets = calls.map((call, index) => {
    if (!call.to)
      throw new ProviderRpcError(
        -32602,
        `Call ${index + 1} has no address: a smart account does not deploy contracts this way`,
      )
    return { to: call.to, value: call.value ?? 0n, data: call.data ?? ('0x' as Hex) }
  })
  const bundler = scope.smart.bundler(scope.account, scope.chainId, paymasterServiceUrl)
  try {
    const hash = await bundler.sendUserOperation({ account: scope.account, calls: targets })
    scope.ops.set(hash, scope.chainId)
    return hash
  } catch (error) {
    throw toProviderError(error)
  }
}

export async function waitForOp(scope: SmartScope, hash: Hex): Promise<UserOperationReceipt> {
  const bundler = scope.smart.bundler(scope.account, scope.chainId)
  try {
    return await bundler.waitForUserOperationReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS })
  } catch (error) {
    throw toProviderError(error)
  }
}

/** eth_sendTransaction: one user operation; answers the hash of the transaction that carried it. */
export async function smartSendTransaction(scope: SmartScope, call: SendCallsCall): Promise<Hex> {
  const receipt = await waitForOp(scope, await sendUserOp(scope, [call]))
  return receipt.receipt.transactionHash
}

export async function grantPermissions(scope: SmartScope, params: unknown[]) {
  const grant = answered(() =>
    readGrantRequest(params[0], { chainId: scope.chainId, address: scope.account.address }),
  )
  const facts = await accountFacts(scope)
  const tokens = await readTokenInfos(
    scope.gateway,
    scope.chainId,
    grant.session.token === '0x0000000000000000000000000000000000000000'
      ? []
      : [grant.session.token.toLowerCase()],
  )
  await approveOrReject(scope, describeGrant(grant, scope.chainId, facts, tokens))

  const validator = scope.chain.sessionValidator
  const validatorInstalled =
    facts.deployed &&
    (await readContract(scope.account.client, {
      address: scope.account.address,
      abi: airlockSmartAccountAbi,
      functionName: 'isModuleInstalled',
      args: [MODULE_TYPE_VALIDATOR, validator, '0x'],
    }))
  const sessionId = newSessionId()
  const calls = grantCalls({
    account: scope.account.address,
    validator,
    sessionId,
    session: grant.session,
    permissions: grant.permissions,
    validatorInstalled,
  })
  const receipt = await waitForOp(scope, await sendUserOp(scope, calls))
  if (!receipt.success) throw new ProviderRpcError(-32603, 'The permission grant reverted on chain')
  return grantResponse({ grant, account: scope.account.address, validator, sessionId })
}

export async function revokePermissions(scope: SmartScope, params: unknown[]) {
  const decoded = answered(() =>
    readRevokeRequest(params[0], { sessionValidator: scope.chain.sessionValidator }),
  )
  await approveOrReject(scope, describeRevoke(scope.chainId, decoded.sessionId, await accountFacts(scope)))
  const receipt = await waitForOp(
    scope,
    await sendUserOp(scope, [revokeCall(decoded.validator, decoded.sessionId)]),
  )
  if (!receipt.success) throw new ProviderRpcError(-32603, 'The revocation reverted on chain')
  return null
}

/**
 * eth_sendUserOperation(op, entryPoint): a user operation the dapp built for this account. The wallet keeps its
 * callData (shown decoded on the card), fills gas, nonce and paymaster itself and signs it as the owner.
 */
export async function sendDappUserOperation(scope: SmartScope, params: unknown[]): Promise<Hex> {
  const [op, entryPoint] = params as [Record<string, unknown> | undefined, unknown]
  if (!op || typeof op !== 'object')
    throw new ProviderRpcError(-32602, 'eth_sendUserOperation needs a user operation')
  if (
    typeof op.sender !== 'string' ||
    !/^0x[0-9a-fA-F]{40}$/.test(op.sender) ||
    !isAddressEqual(op.sender as Address, scope.account.address)
  )
    throw new ProviderRpcError(4100, 'The user operation is for an account this wallet does not hold')
  if (
    typeof entryPoint === 'string' &&
    (!/^0x[0-9a-fA-F]{40}$/.test(entryPoint) ||
      !isAddressEqual(entryPoint as Address, scope.chain.entryPoint))
  )
    throw new ProviderRpcError(-32602, `The account uses the EntryPoint ${scope.chain.entryPoint}`)
  const callData = op.callData
  if (typeof callData !== 'string' || !isHex(callData, { strict: true }))
    throw new ProviderRpcError(-32602, 'The user operation has no callData')
  let calls: ReturnType<typeof decodeAccountCalls> | undefined
  try {
    calls = decodeAccountCalls(callData as Hex)
  } catch {
    calls = undefined
  }
  await approveOrReject(
    scope,
    describeUserOperation(scope.chainId, calls, callData as Hex, await accountFacts(scope)),
  )
  const bundler = scope.smart.bundler(scope.account, scope.chainId)
  try {
    const hash = await bundler.sendUserOperation({ account: scope.account, callData: callData as Hex })
    scope.ops.set(hash, scope.chainId)
    return hash
  } catch (error) {
    throw toProviderError(error)
  }
}

/** EIP-5792 status of a user operation, from the bundler's eth_getUserOperationReceipt (hex fields kept). */
export async function userOperationStatus(smart: SmartAccounts, chainId: number, id: Hex) {
  const raw = await smart.bundlerRequest(chainId, 'eth_getUserOperationReceipt', [id])
  return callsStatus(id, chainId, raw as RawUserOperationReceipt | null)
}
