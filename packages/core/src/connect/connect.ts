import { activeAddressOf, setAccount } from '../account/account.ts'
import { fetchIdentity } from '../account/identity.ts'
import type { ConnectResult } from '../adapter.ts'
import { reportCloudError } from '../cloud/reportError.ts'
import { reportInternalError } from '../cloud/telemetry.ts'
import { type AirlockContext, adapterFor } from '../context.ts'
import { isKitDestroyed } from '../errors/kitDestroyed.ts'
import { parseErrorMessage } from '../errors.ts'
import { closeModal } from '../modal/actions.ts'
import { handleChainChanged } from '../network/switch.ts'
import type { CaipNetwork, ChainNamespace } from '../types.ts'
import { type ConnectorInfo, WALLET_CONNECT_ID } from './connectorsStore.ts'
import { clearNamespace } from './disconnect.ts'
import {
  forgetConnection,
  persistActiveNetwork,
  persistConnection,
  storedAddress,
  storedConnectorId,
  storedNamespaces,
  storedStatus,
} from './persisted.ts'
import { trackRestore } from './restoring.ts'
import { sessionNetwork } from './sessionNetwork.ts'

/** Asks the wallet behind a connector for access; throws the wallet's error for the view to show. */
export async function connectExternal(ctx: AirlockContext, connector: ConnectorInfo) {
  const adapter = adapterFor(ctx, connector.chain)
  const active = ctx.chain.getState().activeCaipNetwork
  const caipNetwork =
    active?.chainNamespace === connector.chain ? active : ctx.chain.networksOf(connector.chain)[0]
  ctx.connection.setStatus('connecting')
  ctx.account.patch(connector.chain, { status: 'connecting' })
  try {
    const result = await adapter.connect({ connectorId: connector.id, caipNetwork })
    finalizeConnection(ctx, connector, result)
    ctx.events.emit('CONNECT_SUCCESS', { method: 'browser', name: connector.name })
    // An unsupported chain keeps the modal open on UnsupportedChain; otherwise the visitor is done here.
    if (!ctx.chain.getState().isUnsupportedChain) {
      // An embedded modal never closes, so it moves on to the account itself.
      if (ctx.options.enableEmbedded) ctx.router.reset('Account')
      closeModal(ctx)
    }
  } catch (error) {
    settleStatus(ctx, connector.chain)
    ctx.events.emit('CONNECT_ERROR', { message: parseErrorMessage(error) })
    reportCloudError(ctx, error)
    reportInternalError(ctx, 'Connect failed', error)
    throw error
  }
}

/** Records a granted connection in the stores and storage, then loads what the Account view shows. */
export function finalizeConnection(ctx: AirlockContext, connector: ConnectorInfo, result: ConnectResult) {
  const namespace = connector.chain
  ctx.connection.setConnections(namespace, [
    { connectorId: connector.id, accounts: result.accounts.map((address) => ({ address })) },
  ])
  const network = ctx.chain.findNetwork(String(result.chainId), namespace)
  setAccount(
    ctx,
    namespace,
    activeAddressOf(namespace, result),
    network ?? ctx.chain.getState().activeCaipNetwork,
    connector,
    result.typedAccounts,
  )
  ctx.connection.setStatus('connected')
  if (!connector.type.startsWith('WALLET_CONNECT'))
    ctx.connection.setRecentWallet({ id: connector.id, name: connector.name, rdns: connector.info?.rdns })
  handleChainChanged(ctx, connector.id, result.chainId, namespace)
  persistConnection(
    ctx,
    namespace,
    connector.id,
    ctx.chain.getState().activeCaipNetwork?.caipNetworkId,
    ctx.account.get(namespace)?.caipAddress,
  )
  void fetchIdentity(ctx, namespace)
}

/** After a failed or abandoned attempt the status reflects what is still connected. */
function settleStatus(ctx: AirlockContext, namespace: ChainNamespace) {
  const stillConnected = Boolean(ctx.account.get(namespace)?.address)
  ctx.account.patch(namespace, { status: stillConnected ? 'connected' : 'disconnected' })
  const anyConnected = Object.values(ctx.account.getState().accounts).some((a) => a?.address)
  ctx.connection.setStatus(anyConnected ? 'connected' : 'disconnected')
}

/**
 * At start: when storage says connected, each stored connection is re-synced without prompting. One the wallet no
 * longer grants is forgotten quietly; one whose restore fails is disconnected, with the router back on Connect
 * and the error shown. The status ends connected only if one succeeded. Requests made meanwhile wait for their
 * namespace's restore (restoring.ts).
 */
