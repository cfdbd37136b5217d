/**
 * What a WalletConnect wallet does with a dapp's request: one module shared by the reference web wallet
 * (apps/wallet, in a browser) and the test wallet (Node), so both sign and send the same way. Browser-safe:
 * viem and the modules beside it only, no Node imports.
 *
 * Every failure is a ProviderRpcError (EIP-1193 codes, or the node's own code and message), which
 * `toJsonRpcError` turns into the `{ code, message, data? }` a wallet answers with.
 */
import {
  formatEther,
  type Hex,
  hexToBigInt,
  hexToBytes,
  isAddress,
  isAddressEqual,
  isHex,
  type PrivateKeyAccount,
} from 'viem'
import { parseAddChainParams, parseChainIdHex, toChainIdHex } from '../chains.ts'
import {
  chainDisconnected,
  invalidParams,
  ProviderRpcError,
  toProviderRpcError,
  unrecognizedChain,
  unsupportedMethod,
} from '../errors.ts'
import { isLoopbackUrl } from '../loopbackUrl.ts'
import { forwardedMethods, RpcForwarder } from '../rpc.ts'
import { parsePersonalSign, parseTypedDataSign, personalSign, signTypedData } from '../signing.ts'
import { parseTransaction, sendTransaction } from '../transactions.ts'

/** The eip155 methods a session with this wallet may grant. */
export const WALLET_METHODS: readonly string[] = Object.freeze([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'eth_chainId',
  'eth_accounts',
  'eth_requestAccounts',
])

/** The eip155 events the wallet emits. */
export const WALLET_EVENTS: readonly string[] = Object.freeze(['chainChanged', 'accountsChanged'])

/** Methods the user approves or rejects; every other supported method is answered at once. */
export const APPROVAL_METHODS: ReadonlySet<string> = new Set([
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
])

/** Whether the user approves or rejects `method` (see APPROVAL_METHODS). */
export const needsApproval = (method: string): boolean => APPROVAL_METHODS.has(method)

/** The answer to a request the user declined (EIP-1193 4001, what wallets send). */
export const USER_REJECTED_REQUEST = Object.freeze({ code: 4001, message: 'User rejected the request.' })

export interface JsonRpcErrorShape {
  code: number
  message: string
  data?: unknown
}

/** The JSON-RPC error to answer with, from anything a handler threw (viem wraps node errors deeply). */
export function toJsonRpcError(error: unknown): JsonRpcErrorShape {
  return toProviderRpcError(error).toJSON()
}

/** `eip155:31337` -> 31337; throws on anything else. */
export function chainIdNumber(caipChainId: string): number {
  const match = /^eip155:(\d+)$/.exec(caipChainId)
  const id = match ? Number(match[1]) : Number.NaN
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidParams(`Not an eip155 chain id: ${caipChainId}`)
  return id
}

export interface WalletRequestContext {
  method: string
  params: unknown
  /** The accounts the session exposes; signing or sending for any other address fails with 4100. */
  accounts: readonly PrivateKeyAccount[]
  /** The chain the request is for (the session_request's chainId), as a number. */
  chainId: number
  chainName?: string
  /** The node of that chain. Only loopback urls are used; without one, reads and sends fail with 4901. */
  rpcUrl?: string | undefined
  /** Chains granted in the session, as numbers: the ones wallet_switchEthereumChain may move to. */
  sessionChains?: readonly number[]
  /** Chains the wallet knows (wallet_addEthereumChain answers null for these). Default: sessionChains. */
  knownChains?: readonly number[]
  /** Called by wallet_switchEthereumChain once the target is known to be allowed. */
  onSwitchChain?: (chainId: number) => void | Promise<void>
  /** Reuse one forwarder per wallet so JSON-RPC ids stay distinct. */
  forwarder?: RpcForwarder
}

const findIn = (accounts: readonly PrivateKeyAccount[]) => (address: unknown) =>
  typeof address === 'string' && isAddress(address, { strict: false })
    ? accounts.find((account) => isAddressEqual(account.address, address))
    : undefined

