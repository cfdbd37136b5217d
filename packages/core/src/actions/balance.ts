import { type AirlockContext, adapterFor } from '../context.ts'
import type { ChainNamespace } from '../types.ts'

/** Reads the native balance of the namespace's account on the active network. */
export async function refreshNativeBalance(ctx: AirlockContext, namespace: ChainNamespace) {
  const account = ctx.account.get(namespace)
  const network = ctx.chain.getState().activeCaipNetwork
  if (!account?.address || !network || network.chainNamespace !== namespace) return
  const symbol = network.nativeCurrency.symbol
  if (ctx.chain.getState().isUnsupportedChain) {
    // The wallet is on a chain we have no definition for: nothing trustworthy to show.
    ctx.account.patch(namespace, { balance: '0.00', balanceSymbol: symbol, balanceLoading: false })
    return
  }
  const connectorId = ctx.connection.getState().connections[namespace]?.[0]?.connectorId
  ctx.account.patch(namespace, { balanceLoading: true })
  try {
    const { balance } = await adapterFor(ctx, namespace).getBalance({
      address: account.address,
      caipNetwork: network,
      connectorId,
    })
    // The account or network may have changed while we waited; only the answer for the current pair counts.
    const now = ctx.account.get(namespace)
    if (
      now?.address !== account.address ||
      ctx.chain.getState().activeCaipNetwork?.caipNetworkId !== network.caipNetworkId
    )
      return
    ctx.account.patch(namespace, { balance, balanceSymbol: symbol, balanceLoading: false })
  } catch {
    ctx.account.patch(namespace, { balance: undefined, balanceSymbol: symbol, balanceLoading: false })
  }
}