export async function syncExistingConnections(ctx: AirlockContext) {
  if (storedStatus(ctx) !== 'connected') return
  const namespaces = storedNamespaces(ctx)
  if (namespaces.length === 0) {
    forgetAll(ctx)
    return
  }
  ctx.connection.setStatus('connecting')
  const restoredActive = ctx.chain.getState().activeCaipNetwork
  await Promise.all(
    namespaces.map((namespace) =>
      trackRestore(ctx, namespace, () => restoreConnection(ctx, namespace)).catch((error: unknown) =>
        failRestore(ctx, namespace, error),
      ),
    ),
  )
  keepActiveNamespace(ctx, restoredActive)
  settleStatus(ctx, ctx.chain.getState().activeChain ?? namespaces[0]!)
}

/** Restores one stored connection; throws when the wallet (or the embedded wallet's frame) failed to answer. */
async function restoreConnection(ctx: AirlockContext, namespace: ChainNamespace) {
  const connectorId = storedConnectorId(ctx, namespace)
  // The stored account shows at once (no flash of the disconnected state); the wallet confirms it below.
  const caipAddress = storedAddress(ctx, namespace)
  ctx.account.patch(
    namespace,
    caipAddress
      ? { status: 'connecting', caipAddress, address: caipAddress.split(':')[2] }
      : { status: 'connecting' },
  )
  // Solana and Bitcoin wallets report no chain of their own: the network the namespace was on is passed.
  const stored = storedNetworkOf(ctx, namespace)
  const caipNetwork =
    connectorId === WALLET_CONNECT_ID ? await sessionNetwork(ctx, namespace, stored) : stored
  const result = connectorId
    ? await adapterFor(ctx, namespace).reconnect({ connectorId, ...(caipNetwork ? { caipNetwork } : {}) })
    : undefined
  const connector = connectorId ? ctx.connectors.getConnector(connectorId, namespace) : undefined
  if (result && connector) return finalizeConnection(ctx, connector, result)
  // The wallet no longer grants access (or is gone): an expected end, nothing to report.
  forgetConnection(ctx, namespace)
  ctx.account.resetAccount(namespace)
}

/**
 * A restore that failed: the namespace is disconnected (the wallet let go, the account, network and stored
 * connection cleared), the next open shows Connect, and the visitor is told why.
 */
function failRestore(ctx: AirlockContext, namespace: ChainNamespace, error: unknown) {
  // Not a failure: the kit was destroyed mid-restore, and the connection stays stored for the next kit.
  if (isKitDestroyed(error)) return
  // A relay or cloud refusing the project (a restored WalletConnect session reconnects) says why.
  reportCloudError(ctx, error)
  reportInternalError(ctx, 'Reconnect failed', error)
  const connectorId = storedConnectorId(ctx, namespace)
  if (connectorId)
    void adapterFor(ctx, namespace)
      .disconnect({ connectorId })
      .catch(() => undefined)
  clearNamespace(ctx, namespace)
  ctx.router.reset('Connect')
  ctx.toast.showError(parseErrorMessage(error))
}

/**
 * Each restored connection reports its chain, which makes its namespace active: with several, the last wallet to
 * answer would win. The namespace active before the reload stays active, on the network its wallet reported.
 */
function keepActiveNamespace(ctx: AirlockContext, restored: CaipNetwork | undefined) {
  if (!restored) return
  const namespace = restored.chainNamespace
  const { activeChain, defaultNetworks } = ctx.chain.getState()
  if (activeChain === namespace || !ctx.account.get(namespace)?.address) return
  const network = defaultNetworks[namespace] ?? restored
  ctx.chain.setActiveCaipNetwork(network)
  persistActiveNetwork(ctx, network.caipNetworkId)
}

/** The network a namespace was on: the restored active one for its namespace, else its stored account's. */
function storedNetworkOf(ctx: AirlockContext, namespace: ChainNamespace): CaipNetwork | undefined {
  const restored = ctx.chain.getState().defaultNetworks[namespace]
  if (restored) return restored
  const caipAddress = storedAddress(ctx, namespace)
  if (!caipAddress) return undefined
  const [, reference] = caipAddress.split(':')
  return ctx.chain.findNetwork(`${namespace}:${reference}`, namespace)
}

function forgetAll(ctx: AirlockContext) {
  for (const namespace of ctx.adapters.keys()) forgetConnection(ctx, namespace)
}
