import { bitcoinHoldings } from '../bitcoin/balance.ts'
import { createEsploraReader } from '../bitcoin/esplora.ts'
import type { CloudContext } from '../context.ts'
import { readSolanaHoldings } from '../solana/balance.ts'
import { createSolanaReader } from '../solana/rpc.ts'
import type { NonEvmAccount } from './nonEvm.ts'
import type { Holding } from './read.ts'

/**
 * The balances of a Solana or Bitcoin account on each chain `account` names, read from the chains' nodes now
 * (no cache: one getBalance + getTokenAccountsByOwner batch, or one Esplora address call, per chain).
 */
export async function readNonEvmHoldings(
  ctx: Pick<CloudContext, 'solanaChains' | 'bitcoinChains' | 'upstreamTimeoutMs'>,
  account: NonEvmAccount,
): Promise<Holding[]> {
  const perChain = await Promise.all(
    account.chainIds.map(async (chainId) => {
      if (account.namespace === 'solana') {
        const chain = ctx.solanaChains.get(chainId)!
        const reader = createSolanaReader(chainId, chain.rpcUrl, ctx.upstreamTimeoutMs)
        return readSolanaHoldings(chain, reader, account.address)
      }
      const chain = ctx.bitcoinChains.get(chainId)!
      const esplora = createEsploraReader(chainId, chain.esploraUrl, ctx.upstreamTimeoutMs)
      return bitcoinHoldings(chain, await esplora.address(account.address))
    }),
  )
  return perChain.flat()
}
