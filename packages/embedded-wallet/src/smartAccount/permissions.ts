import {
  type Address,
  decodeAbiParameters,
  encodeAbiParameters,
  encodeFunctionData,
  getAddress,
  type Hex,
  isAddress,
  isAddressEqual,
  keccak256,
  toFunctionSelector,
} from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { airlockSessionValidatorAbi, airlockSmartAccountAbi, MODULE_TYPE_VALIDATOR } from './abi.ts'
import type { AccountCall } from './calls.ts'
import { SmartRequestError } from './requestError.ts'

/**
 * ERC-7715 on the Airlock session validator: a wallet_grantPermissions request (viem's experimental erc7715
 * shapes) becomes one on-chain Session and its (target, selector) allow-list; the calls that enable it; and the
 * answer the dapp gets. What the validator cannot enforce is never granted silently: an unsupported permission
 * or policy is refused when the dapp marks it required and left out (not granted) otherwise.
 */

export const SUPPORTED_SIGNER_TYPES = ['key', 'account'] as const
export const SUPPORTED_PERMISSION_TYPES = [
  'contract-call',
  'native-token-transfer',
  'erc20-token-transfer',
] as const
export const SUPPORTED_POLICY_TYPES = ['token-allowance'] as const

const UINT48_MAX = 2 ** 48 - 1
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000'
const TRANSFER_SELECTOR = toFunctionSelector('transfer(address,uint256)')

/** The validator's Session struct. */
export interface Session {
  signer: Address
  validAfter: number
  validUntil: number
  nativeLimit: bigint
  token: Address
  tokenLimit: bigint
}

/** The validator's Permission struct: selector 0x00000000 is a plain native transfer. */
export interface SessionPermission {
  target: Address
  selector: Hex
}

/** A permission request the wallet refuses: always -32602 (invalid params). */
export class PermissionRequestError extends SmartRequestError {
  override name = 'PermissionRequestError'
  constructor(message: string) {
    super(-32602, message)
  }
}

export interface ParsedGrant {
  chainId?: number
  /** The account the dapp named, if it did. */
  address?: Address
  expiry: number
  signer: Address
  /** What the dapp asked for, as sent, for the card. */
  requested: RequestedPermission[]
  /** The permissions granted (the request's, minus the optional unsupported ones), for the answer. */
  granted: RequestedPermission[]
  session: Session
  permissions: SessionPermission[]
}

export interface RequestedPermission {
  type: string
  data?: unknown
  policies: { type: string; data?: unknown }[]
  required?: boolean
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function fail(message: string): never {
  throw new PermissionRequestError(message)
}

function typeName(value: unknown): string {
  if (typeof value === 'string') return value
  if (isRecord(value) && typeof value.custom === 'string') return value.custom
  return fail('A permission or policy has no type')
}

function amount(value: unknown, what: string): bigint {
  try {
    if (typeof value === 'bigint' && value >= 0n) return value
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
    if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value)
  } catch {}
  return fail(`${what} is not an amount`)
}

function address(value: unknown, what: string): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) fail(`${what} is not an address`)
  return getAddress(value)
}

/** A function signature ('transfer(address,uint256)', 'function transfer(address to, uint256)') or a selector. */
export function selectorOf(call: unknown): Hex {
  if (typeof call !== 'string' || !call.trim()) return fail('A contract-call permission names an empty call')
  if (/^0x[0-9a-fA-F]{8}$/.test(call)) return call.toLowerCase() as Hex
  try {
    return toFunctionSelector(call.trim())
  } catch {
    return fail(`'${call}' is not a function signature`)
  }
}

/** The signer's address: an account's address, or a key given as an address or an uncompressed public key. */
function signerAddress(signer: unknown): Address {
  if (!isRecord(signer)) return fail('The request has no signer (ERC-7715 signer { type, data })')
  const type = signer.type
  if (type !== 'key' && type !== 'account')
    fail(`Signer type '${String(type)}' is not supported (supported: key, account)`)
  const data = isRecord(signer.data) ? signer.data : {}
  const id = data.id ?? data.address
  if (typeof id === 'string' && /^0x04[0-9a-fA-F]{128}$/.test(id)) return publicKeyToAddress(id as Hex)
  return address(id, `The ${type} signer's id`)
}

