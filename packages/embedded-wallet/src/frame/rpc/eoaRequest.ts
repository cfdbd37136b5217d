import { createWalletClient, type Hex, isHex, type LocalAccount } from 'viem'
import { type ApprovalDescription, describeRequest } from '../approval/describe.ts'
import { erc20Targets, readTokenInfos } from '../approval/tokenInfo.ts'
import { gatewayChain, gatewayTransport } from '../smart/gatewayChain.ts'
import type { RpcContext } from './context.ts'
import { ProviderRpcError, USER_REJECTED } from './errors.ts'
import type { Gateway } from './gateway.ts'
import {
  checkChain,
  checkFrom,
  describeFailure,
  type TransactionParams,
  typedDataOf,
} from './requestChecks.ts'
import { readSendCalls } from './sendCalls.ts'

/**
 * An unsafe request answered by the visitor's EOA (the key itself, no smart account): described on the
 * frame's card, approved, then signed here and, for transactions, sent through the cloud's gateway.
 */

const big = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))

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
      const data = typedDataOf(raw)
      checkChain(data.domain?.chainId, chainId)
      return account.signTypedData(data)
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

/** Describes the request on the frame's card, waits for Approve, then signs or sends with the EOA. */
export async function eoaRequest(
  method: string,
  list: unknown[],
  account: LocalAccount,
  chainId: number,
  context: RpcContext,
) {
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