/**
 * Performs a request for a wallet whose user has approved it (or whose method needs no approval):
 * personal_sign and eth_signTypedData_v4 sign with the account, eth_sendTransaction signs and sends on the
 * chain's node, switch and add chain check the session's chains, and reads go to the node. Resolves with
 * the JSON-RPC result; throws a ProviderRpcError.
 */
export async function handleWalletRequest(context: WalletRequestContext): Promise<unknown> {
  const { method, params, accounts, chainId } = context
  const findAccount = findIn(accounts)
  const forwarder = context.forwarder ?? new RpcForwarder()
  switch (method) {
    case 'personal_sign':
      return personalSign(parsePersonalSign(params, findAccount))
    case 'eth_signTypedData_v4':
      return signTypedData(parseTypedDataSign(params, findAccount, chainId))
    case 'eth_sendTransaction': {
      const tx = parseTransaction(params, findAccount, chainId)
      const chain = { id: chainId, name: context.chainName ?? `Chain ${chainId}`, rpcUrl: context.rpcUrl }
      if (!isLoopbackUrl(context.rpcUrl)) throw chainDisconnected({ chainId: toChainIdHex(chainId) })
      return sendTransaction(tx, chain, (rpcMethod, rpcParams) =>
        forwarder.request(context.rpcUrl, rpcMethod, rpcParams),
      )
    }
    case 'eth_chainId':
      return toChainIdHex(chainId)
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return accounts.map((account) => account.address)
    case 'wallet_switchEthereumChain': {
      const [target] = Array.isArray(params) ? params : []
      const raw = (target as { chainId?: unknown } | undefined)?.chainId
      const id = parseChainIdHex(raw)
      if (!(context.sessionChains ?? [chainId]).includes(id)) throw unrecognizedChain(String(raw))
      await context.onSwitchChain?.(id)
      return null
    }
    case 'wallet_addEthereumChain': {
      const chain = parseAddChainParams(params)
      const known = context.knownChains ?? context.sessionChains ?? [chainId]
      if (known.includes(chain.id)) return null
      throw new ProviderRpcError(
        4200,
        `This wallet only supports its listed networks; it cannot add chain ${toChainIdHex(chain.id)} (${chain.name}).`,
      )
    }
    default:
      if (forwardedMethods.has(method)) return forwarder.request(context.rpcUrl, method, params)
      throw unsupportedMethod(method)
  }
}

// ---- showing a request to the user ----------------------------------------------------------------

export type WalletRequestView =
  | {
      kind: 'message'
      address: string
      /** The message as the user reads it: UTF-8 text when it decodes as such, else the hex. */
      text: string
      isText: boolean
      raw: string
    }
  | {
      kind: 'typedData'
      address: string
      domain: Record<string, unknown>
      primaryType: string
      message: Record<string, unknown>
    }
  | {
      kind: 'transaction'
      from: string
      to?: string
      value: bigint
      /** The value in ETH, as a decimal string. */
      valueEth: string
      data?: string
      gas?: bigint
    }
  | { kind: 'switchChain'; chainId: number | undefined }
  | { kind: 'other'; params: unknown }

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The hex bytes as text when they are valid UTF-8 without control characters (other than whitespace). */
export function decodeMessageText(hex: Hex): string | undefined {
  try {
    const text = utf8.decode(hexToBytes(hex))
    // Printable text only: anything else (hashes, binary) is shown as hex.
    for (const char of text) {
      const code = char.codePointAt(0) as number
      if ((code < 0x20 && !'\t\n\v\f\r'.includes(char)) || code === 0x7f) return undefined
    }
    return text
  } catch {
    return undefined
  }
}

