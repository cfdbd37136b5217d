import type { CaipNetwork, EstimateGasParams, GasEstimate } from '@airlock/core'
import { type Abi, type Address, encodeFunctionData, type Hex } from 'viem'
import { publicClientFor } from './transport/client.ts'

/**
 * Reads go to the network's RPC, never the wallet: the cloud gateway first, then the network's own endpoints
 * (transport/transport.ts). Loaded on demand, with the transport.
 */
function clientFor(network: CaipNetwork) {
  return publicClientFor(network)
}

/** Reads a balance over the network's own RPC, for when the wallet is on another chain. */
export async function readBalance(network: CaipNetwork, address: string): Promise<bigint> {
  return clientFor(network).getBalance({ address: address as Address })
}

/** How often the block number is asked for when the transport has no subscription of its own. */
export const BLOCK_POLL_MS = 4_000

/**
 * Calls `onBlock` on each new block: a subscription over a WebSocket transport, else a poll of the block number
 * every BLOCK_POLL_MS. A failed poll is skipped (the next one tries again); returns the stop.
 */
export function watchBlocks(network: Pick<CaipNetwork, 'name' | 'rpcUrls'>, onBlock: () => void): () => void {
  return publicClientFor(network).watchBlockNumber({
    onBlockNumber: () => onBlock(),
    onError: () => undefined,
    pollingInterval: BLOCK_POLL_MS,
  })
}

/** The calldata of a contract call described as data. */
export function encodeCall(call: NonNullable<EstimateGasParams['contract']>): Hex {
  // The ABI arrives as plain data, so viem cannot narrow the function's types statically.
  return encodeFunctionData({ abi: call.abi as Abi, functionName: call.functionName, args: call.args })
}

/** Gas units and price for a transaction, as the network's node estimates them. */
export async function estimateGas(params: EstimateGasParams): Promise<GasEstimate> {
  const client = clientFor(params.caipNetwork)
  const to = (params.contract?.address ?? params.to) as Address | undefined
  const data = params.contract ? encodeCall(params.contract) : (params.data as Hex | undefined)
  const [gas, gasPrice] = await Promise.all([
    client.estimateGas({ account: params.from as Address, to, value: params.value, data }),
    client.getGasPrice(),
  ])
  return { gas, gasPrice }
}

/** How long a send is followed before the kit stops waiting (the transaction itself is not affected). */
const RECEIPT_TIMEOUT_MS = 5 * 60_000

/** Waits for the transaction's receipt and tells whether it succeeded. */
export async function waitForTransaction(
  network: CaipNetwork,
  hash: string,
): Promise<'success' | 'reverted'> {
  const receipt = await clientFor(network).waitForTransactionReceipt({
    hash: hash as Hex,
    timeout: RECEIPT_TIMEOUT_MS,
  })
  return receipt.status
}
