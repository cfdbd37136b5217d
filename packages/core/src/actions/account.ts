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
  const known = ctx.account.get(namespace)?.allAccounts ?? []
  const listed = ctx.connection.getState().connections[namespace]?.[0]?.accounts ?? []
  const previous = ctx.account.get(namespace)?.address
  // Another account's balances are not this one's: they are read again (the Tokens tab and refreshNativeBalance).
  const switched = previous !== undefined && previous.toLowerCase() !== address.toLowerCase()
  const isKnown = (candidate: string) =>
    known.some((account) => account.address.toLowerCase() === candidate.toLowerCase())
  ctx.account.patch(namespace, {
    address,
    caipAddress: network ? (`${network.caipNetworkId}:${address}` as CaipAddress) : undefined,
    status: 'connected',
    addressExplorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
    // A wallet that named its accounts with their types (the embedded wallet's EOA and smart account) keeps
    // that list when it switches between them; otherwise the connection's accounts, as EOAs.
    allAccounts:
      isKnown(address) && listed.every((account) => isKnown(account.address))
        ? known
        : listed.map((a) => ({ address: a.address, type: 'eoa' as const })),
    ...(switched && { tokenBalance: [], balance: undefined, balanceSymbol: undefined }),
    ...(connector && {
      connectedWalletInfo: { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns },
    }),
  })
}
