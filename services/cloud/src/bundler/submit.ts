import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  http,
} from 'viem'
import { entryPoint07Abi } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { BundlerErrorCode, BundlerRpcError } from './errors.ts'
import type { NodeRequest } from './node.ts'
import { simulationError } from './simulation.ts'
import { pack, type UserOp } from './userOperation.ts'

/** Above the node's estimate of handleOps: the inner call's 63/64 check wants headroom. */
const GAS_MARGIN_PERCENT = 120n
const RECEIPT_TIMEOUT_MS = 60_000

export interface Submitter {
  /** The bundler's address: it sends the bundles and is their beneficiary. */
  address: Address
  /** Bundles one operation (handleOps([op], bundler)) and waits for it to be mined; the transaction hash. */
  submit(op: UserOp): Promise<Hex>
}

/**
 * One bundle per operation, sent from the bundler key one after another: each waits for the one before to be
 * mined, so two submissions never take the same nonce (one cloud instance sends from a key; give another
 * instance its own key).
 */
export function createSubmitter(options: {
  node: NodeRequest
  rpcUrl: string
  chainId: number
  entryPoint: Address
  bundlerKey: Hex
  timeoutMs: number
}): Submitter {
  const { node, entryPoint } = options
  const account = privateKeyToAccount(options.bundlerKey)
  const chain = {
    id: options.chainId,
    name: `eip155:${options.chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  }
  const transport = http(options.rpcUrl, { timeout: options.timeoutMs, retryCount: 0 })
  const client = createPublicClient({ chain, transport, pollingInterval: 100 })
  const wallet = createWalletClient({ account, chain, transport })
  let queue: Promise<unknown> = Promise.resolve()

  async function send(op: UserOp): Promise<Hex> {
    const data = encodeFunctionData({
      abi: entryPoint07Abi,
      functionName: 'handleOps',
      args: [[pack(op)], account.address],
    })
    // A bundle that would revert (the operation no longer validates) is not sent: it would cost the bundler.
    const estimate = await node<Hex>('eth_estimateGas', [
      { from: account.address, to: entryPoint, data },
    ]).catch((error) => {
      throw simulationError(error)
    })
    const nonce = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
    const hash = await wallet.sendTransaction({
      to: entryPoint,
      data,
      nonce,
      gas: (hexToBigInt(estimate) * GAS_MARGIN_PERCENT) / 100n,
      // What the operation pays the bundler per gas is what the bundle pays the chain.
      maxFeePerGas: op.maxFeePerGas,
      maxPriorityFeePerGas: op.maxPriorityFeePerGas,
    })
    const receipt = await client.waitForTransactionReceipt({ hash, timeout: RECEIPT_TIMEOUT_MS })
    if (receipt.status !== 'success') {
      throw new BundlerRpcError(
        BundlerErrorCode.REJECTED_BY_ENTRY_POINT,
        `The bundle transaction ${hash} reverted on chain`,
      )
    }
    return hash
  }

  return {
    address: account.address,
    submit(op) {
      const run = queue.then(() =>
        send(op).catch((error) => {
          if (error instanceof BundlerRpcError) throw error
          // The node refused the bundle or did not mine it in time: say so, without the node's URL.
          const reason = (error as { shortMessage?: string }).shortMessage ?? 'the node refused it'
          throw new BundlerRpcError(
            BundlerErrorCode.INTERNAL_ERROR,
            `The bundle could not be sent: ${reason}`,
          )
        }),
      )
      queue = run.catch(() => {})
      return run
    },
  }
}
