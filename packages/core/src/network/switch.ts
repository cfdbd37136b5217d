import { setAccount } from '../account/account.ts'
import { refreshNativeBalance } from '../account/balance.ts'
import { reportInternalError } from '../cloud/telemetry.ts'
import { WALLET_CONNECT_ID } from '../connect/connectorsStore.ts'
import { persistActiveNetwork } from '../connect/persisted.ts'
import { type AirlockContext, adapterFor } from '../context.ts'
import { Alerts, parseErrorMessage } from '../errors.ts'
import { openModal } from '../modal/actions.ts'
import type { CaipNetwork, ChainNamespace } from '../types.ts'

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
  // A reference alone, or (a WalletConnect session approving a legacy Solana id) the namespace's deprecated id.
  const network =
    ctx.chain.findNetwork(String(chainId), namespace) ??
    ctx.chain.findNetwork(`${namespace}:${String(chainId)}`, namespace)
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
 * Switches the active network: through the wallet when one is connected, else in the kit alone. Returns
 * whether the switch happened; a failure is shown as a toast and the modal goes back.
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
    await switchWallet(ctx, network, connectorId)
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

/**
 * The adapter switches its wallet. A WalletConnect session's non-eip155 namespace (Solana, Bitcoin) also moves
 * its default chain, where its requests go, when the session approved the network (else ChainSwitchError);
 * eip155 moves it through wallet_switchEthereumChain. A refused adapter switch puts the session back.
 */
async function switchWallet(ctx: AirlockContext, network: CaipNetwork, connectorId: string) {
  const namespace = network.chainNamespace
  const adapter = adapterFor(ctx, namespace)
  const session = ctx.walletConnect?.session
  if (connectorId !== WALLET_CONNECT_ID || namespace === 'eip155' || !session) {
    await adapter.switchNetwork({ caipNetwork: network, connectorId })
    return
  }
  const chains = [network.caipNetworkId, network.deprecatedCaipNetworkId].filter(
    (id): id is CaipNetwork['caipNetworkId'] => id !== undefined,
  )
  const previous = session.switchChain(namespace, chains)
  try {
    await adapter.switchNetwork({ caipNetwork: network, connectorId })
  } catch (error) {
    if (previous) session.switchChain(namespace, [previous])
    throw error
  }
}
