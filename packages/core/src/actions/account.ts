import type { AirlockContext } from '../context.ts'
import type { ConnectorInfo } from '../stores/connectors.ts'
import type { CaipAddress, CaipNetwork, ChainNamespace } from '../types.ts'

export function setAccount(
  ctx: AirlockContext,
  namespace: ChainNamespace,
  address: string,
  network: CaipNetwork | undefined,
  connector?: ConnectorInfo,
) {
  const explorer = network?.blockExplorers?.default.url
  ctx.account.patch(namespace, {
    address,
    caipAddress: network ? (`${network.caipNetworkId}:${address}` as CaipAddress) : undefined,
    status: 'connected',
    addressExplorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
    allAccounts:
      ctx.connection
        .getState()
        .connections[namespace]?.[0]?.accounts.map((a) => ({ address: a.address, type: 'eoa' as const })) ??
      [],
    ...(connector && {
      connectedWalletInfo: { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns },
    }),
  })
}