function allowanceOf(policies: RequestedPermission['policies']): bigint | undefined {
  const allowance = policies.find((policy) => policy.type === 'token-allowance')
  if (!allowance) return undefined
  return amount(isRecord(allowance.data) ? allowance.data.allowance : undefined, 'A token allowance')
}

function readPermission(value: unknown): RequestedPermission {
  if (!isRecord(value)) return fail('A permission is not an object')
  const policies = Array.isArray(value.policies) ? value.policies : []
  return {
    type: typeName(value.type),
    data: value.data,
    policies: policies.map((policy) => {
      if (!isRecord(policy)) return fail('A policy is not an object')
      return { type: typeName(policy.type), data: policy.data }
    }),
    required: value.required === true,
  }
}

/** Why the validator cannot enforce `permission`, or undefined when it can. */
function unsupported(permission: RequestedPermission): string | undefined {
  if (!(SUPPORTED_PERMISSION_TYPES as readonly string[]).includes(permission.type))
    return `Permission type '${permission.type}' is not supported (supported: ${SUPPORTED_PERMISSION_TYPES.join(', ')})`
  const policy = permission.policies.find(
    (item) => !(SUPPORTED_POLICY_TYPES as readonly string[]).includes(item.type),
  )
  if (policy)
    return `Policy type '${policy.type}' is not supported (supported: ${SUPPORTED_POLICY_TYPES.join(', ')})`
  return undefined
}

/**
 * Reads wallet_grantPermissions' first parameter. `now` (seconds) checks the expiry is ahead. Throws
 * PermissionRequestError with a reason for anything it cannot grant as asked.
 */
export function parseGrantRequest(value: unknown, now = Math.floor(Date.now() / 1000)): ParsedGrant {
  if (!isRecord(value)) fail('wallet_grantPermissions needs a request object')
  const expiry = value.expiry
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry) || expiry > UINT48_MAX)
    fail('The expiry is not a time in seconds')
  if (expiry <= now) fail('The expiry is in the past')
  const signer = signerAddress(
    value.signer ?? (value.account ? { type: 'account', data: { id: value.account } } : undefined),
  )
  if (!Array.isArray(value.permissions) || value.permissions.length === 0)
    fail('The request has no permissions')
  const requested = value.permissions.map(readPermission)

  const granted: RequestedPermission[] = []
  const permissions: SessionPermission[] = []
  let nativeLimit = 0n
  let token: Address = ZERO_ADDRESS
  let tokenLimit = 0n
  for (const permission of requested) {
    const reason = unsupported(permission)
    if (reason) {
      if (permission.required) fail(reason)
      continue
    }
    const data = isRecord(permission.data) ? permission.data : {}
    switch (permission.type) {
      case 'contract-call': {
        const target = address(data.address, 'A contract-call address')
        const calls = Array.isArray(data.calls) ? data.calls : []
        // The validator allows exact (target, selector) pairs: there is no "any function" entry.
        if (calls.length === 0) fail(`The contract-call permission for ${target} names no calls`)
        for (const call of calls) permissions.push({ target, selector: selectorOf(call) })
        break
      }
      case 'native-token-transfer': {
        const limit = allowanceOf(permission.policies)
        if (limit === undefined) fail('A native-token-transfer permission needs a token-allowance policy')
        nativeLimit += limit
        break
      }
      case 'erc20-token-transfer': {
        const target = address(data.address, 'An erc20-token-transfer address')
        const limit = allowanceOf(permission.policies)
        if (limit === undefined) fail('An erc20-token-transfer permission needs a token-allowance policy')
        // One token per session: the validator keeps one token and one limit.
        if (token !== ZERO_ADDRESS && !isAddressEqual(token, target))
          fail('Only one ERC-20 token per permission request is supported')
        token = target
        tokenLimit += limit
        permissions.push({ target, selector: TRANSFER_SELECTOR })
        break
      }
    }
    granted.push(permission)
  }
  if (granted.length === 0) fail('None of the requested permissions is supported')

  const chainId = value.chainId === undefined ? undefined : Number(amount(value.chainId, 'The chainId'))
  const result: ParsedGrant = {
    expiry,
    signer,
    requested,
    granted,
    session: { signer, validAfter: 0, validUntil: expiry, nativeLimit, token, tokenLimit },
    permissions: dedupe(permissions),
  }
  if (chainId !== undefined) result.chainId = chainId
  if (value.address !== undefined) result.address = address(value.address, 'The account')
  return result
}

