/**
 * @airlock/embedded-wallet/smart-account: the Airlock smart account (EntryPoint v0.7, ERC-1271 with ERC-6492
 * before deployment), its session-key account, and the ERC-7715 / EIP-5792 helpers the embedded wallet's frame
 * and the reference wallet share. Needs viem (a peer dependency).
 *
 * @example
 * ```ts
 * import { createBundlerClient } from 'viem/account-abstraction'
 * import { toAirlockSmartAccount } from '@airlock/embedded-wallet/smart-account'
 * const account = await toAirlockSmartAccount({ client, owner, factory })
 * const bundler = createBundlerClient({ client, account, transport: http(bundlerUrl) })
 * const hash = await bundler.sendUserOperation({ calls: [{ to, value }] })
 * ```
 */

export { airlockSmartAccountAbi, MODULE_TYPE_VALIDATOR } from './abi.ts'
export {
  type AirlockSmartAccount,
  type ToAirlockSmartAccountParameters,
  toAirlockSmartAccount,
} from './account.ts'
export { type AccountCall, encodeAccountCalls } from './calls.ts'
export { callsStatus, type RawUserOperationReceipt } from './callsStatus.ts'
export { type ChainCapabilities, chainCapabilities } from './capabilities.ts'
export type { SmartAccountChain } from './chain.ts'
export type { AirlockClient, AirlockEntryPoint } from './entryPoint.ts'
export { readGrantRequest, readRevokeRequest } from './permissionRequest.ts'
export {
  decodePermissionsContext,
  encodePermissionsContext,
  grantCalls,
  grantResponse,
  newSessionId,
  type ParsedGrant,
  type RequestedPermission,
  revokeCall,
  type Session,
  type SessionPermission,
} from './permissions.ts'
export { SmartRequestError } from './requestError.ts'
export { bundlerUrl, paymasterUrl } from './routes.ts'
export {
  EIP5792,
  MAX_CALLS,
  type ReadSendCallsOptions,
  readCallsId,
  readSendCalls,
  type SendCallsCall,
  type SendCallsRequest,
} from './sendCalls.ts'
export {
  type AirlockSessionAccount,
  type ToAirlockSessionAccountParameters,
  toAirlockSessionAccount,
} from './sessionAccount.ts'
