import { activeOfListed, setAccount } from '../account/account.ts'
import { refreshNativeBalance } from '../account/balance.ts'
import type { AdapterEvents } from '../adapter.ts'
import type { AirlockContext } from '../context.ts'
import { closeModal } from '../modal/actions.ts'
import { handleChainChanged } from '../network/switch.ts'
import type { ChainNamespace } from '../types.ts'
import { finalizeConnection } from './connect.ts'
import { WALLET_CONNECT_ID } from './connectorsStore.ts'
import { clearNamespace } from './disconnect.ts'

/** Events from a namespace's wallet, applied only when they come from the connector in use there. */
export function createWalletEventHandlers(ctx: AirlockContext, namespace: ChainNamespace): AdapterEvents {
  const isActive = (connectorId: string) =>
    ctx.connection.getState().connections[namespace]?.[0]?.connectorId === connectorId

  // An embedded (inline) card is always on screen: it follows the connection as an open modal does.
  const shown = () => ctx.modal.getState().open || ctx.options.enableEmbedded === true

  function afterLoss() {
    const anyLeft = Object.values(ctx.account.getState().accounts).some((a) => a?.address)
    ctx.connection.setStatus(anyLeft ? 'connected' : 'disconnected')
    if (!anyLeft && shown()) ctx.router.reset('Connect')
  }

  return {
    accountsChanged(connectorId, accounts) {
      if (!isActive(connectorId)) return
      const address = activeOfListed(ctx, namespace, accounts)
      if (!address) {
        clearNamespace(ctx, namespace)
        afterLoss()
        return
      }
      ctx.connection.setConnections(namespace, [
        { connectorId, accounts: accounts.map((a) => ({ address: a })) },
      ])
      setAccount(ctx, namespace, address, ctx.chain.getState().activeCaipNetwork)
      void refreshNativeBalance(ctx, namespace)
    },
    chainChanged(connectorId, chainId) {
      if (!isActive(connectorId)) return
      handleChainChanged(ctx, connectorId, chainId, namespace)
    },
    disconnect(connectorId) {
      if (!isActive(connectorId)) return
      clearNamespace(ctx, namespace)
      // The WalletConnect session ended on the wallet's side: its pairing state goes with it, so the next
      // connect makes a new pairing.
      if (connectorId === WALLET_CONNECT_ID) ctx.connection.resetWcConnection()
      afterLoss()
    },
    connected(connector, result) {
      if (connector.chain !== namespace) return
      finalizeConnection(ctx, connector, result)
      ctx.events.emit('CONNECT_SUCCESS', { method: 'browser', name: connector.name })
      // The modal's Connect view has nothing left to offer; an unsupported chain keeps it open to switch. An
      // embedded card never closes, so it moves on to the account.
      if (ctx.chain.getState().isUnsupportedChain) return
      if (ctx.options.enableEmbedded) ctx.router.reset('Account')
      if (ctx.modal.getState().open) closeModal(ctx)
    },
  }
}
