import { type AirlockContext, adapterFor } from '../context.ts'
import { Alerts, parseErrorMessage } from '../errors.ts'
import type { CaipNetwork, ChainNamespace } from '../types.ts'
import { setAccount } from './account.ts'
import { refreshNativeBalance } from './balance.ts'
import { openModal } from './modal.ts'
import { persistActiveNetwork } from './persisted.ts'
import { reportInternalError } from './telemetry.ts'

/**
 * The wallet reports a chain (on connect or through chainChanged): a configured one becomes active,
 * an unknown one marks the chain unsupported and, when the dapp wants that, asks the visitor to switch.
 */
export function handleChainChanged(
  ctx: AirlockContext,
  _connectorId: string,
  chainId: string | number,
  namespace: ChainNamespace,
) {
  const network = ctx.chain.findNetwork(String(chainId), namespace)
  const address = ctx.account.get(namespace)?.address
  if (!network) {
    ctx.chain.setUnsupportedChain(true)
    if (address) void refreshNativeBalance(ctx, namespace)
    if (ctx.options.enableNetworkSwitch && !ctx.options.allowUnsupportedChain)
      openModal(ctx, { view: 'UnsupportedChain' })
    return
  }
  const wasUnsupported = ctx.chain.getState().isUnsupportedChain
  ctx.chain.setActiveCaipNetwork(network)
  persistActiveNetwork(ctx, network.caipNetworkId)
  if (address) {
    setAccount(ctx, namespace, address, network)
    void refreshNativeBalance(ctx, namespace)
  }
  if (wasUnsupported && ctx.router.getState().view === 'UnsupportedChain' && ctx.modal.getState().open)
    ctx.router.reset('Account')
}

/**
 * Spec section 4, switching network. Returns whether the switch happened; a failure is shown as a toast
 * and the modal goes back.
 */
export async function switchNetwork(ctx: AirlockContext, target: CaipNetwork): Promise<boolean> {
  const network = ctx.chain.findNetwork(target.caipNetworkId)
  if (!network) {
    ctx.alert.open(Alerts.SWITCH_NETWORK_NOT_FOUND, 'error')
    return false
  }
  const namespace = network.chainNamespace
  const connectorId = ctx.connection.getState().connections[namespace]?.[0]?.connectorId
  if (!ctx.account.get(namespace)?.address || !connectorId) {
    // Nothing connected there: only the active network changes.
    ctx.chain.setActiveCaipNetwork(network)
    persistActiveNetwork(ctx, network.caipNetworkId)
    ctx.events.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
    return true
  }
  try {
    await adapterFor(ctx, namespace).switchNetwork({ caipNetwork: network, connectorId })
    // The wallet's chainChanged usually follows; applying it here keeps the result independent of that timing.
    handleChainChanged(ctx, connectorId, network.id, namespace)
    ctx.events.emit('SWITCH_NETWORK', { network: network.caipNetworkId })
    return true
  } catch (error) {
    if (ctx.modal.getState().open) ctx.router.goBack()
    ctx.toast.showError(parseErrorMessage(error))
    reportInternalError(ctx, 'Switch network failed', error)
    return false
  }
}
