/**
 * Loads a namespace's request handler on demand, each in its own chunk, so the wallet's first load carries
 * neither @solana/kit nor @scure/btc-signer. The only module that imports the handlers.
 */
import { BITCOIN_ACCOUNT, BITCOIN_NETWORKS, SOLANA_ACCOUNT, SOLANA_NETWORKS } from '../config.ts'
import type { ChainNamespace, ChainRequestHandler } from './requestTypes.ts'

/** Loads a namespace's handler (its own chunk); 5100-style refusal for chains the wallet does not know. */
export async function loadChainHandler(namespace: ChainNamespace): Promise<ChainRequestHandler> {
  if (namespace === 'solana') {
    const { createSolanaHandler } = await import('../solana/handler.ts')
    return createSolanaHandler({ seedHex: SOLANA_ACCOUNT.seedHex, networks: SOLANA_NETWORKS })
  }
  const { createBitcoinHandler } = await import('../bitcoin/handler.ts')
  return createBitcoinHandler({ privateKeyHex: BITCOIN_ACCOUNT.privateKeyHex, networks: BITCOIN_NETWORKS })
}
