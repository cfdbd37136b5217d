import { type AirlockContext, adapterFor } from '../context.ts'
import { ErrorMessages } from '../errors.ts'
import { closeModal } from '../modal/actions.ts'
import type { ChainNamespace } from '../types.ts'
import { forgetConnection, forgetConnectorIds } from './persisted.ts'

/**
 * Disconnects: every namespace sharing the connector is disconnected too, each has its account
 * and network reset and its connector id cleared (every namespace's when no namespace is named), the connection
 * is reset (pairing URI, expiry, linking, recent wallet), and failures are joined into one message. Resolves
 * whether everything disconnected cleanly.
 */
export async function disconnect(ctx: AirlockContext, namespace?: ChainNamespace): Promise<boolean> {
  const connections = ctx.connection.getState().connections
  const target = namespace ?? ctx.chain.getState().activeChain
  const targetConnector = target ? connections[target]?.[0]?.connectorId : undefined
  const namespaces = (Object.keys(connections) as ChainNamespace[]).filter((ns) => {
    const id = connections[ns]?.[0]?.connectorId
    if (!id) return false
    return namespace === undefined || ns === target || (id === targetConnector && isSharedConnector(id))
  })
  const errors: string[] = []
  await Promise.all(
    namespaces.map(async (ns) => {
      const connectorId = connections[ns]?.[0]?.connectorId
      try {
        if (connectorId) await adapterFor(ctx, ns).disconnect({ connectorId })
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error))
      }
      clearNamespace(ctx, ns)
    }),
  )
  // One session serves every namespace that used it: it ends once, after the adapters let go.
  if (namespaces.some((ns) => connections[ns]?.[0]?.connectorId === 'walletConnect')) {
    await ctx.walletConnect?.session.disconnect().catch((error: unknown) => {
      errors.push(error instanceof Error ? error.message : String(error))
    })
  }
  if (namespace === undefined) forgetConnectorIds(ctx)
  ctx.connection.resetWcConnection()
  // The reset says disconnected; a namespace this call left alone may still be connected.
  const anyLeft = Object.values(ctx.account.getState().accounts).some((a) => a?.address)
  ctx.connection.setStatus(anyLeft ? 'connected' : 'disconnected')
  if (errors.length > 0) {
    ctx.toast.showError(ErrorMessages.FAILED_TO_DISCONNECT)
    ctx.events.emit('DISCONNECT_ERROR', { message: errors.join(', ') })
    ctx.cloud?.analytics.reportError(new Error(`${ErrorMessages.FAILED_TO_DISCONNECT}: ${errors.join(', ')}`))
    return false
  }
  ctx.events.emit('DISCONNECT_SUCCESS')
  if (!anyLeft) {
    closeModal(ctx)
    ctx.router.reset('Connect')
  }
  return true
}

/**
 * A namespace's wallet is gone (the kit's disconnect, or the wallet's disconnect event or empty
 * accountsChanged): its account (social provider included) and network are reset, its connection and stored
 * connector id forgotten.
 */
export function clearNamespace(ctx: AirlockContext, namespace: ChainNamespace) {
  ctx.account.resetAccount(namespace)
  ctx.chain.resetNetwork(namespace)
  ctx.connection.setConnections(namespace, [])
  forgetConnection(ctx, namespace)
}

/** WalletConnect and embedded-wallet connectors serve several namespaces with one session. */
function isSharedConnector(connectorId: string) {
  return connectorId === 'walletConnect' || connectorId === 'AUTH'
}