function dedupe(permissions: SessionPermission[]): SessionPermission[] {
  const seen = new Set<string>()
  return permissions.filter((item) => {
    const key = `${item.target.toLowerCase()}:${item.selector}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A fresh session id: keccak256 of 32 random bytes. */
export function newSessionId(): Hex {
  return keccak256(crypto.getRandomValues(new Uint8Array(32)))
}

/**
 * The owner's calls that grant the session, in one atomic batch: install the validator when it is not yet
 * (installModule is callable by the account itself), then enable the session (msg.sender = the account).
 */
export function grantCalls(parameters: {
  account: Address
  validator: Address
  sessionId: Hex
  session: Session
  permissions: SessionPermission[]
  validatorInstalled: boolean
}): AccountCall[] {
  const calls: AccountCall[] = []
  if (!parameters.validatorInstalled)
    calls.push({
      to: parameters.account,
      data: encodeFunctionData({
        abi: airlockSmartAccountAbi,
        functionName: 'installModule',
        args: [MODULE_TYPE_VALIDATOR, parameters.validator, '0x'],
      }),
    })
  calls.push({
    to: parameters.validator,
    data: encodeFunctionData({
      abi: airlockSessionValidatorAbi,
      functionName: 'enableSession',
      args: [parameters.sessionId, parameters.session, parameters.permissions],
    }),
  })
  return calls
}

/** The owner's call that revokes a session. */
export function revokeCall(validator: Address, sessionId: Hex): AccountCall {
  return {
    to: validator,
    data: encodeFunctionData({
      abi: airlockSessionValidatorAbi,
      functionName: 'revokeSession',
      args: [sessionId],
    }),
  }
}

/** ERC-7715's permissionsContext: abi.encode(address validator, bytes32 sessionId). */
export function encodePermissionsContext(validator: Address, sessionId: Hex): Hex {
  return encodeAbiParameters([{ type: 'address' }, { type: 'bytes32' }], [validator, sessionId])
}

/**
 * The validator and session id of an ERC-7715 permissionsContext (what wallet_grantPermissions answered);
 * throws a SmartRequestError when it is not one an Airlock wallet issues.
 *
 * @example
 * ```ts
 * const { validator, sessionId } = decodePermissionsContext(grant.permissionsContext)
 * const session = await toAirlockSessionAccount({ client, address, sessionKey, validator, sessionId })
 * ```
 */
export function decodePermissionsContext(context: unknown): { validator: Address; sessionId: Hex } {
  if (typeof context !== 'string' || !/^0x[0-9a-fA-F]{128}$/.test(context))
    fail('The permissionsContext is not one this wallet issued')
  const [validator, sessionId] = decodeAbiParameters(
    [{ type: 'address' }, { type: 'bytes32' }],
    context as Hex,
  )
  return { validator, sessionId }
}

/** wallet_grantPermissions' answer (ERC-7715). */
export function grantResponse(parameters: {
  grant: ParsedGrant
  account: Address
  validator: Address
  sessionId: Hex
  factory?: Address | undefined
  factoryData?: Hex | undefined
}) {
  const { grant, account, validator, sessionId } = parameters
  return {
    grantedPermissions: grant.granted.map(({ type, data, policies, required }) => ({
      type,
      ...(data === undefined ? {} : { data }),
      policies,
      required: required ?? false,
    })),
    expiry: grant.expiry,
    permissionsContext: encodePermissionsContext(validator, sessionId),
    signerData: { submitToAddress: account },
    ...(parameters.factory && parameters.factoryData
      ? { factory: parameters.factory, factoryData: parameters.factoryData }
      : {}),
  }
}
