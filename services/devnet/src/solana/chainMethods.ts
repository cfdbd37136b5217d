import { SLOTS_PER_EPOCH, SOLANA_CORE_VERSION, SOLANA_DEVNET_GENESIS_HASH } from './constants.ts'
import { type RpcContext, type RpcHandler, responseContext } from './context.ts'

/** Slots, blockhashes, epoch and node information. */
export function chainMethods({ chain }: RpcContext): Record<string, RpcHandler> {
  return {
    getLatestBlockhash: () => ({ context: responseContext(chain), value: chain.latestBlockhash() }),
    getSlot: () => chain.slot,
    getBlockHeight: () => chain.blockHeight,
    getTransactionCount: () => chain.transactionCount,
    getEpochInfo: () => ({
      absoluteSlot: chain.slot,
      blockHeight: chain.blockHeight,
      epoch: chain.slot / SLOTS_PER_EPOCH,
      slotIndex: chain.slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: chain.transactionCount,
    }),
    getGenesisHash: () => SOLANA_DEVNET_GENESIS_HASH,
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': SOLANA_CORE_VERSION, 'feature-set': 0 }),
  }
}
