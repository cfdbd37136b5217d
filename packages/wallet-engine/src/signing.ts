import {
  type Hex,
  isAddress,
  isHex,
  type PrivateKeyAccount,
  type SignableMessage,
  type TypedDataDefinition,
} from 'viem'
import { invalidParams, unauthorized } from './errors.ts'

/** The wallet's account for an address the dapp named, or undefined when the site may not use it. */
export type FindAccount = (address: unknown) => PrivateKeyAccount | undefined

/** A checked personal_sign: the account that signs and the message (text, or `{ raw }` bytes). */
export interface PersonalSignRequest {
  account: PrivateKeyAccount
  message: SignableMessage
}

/** A checked eth_signTypedData_v4: the account that signs and the EIP-712 typed data. */
export interface TypedDataSignRequest {
  account: PrivateKeyAccount
  typedData: TypedDataDefinition
}

function authorizedAccount(findAccount: FindAccount, address: unknown): PrivateKeyAccount {
  const account = findAccount(address)
  if (!account) throw unauthorized(`Address ${String(address)} is not connected to this site.`)
  return account
}

/**
 * personal_sign params are [message, address]; some dapps still send [address, message], which wallets accept
 * when only the first item is an address. Hex messages are signed as raw bytes, anything else as UTF-8 text.
 */
export function parsePersonalSign(params: unknown, findAccount: FindAccount): PersonalSignRequest {
  if (!Array.isArray(params) || params.length < 2) {
    throw invalidParams('personal_sign expects [message, address].')
  }
  let [message, address] = params as [unknown, unknown]
  if (isAddress(String(message), { strict: false }) && !isAddress(String(address), { strict: false })) {
    ;[message, address] = [address, message]
  }
  if (typeof message !== 'string') throw invalidParams('personal_sign: the message must be a string.')
  const account = authorizedAccount(findAccount, address)
  return {
    account,
    message: isHex(message, { strict: true }) ? { raw: message as Hex } : message,
  }
}

export function personalSign(request: PersonalSignRequest): Promise<Hex> {
  return request.account.signMessage({ message: request.message })
}

/** eth_signTypedData_v4 params are [address, typedData], the typed data as a JSON string or an object. */
export function parseTypedDataSign(
  params: unknown,
  findAccount: FindAccount,
  chainId: number,
): TypedDataSignRequest {
  if (!Array.isArray(params) || params.length < 2) {
    throw invalidParams('eth_signTypedData_v4 expects [address, typedData].')
  }
  const [address, raw] = params as [unknown, unknown]
  let typedData: unknown = raw
  if (typeof raw === 'string') {
    try {
      typedData = JSON.parse(raw)
    } catch {
      throw invalidParams('eth_signTypedData_v4: the typed data is not valid JSON.')
    }
  }
  const { domain, types, primaryType, message } = (typedData ?? {}) as Record<string, unknown>
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string' || !message) {
    throw invalidParams('eth_signTypedData_v4: typed data needs types, primaryType, domain and message.')
  }
  const account = authorizedAccount(findAccount, address)
  // Wallets refuse to sign for another chain than the active one: a signature replayable elsewhere is a risk.
  const domainChainId = (domain as { chainId?: unknown } | undefined)?.chainId
  if (domainChainId !== undefined && Number(domainChainId) !== chainId) {
    throw invalidParams(
      `Provided chainId "${String(domainChainId)}" must match the active chainId "${chainId}".`,
    )
  }
  return {
    account,
    typedData: { domain: domain ?? {}, types, primaryType, message } as TypedDataDefinition,
  }
}

export async function signTypedData(request: TypedDataSignRequest): Promise<Hex> {
  try {
    return await request.account.signTypedData(request.typedData)
  } catch (error) {
    const message = (error as { shortMessage?: string }).shortMessage ?? (error as Error).message
    throw invalidParams(`eth_signTypedData_v4: ${message}`)
  }
}
