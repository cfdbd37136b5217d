import {
  type Address,
  decodeEventLog,
  decodeFunctionData,
  getAddress,
  type Hex,
  isAddressEqual,
  numberToHex,
  toEventSelector,
  zeroAddress,
} from 'viem'
import { entryPoint07Abi, getUserOperationHash } from 'viem/account-abstraction'
import type { NodeRequest } from './node.ts'
import { toRpcUserOperation, unpack } from './userOperation.ts'

/** A log as nodes answer it. */
interface RpcLog {
  address: Address
  topics: Hex[]
  data: Hex
  blockHash: Hex
  blockNumber: Hex
  transactionHash: Hex
  logIndex: Hex
}

const USER_OPERATION_EVENT = toEventSelector(
  'UserOperationEvent(bytes32,address,address,uint256,bool,uint256,uint256)',
)
const USER_OPERATION_REVERT_REASON = toEventSelector(
  'UserOperationRevertReason(bytes32,address,uint256,bytes)',
)
const BEFORE_EXECUTION = toEventSelector('BeforeExecution()')

export interface Lookup {
  receipt(userOpHash: Hex): Promise<unknown>
  byHash(userOpHash: Hex): Promise<unknown>
}

/**
 * The lookups read the chain only (the EntryPoint's logs and the bundle transaction), nothing this instance
 * remembers: any cloud instance answers for an operation another one bundled, or another bundler did.
 */
export function createLookup(options: { node: NodeRequest; entryPoint: Address; chainId: number }): Lookup {
  const { node, entryPoint, chainId } = options

  async function findEvent(userOpHash: Hex): Promise<RpcLog | undefined> {
    const logs = await node<RpcLog[]>('eth_getLogs', [
      {
        address: entryPoint,
        topics: [USER_OPERATION_EVENT, userOpHash],
        fromBlock: '0x0',
        toBlock: 'latest',
      },
    ])
    return logs.find((log) => !('removed' in log && log.removed))
  }

  /** The operation's own logs: after BeforeExecution or the previous operation's event, before its own (the reference bundler's rule). */
  function ownLogs(logs: RpcLog[], userOpHash: Hex): RpcLog[] {
    let start = -1
    let end = -1
    logs.forEach((log, index) => {
      if (log.topics[0] === BEFORE_EXECUTION) {
        start = index
        end = index
      } else if (log.topics[0] === USER_OPERATION_EVENT) {
        if (log.topics[1] === userOpHash) end = index
        else if (end === -1) start = index
      }
    })
    return logs.slice(start + 1, end)
  }

  return {
    async receipt(userOpHash) {
      const event = await findEvent(userOpHash)
      if (!event) return null
      const receipt = await node<{ logs: RpcLog[] } | null>('eth_getTransactionReceipt', [
        event.transactionHash,
      ])
      if (!receipt) return null
      const { args } = decodeEventLog({
        abi: entryPoint07Abi,
        eventName: 'UserOperationEvent',
        topics: event.topics as [Hex, ...Hex[]],
        data: event.data,
      })
      const revert = receipt.logs.find(
        (log) =>
          isAddressEqual(log.address, entryPoint) &&
          log.topics[0] === USER_OPERATION_REVERT_REASON &&
          log.topics[1] === userOpHash,
      )
      const reason = revert
        ? decodeEventLog({
            abi: entryPoint07Abi,
            eventName: 'UserOperationRevertReason',
            topics: revert.topics as [Hex, ...Hex[]],
            data: revert.data,
          }).args.revertReason
        : undefined
      return {
        userOpHash,
        entryPoint: getAddress(entryPoint),
        sender: args.sender,
        nonce: numberToHex(args.nonce),
        paymaster: args.paymaster === zeroAddress ? undefined : args.paymaster,
        actualGasCost: numberToHex(args.actualGasCost),
        actualGasUsed: numberToHex(args.actualGasUsed),
        success: args.success,
        // The revert data as the account returned it: the caller decodes its own errors.
        ...(reason ? { reason } : {}),
        logs: ownLogs(receipt.logs, userOpHash),
        receipt,
      }
    },

    async byHash(userOpHash) {
      const event = await findEvent(userOpHash)
      if (!event) return null
      const tx = await node<{ input: Hex; to: Address | null } | null>('eth_getTransactionByHash', [
        event.transactionHash,
      ])
      if (!tx?.to || !isAddressEqual(tx.to, entryPoint)) return null
      let ops: readonly Parameters<typeof unpack>[0][]
      try {
        const decoded = decodeFunctionData({ abi: entryPoint07Abi, data: tx.input })
        if (decoded.functionName !== 'handleOps') return null
        ops = decoded.args[0]
      } catch {
        return null
      }
      for (const packed of ops) {
        const userOperation = unpack(packed)
        const hash = getUserOperationHash({
          chainId,
          entryPointAddress: entryPoint,
          entryPointVersion: '0.7',
          userOperation,
        })
        if (hash.toLowerCase() !== userOpHash) continue
        return {
          userOperation: toRpcUserOperation(userOperation),
          entryPoint: getAddress(entryPoint),
          transactionHash: event.transactionHash,
          blockHash: event.blockHash,
          blockNumber: event.blockNumber,
        }
      }
      return null
    },
  }
}
