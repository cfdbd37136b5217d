/**
 * EIP-5792 batches: EOA mode sends wallet_sendCalls (atomicRequired false) as transactions one after another
 * and keeps their hashes under the batch id; wallet_getCallsStatus answers from those transactions, or from
 * the bundler's receipt for a user operation of the smart account.
 */
import { handleWalletRequest, ProviderRpcError } from '@airlock/wallet-engine'
import { concat, type Hash, type Hex, keccak256, toHex } from 'viem'
import type { SmartAccountReader } from '../accounts/smartAccount.ts'
import { SMART_ACCOUNT_CHAINS, smartAccountChain } from '../config.ts'
import { callsStatus, EIP5792, eoaCallsStatus, readCallsId } from '../smart/calls.ts'
import type { PendingRequest } from '../store/walletState.ts'
import type { WalletContext } from '../wallet/context.ts'

export type RequestBase = Omit<Parameters<typeof handleWalletRequest>[0], 'method'> & { chainId: number }

export interface Batches {
  /** EOA mode's wallet_sendCalls: each call as a transaction, each mined before the next is sent. */
  sendCalls(request: PendingRequest, base: RequestBase, from: `0x${string}`): Promise<{ id: Hex }>
  callsStatus(params: unknown, chainId: number): Promise<unknown>
}

export function createBatches(ctx: WalletContext, smartAccount: SmartAccountReader): Batches {
  const eoaBatches = new Map<string, { chainId: number; hashes: Hash[] }>()
  return {
    async sendCalls(request, base, from) {
      if (request.prepared?.kind !== 'calls') throw new ProviderRpcError(-32603, 'The batch was not read')
      const hashes: Hash[] = []
      for (const call of request.prepared.request.calls) {
        const hash = (await handleWalletRequest({
          ...base,
          method: 'eth_sendTransaction',
          params: [{ from, to: call.to, value: toHex(call.value), data: call.data }],
        })) as Hash
        hashes.push(hash)
        await ctx.devnet.waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: 30_000 })
      }
      const id = keccak256(concat(hashes))
      eoaBatches.set(id, { chainId: base.chainId, hashes })
      return { id }
    },
    async callsStatus(params, chainId) {
      const id = readCallsId(params)
      const batch = eoaBatches.get(id)
      if (batch) {
        const receipts = await Promise.all(
          batch.hashes.map((hash) => ctx.devnet.getTransactionReceipt({ hash }).catch(() => null)),
        )
        return eoaCallsStatus(id, batch.chainId, receipts)
      }
      const chain = smartAccountChain(chainId) ?? SMART_ACCOUNT_CHAINS[0]
      if (!chain) throw new ProviderRpcError(EIP5792.UNKNOWN_BUNDLE, `Unknown bundle id ${id}`)
      const raw = await ctx.smart.rawReceipt(chain.chainId, id)
      if (!raw && !smartAccount.ops.has(id))
        throw new ProviderRpcError(EIP5792.UNKNOWN_BUNDLE, `Unknown bundle id ${id}`)
      return callsStatus(id, chain.chainId, raw)
    },
  }
}
