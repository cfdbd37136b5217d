import {
  type AirlockSmartAccount,
  grantCalls,
  grantResponse,
  newSessionId,
  type ParsedGrant,
  readGrantRequest,
  readRevokeRequest,
  revokeCall,
} from '@airlock/embedded-wallet/smart-account'
import { ProviderRpcError } from '@airlock/wallet-engine'
import { type Address, type Hex, isAddress, isAddressEqual, isHex, type TypedDataDefinition } from 'viem'
import type { SmartAccountChain } from '../config.ts'
import { answered, type BatchCall, readSendCalls, type SendCallsRequest } from './calls.ts'
import { SMART_SEND_CAPABILITIES } from './capabilities.ts'
import type { SmartAccounts } from './smartAccounts.ts'

/*
 * What the reference wallet does with a dapp's request in smart-account mode: signatures by ERC-1271 (ERC-6492
 * before deployment), transactions and batches as one user operation through the cloud's bundler, ERC-7715
 * grants and revocations as owner user operations. Requests are read (`prepareSmartRequest`) when they arrive,
 * so a malformed one is answered at once and the sheet shows exactly what the parsed request will do; they run
 * (`performSmartRequest`) once the user approved.
 */

/** EIP-5792 and ERC-7715 methods every session gets (both modes answer them; EOA mode refuses what it lacks). */
export const SMART_METHODS: readonly string[] = Object.freeze([
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

/** The new methods the user approves or rejects on a sheet. */
export const SMART_APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

/** A request, read before it is shown. */
export type Prepared =
  | { kind: 'calls'; request: SendCallsRequest }
  | { kind: 'grant'; grant: ParsedGrant }
  | { kind: 'revoke'; validator: Address; sessionId: Hex }

/** The refusal when a smart-account method reaches the wallet in EOA mode. */
export const needsSmartAccount = (method: string) =>
  new ProviderRpcError(
    4200,
    `${method} needs a smart account: switch Airlock Wallet to Smart Account and connect again`,
  )

const noSmartChain = (chainId: number) =>
  new ProviderRpcError(
    4901,
    `Airlock Wallet has no smart account on chain ${chainId}: its smart account lives on Airlock Devnet`,
  )

/**
 * Reads wallet_sendCalls / wallet_grantPermissions / wallet_revokePermissions for the account on `chainId`;
 * undefined for other methods. Throws a ProviderRpcError (EIP-5792 codes, -32602 for ERC-7715) to answer at once.
 */
export function prepareSmartRequest(
  method: string,
  params: unknown,
  options: { chainId: number; smartAccount: boolean; chain: SmartAccountChain | undefined; address: string },
): Prepared | undefined {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'wallet_sendCalls': {
      const atomic = options.smartAccount && options.chain !== undefined
      const request = readSendCalls(list[0], {
        chainId: options.chainId,
        atomic,
        capabilities: atomic ? SMART_SEND_CAPABILITIES : [],
      })
      if (options.smartAccount && !options.chain)
        throw new ProviderRpcError(5710, `Unsupported chain id ${options.chainId}: no smart account there`)
      if (request.from && !isAddressEqual(request.from as Address, options.address as Address))
        throw new ProviderRpcError(4100, 'wallet_sendCalls names an account this session does not expose')
      return { kind: 'calls', request }
    }
    case 'wallet_grantPermissions': {
      if (!options.smartAccount) throw needsSmartAccount(method)
      if (!options.chain) throw noSmartChain(options.chainId)
      const { chainId, address } = options
      const grant = answered(() => readGrantRequest(list[0], { chainId, address: address as Address }))
      return { kind: 'grant', grant }
    }
    case 'wallet_revokePermissions': {
      if (!options.smartAccount) throw needsSmartAccount(method)
      if (!options.chain) throw noSmartChain(options.chainId)
      const { sessionValidator } = options.chain
      return { kind: 'revoke', ...answered(() => readRevokeRequest(list[0], { sessionValidator })) }
    }
    default:
      return undefined
  }
}

export interface SmartScope {
  smart: SmartAccounts
  account: AirlockSmartAccount
  chain: SmartAccountChain
  /** User operations this wallet sent (lower-case hashes): wallet_getCallsStatus knows them. */
  ops: Set<string>
}

function checkAddress(scope: SmartScope, address: unknown, method: string) {
  if (typeof address !== 'string' || !isAddress(address, { strict: false }))
    throw new ProviderRpcError(-32602, `${method}: no account address`)
  if (!isAddressEqual(address, scope.account.address))
    throw new ProviderRpcError(
      4100,
      'The requested account and/or method has not been authorized by the user. The session exposes the smart account.',
    )
}

function readTypedData(raw: unknown, chainId: number): TypedDataDefinition {
  let data: unknown = raw
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw)
    } catch {
      throw new ProviderRpcError(-32602, 'eth_signTypedData_v4: the typed data is not valid JSON.')
    }
  }
  const { domain, types, primaryType, message } = (data ?? {}) as Record<string, unknown>
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string' || !message)
    throw new ProviderRpcError(
      -32602,
      'eth_signTypedData_v4: typed data needs types, primaryType and message.',
    )
  const domainChainId = (domain as { chainId?: unknown } | undefined)?.chainId
  if (domainChainId !== undefined && Number(domainChainId) !== chainId)
    throw new ProviderRpcError(
      -32602,
      `Provided chainId "${String(domainChainId)}" must match the active chainId "${chainId}".`,
    )
  return { domain: domain ?? {}, types, primaryType, message } as TypedDataDefinition
}

