import type { TypedDataDefinition } from 'viem'
import { type ApprovalDescription, describeRequest } from '../approval/describe.ts'
import { smartAccountSection } from '../approval/describeSmart.ts'
import { erc20Targets, readTokenInfos } from '../approval/tokenInfo.ts'
import { ProviderRpcError, USER_REJECTED } from './errors.ts'
import { checkChain, describeFailure, type TransactionParams, typedDataOf } from './requestChecks.ts'
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
} from './smartRpc.ts'

/** An unsafe request for the smart account: checked, described with the account, approved, then sent. */
export async function smartRequest(method: string, list: unknown[], scope: SmartScope) {
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
