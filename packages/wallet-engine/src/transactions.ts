import {
  createWalletClient,
  custom,
  defineChain,
  type Hash,
  hexToBigInt,
  isAddress,
  isHex,
  type PrivateKeyAccount,
  type SendTransactionParameters,
} from 'viem'
import { defaultNativeCurrency, forwardableUrl, type WalletChain } from './chains.ts'
import { chainDisconnected, invalidParams, unauthorized } from './errors.ts'
import type { FindAccount } from './signing.ts'

/** A checked eth_sendTransaction: the sending account and the fields the dapp gave (absent ones left out). */
export interface TransactionRequest {
  account: PrivateKeyAccount
  request: Record<string, unknown>
}

/** Sends one JSON-RPC request to the chain's node (a wallet passes its RpcForwarder's `request`). */
export type NodeRequest = (method: string, params: unknown) => Promise<unknown>

const transactionTypes = { '0x0': 'legacy', '0x1': 'eip2930', '0x2': 'eip1559' } as const

function quantity(tx: Record<string, unknown>, field: string): bigint | undefined {
  const value = tx[field]
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && isHex(value, { strict: true }) && value !== '0x') return hexToBigInt(value)
  throw invalidParams(`eth_sendTransaction: ${field} must be a hex quantity, got ${JSON.stringify(value)}.`)
}

function address(tx: Record<string, unknown>, field: string) {
  const value = tx[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) {
    throw invalidParams(`eth_sendTransaction: ${field} must be an address, got ${JSON.stringify(value)}.`)
  }
  return value
}

/** Reads eth_sendTransaction's [{ from, to, value, data, gas, … }] and checks the sender is connected. */
export function parseTransaction(
  params: unknown,
  findAccount: FindAccount,
  chainId: number,
): TransactionRequest {
  const [tx] = Array.isArray(params) ? params : []
  if (typeof tx !== 'object' || tx === null) {
    throw invalidParams('eth_sendTransaction expects [{ from, to?, value?, data?, … }].')
  }
  const fields = tx as Record<string, unknown>
  const from = address(fields, 'from')
  if (!from) throw invalidParams('eth_sendTransaction: from is required.')
  const account = findAccount(from)
  if (!account) throw unauthorized(`Address ${from} is not connected to this site.`)
  const requestedChain = quantity(fields, 'chainId')
  if (requestedChain !== undefined && requestedChain !== BigInt(chainId)) {
    throw invalidParams(
      `eth_sendTransaction: chainId 0x${requestedChain.toString(16)} does not match the active chain 0x${chainId.toString(16)}.`,
    )
  }
  const data = fields.data ?? fields.input
  if (data !== undefined && data !== null && !isHex(data, { strict: true })) {
    throw invalidParams('eth_sendTransaction: data must be hex.')
  }
  const type = fields.type
  if (type !== undefined && !(typeof type === 'string' && type in transactionTypes)) {
    throw invalidParams(`eth_sendTransaction: unsupported transaction type ${JSON.stringify(type)}.`)
  }
  const nonce = quantity(fields, 'nonce')
  const request = {
    to: address(fields, 'to'),
    value: quantity(fields, 'value'),
    data: data ?? undefined,
    gas: quantity(fields, 'gas') ?? quantity(fields, 'gasLimit'),
    gasPrice: quantity(fields, 'gasPrice'),
    maxFeePerGas: quantity(fields, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(fields, 'maxPriorityFeePerGas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    accessList: fields.accessList ?? undefined,
    type: type === undefined ? undefined : transactionTypes[type as keyof typeof transactionTypes],
  }
  // Absent fields stay absent, so viem fills them from the node (nonce, gas, fees).
  const defined = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined))
  return { account, request: defined }
}

/** Signs with the account's key and sends the raw transaction to the chain's loopback node. */
export async function sendTransaction(
  tx: TransactionRequest,
  chain: WalletChain,
  rpc: NodeRequest,
): Promise<Hash> {
  const rpcUrl = forwardableUrl(chain)
  if (!rpcUrl) throw chainDisconnected()
  const viemChain = defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency ?? defaultNativeCurrency,
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createWalletClient({
    account: tx.account,
    chain: viemChain,
    // Through the wallet's own forwarder, so node errors keep their codes; no retries, as a wallet has none.
    transport: custom({ request: ({ method, params }) => rpc(method, params) }, { retryCount: 0 }),
  })
  // A dapp's request is runtime data: viem's types forbid mixing fee styles at compile time, and viem checks
  // the same at run time, so the cast loses nothing.
  return client.sendTransaction({
    ...tx.request,
    account: tx.account,
    chain: viemChain,
  } as unknown as SendTransactionParameters<typeof viemChain>)
}
