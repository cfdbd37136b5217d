import type { AirlockContext } from '../context.ts'
import type { CaipNetwork, ChainNamespace } from '../types.ts'

/**
 * The network a WalletConnect connection of `namespace` reports: `wanted` (the namespace's network in the kit)
 * when the session approved it, else the first configured network the session approved, else `wanted`. Solana
 * and Bitcoin wallets report no chain of their own, so the session's default chain (where requests go) moves
 * there too; eip155 wallets report theirs.
 */
export async function sessionNetwork(
  ctx: AirlockContext,
  namespace: ChainNamespace,
  wanted: CaipNetwork | undefined,
): Promise<CaipNetwork | undefined> {
  const session = ctx.walletConnect?.session
  if (!session) return wanted ?? ctx.chain.networksOf(namespace)[0]
  // A restored session is read from storage when the client loads.
  await session.client()
  const approved = new Set(session.approvedChains(namespace))
  const idsOf = (network: CaipNetwork) =>
    [network.caipNetworkId, network.deprecatedCaipNetworkId].filter(
      (id): id is CaipNetwork['caipNetworkId'] => id !== undefined && approved.has(id),
    )
  const candidates = [...(wanted ? [wanted] : []), ...ctx.chain.networksOf(namespace)]
  const picked = candidates.find((network) => idsOf(network).length > 0)
  if (!picked) return wanted ?? ctx.chain.networksOf(namespace)[0]
  if (namespace !== 'eip155') session.switchChain(namespace, idsOf(picked))
  return picked
}