/** eth_sendTransaction's one call, from the smart account. */
export function readTransactionCall(params: unknown): { from: unknown; call: BatchCall } {
  const tx = (Array.isArray(params) ? params[0] : undefined) as Record<string, unknown> | undefined
  if (!tx || typeof tx !== 'object')
    throw new ProviderRpcError(-32602, 'eth_sendTransaction needs a transaction')
  if (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false }))
    throw new ProviderRpcError(
      -32602,
      'A smart account does not deploy contracts with eth_sendTransaction: no to',
    )
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : '0x'
  if (!isHex(data)) throw new ProviderRpcError(-32602, 'The transaction data is not hex')
  let value = 0n
  try {
    value = tx.value === undefined || tx.value === null ? 0n : BigInt(tx.value as string)
  } catch {
    throw new ProviderRpcError(-32602, 'The transaction value is not a quantity')
  }
  return { from: tx.from, call: { to: tx.to as Address, value, data: data as Hex } }
}

/** Runs an approved (or silent) request for the smart account; resolves with the JSON-RPC result. */
export async function performSmartRequest(
  scope: SmartScope,
  method: string,
  params: unknown,
  prepared: Prepared | undefined,
): Promise<unknown> {
  const { account, smart, chain } = scope
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign': {
      let [message, address] = list as [unknown, unknown]
      if (isAddress(String(message), { strict: false }) && !isAddress(String(address), { strict: false }))
        [message, address] = [address, message]
      if (typeof message !== 'string') throw new ProviderRpcError(-32602, 'personal_sign: no message')
      checkAddress(scope, address, method)
      return account.signMessage({ message: isHex(message, { strict: true }) ? { raw: message } : message })
    }
    case 'eth_signTypedData_v4': {
      checkAddress(scope, list[0], method)
      return account.signTypedData(readTypedData(list[1], chain.chainId))
    }
    case 'eth_sendTransaction': {
      const { from, call } = readTransactionCall(params)
      checkAddress(scope, from, method)
      const hash = await smart.send(account, chain.chainId, [call])
      scope.ops.add(hash.toLowerCase())
      const receipt = await smart.waitForReceipt(account, chain.chainId, hash)
      return receipt.receipt.transactionHash
    }
    case 'wallet_sendCalls': {
      if (prepared?.kind !== 'calls') throw new ProviderRpcError(-32603, 'The batch was not read')
      const hash = await smart.send(
        account,
        chain.chainId,
        prepared.request.calls,
        prepared.request.paymasterServiceUrl,
      )
      scope.ops.add(hash.toLowerCase())
      return { id: hash }
    }
    case 'wallet_grantPermissions': {
      if (prepared?.kind !== 'grant')
        throw new ProviderRpcError(-32603, 'The permission request was not read')
      const validator = chain.sessionValidator
      const sessionId = newSessionId()
      const calls = grantCalls({
        account: account.address,
        validator,
        sessionId,
        session: prepared.grant.session,
        permissions: prepared.grant.permissions,
        validatorInstalled: await smart.isValidatorInstalled(chain.chainId, account.address, validator),
      })
      const hash = await smart.send(
        account,
        chain.chainId,
        calls.map((call) => ({ to: call.to, value: call.value ?? 0n, data: call.data ?? '0x' })),
      )
      scope.ops.add(hash.toLowerCase())
      const receipt = await smart.waitForReceipt(account, chain.chainId, hash)
      if (!receipt.success) throw new ProviderRpcError(-32603, 'The permission grant reverted on chain')
      return grantResponse({ grant: prepared.grant, account: account.address, validator, sessionId })
    }
    case 'wallet_revokePermissions': {
      if (prepared?.kind !== 'revoke') throw new ProviderRpcError(-32603, 'The revocation was not read')
      const call = revokeCall(prepared.validator, prepared.sessionId)
      const hash = await smart.send(account, chain.chainId, [
        { to: call.to, value: 0n, data: call.data ?? '0x' },
      ])
      scope.ops.add(hash.toLowerCase())
      const receipt = await smart.waitForReceipt(account, chain.chainId, hash)
      if (!receipt.success) throw new ProviderRpcError(-32603, 'The revocation reverted on chain')
      return null
    }
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [account.address]
    default:
      return undefined
  }
}