function quantity(value: unknown): bigint | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && isHex(value, { strict: true }) && value !== '0x') return hexToBigInt(value)
  return undefined
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** What a wallet shows for a request, decoded; never throws (malformed params show as `other`). */
export function describeWalletRequest(method: string, params: unknown): WalletRequestView {
  const list = Array.isArray(params) ? params : []
  if (method === 'personal_sign' && typeof list[0] === 'string') {
    let [message, address] = list as [string, unknown]
    if (isAddress(message, { strict: false }) && !isAddress(String(address), { strict: false })) {
      ;[message, address] = [String(address), message]
    }
    const text = isHex(message, { strict: true }) ? decodeMessageText(message as Hex) : message
    return {
      kind: 'message',
      address: String(address),
      text: text ?? message,
      isText: text !== undefined,
      raw: message,
    }
  }
  if (method === 'eth_signTypedData_v4' && list.length >= 2) {
    let typedData: unknown = list[1]
    if (typeof typedData === 'string') {
      try {
        typedData = JSON.parse(typedData)
      } catch {
        return { kind: 'other', params }
      }
    }
    const data = record(typedData)
    return {
      kind: 'typedData',
      address: String(list[0]),
      domain: record(data.domain),
      primaryType: typeof data.primaryType === 'string' ? data.primaryType : '',
      message: record(data.message),
    }
  }
  if (method === 'eth_sendTransaction' && typeof list[0] === 'object' && list[0] !== null) {
    const tx = record(list[0])
    const value = quantity(tx.value) ?? 0n
    const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : undefined
    const gas = quantity(tx.gas) ?? quantity(tx.gasLimit)
    return {
      kind: 'transaction',
      from: String(tx.from ?? ''),
      ...(typeof tx.to === 'string' ? { to: tx.to } : {}),
      value,
      valueEth: formatEther(value),
      ...(data && data !== '0x' ? { data } : {}),
      ...(gas === undefined ? {} : { gas }),
    }
  }
  if (method === 'wallet_switchEthereumChain') {
    const raw = record(list[0]).chainId
    const id = typeof raw === 'string' && /^0x[0-9a-fA-F]+$/.test(raw) ? Number.parseInt(raw, 16) : undefined
    return { kind: 'switchChain', chainId: id }
  }
  return { kind: 'other', params }
}

export interface TransactionEstimate {
  gas: bigint
  gasPrice: bigint
  /** gas * gasPrice, in wei. */
  fee: bigint
  /** The sender's balance, when the request names one. */
  balance?: bigint
  /** The balance does not cover value + fee: the node will refuse the transaction. */
  insufficientFunds: boolean
}

/**
 * Gas, fee and whether the sender can pay, for an eth_sendTransaction request on the chain's node (the
 * confirmation screen). Throws the node's error (e.g. "execution reverted"): the transaction would fail.
 */
export async function estimateTransaction(options: {
  params: unknown
  rpcUrl: string | undefined
  forwarder?: RpcForwarder
}): Promise<TransactionEstimate> {
  const forwarder = options.forwarder ?? new RpcForwarder()
  const [raw] = Array.isArray(options.params) ? options.params : []
  const tx = record(raw)
  const call = Object.fromEntries(
    ['from', 'to', 'value', 'data', 'input', 'gas']
      .filter((key) => tx[key] !== undefined && tx[key] !== null)
      .map((key) => [key, tx[key]]),
  )
  const from = typeof tx.from === 'string' ? tx.from : undefined
  const [gasHex, priceHex, balanceHex] = await Promise.all([
    forwarder.request(options.rpcUrl, 'eth_estimateGas', [call]),
    forwarder.request(options.rpcUrl, 'eth_gasPrice', []),
    from ? forwarder.request(options.rpcUrl, 'eth_getBalance', [from, 'latest']) : undefined,
  ])
  const gas = quantity(gasHex) ?? 0n
  const gasPrice = quantity(priceHex) ?? 0n
  const fee = gas * gasPrice
  const balance = quantity(balanceHex)
  const value = quantity(tx.value) ?? 0n
  return {
    gas,
    gasPrice,
    fee,
    ...(balance === undefined ? {} : { balance }),
    insufficientFunds: balance !== undefined && balance < value + fee,
  }
}
