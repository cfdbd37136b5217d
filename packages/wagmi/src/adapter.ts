import type {
  AdapterContext,
  CaipNetwork,
  ChainAdapter,
  ConnectorInfo,
  ConnectResult,
  SendTransactionParams,
  WriteContractParams,
} from '@airlock/core'
import { WalletError } from '@airlock/core'
import { addChainParams, createEvmAdapter, SIGNATURE_DECLINED, safeIcon, toWalletError } from '@airlock/evm'
import { type Abi, type Address, type Hex, isHex, numberToHex } from 'viem'
import type { Config, Connector } from 'wagmi'
import {
  connect,
  disconnect,
  type GetConnectionReturnType,
  getConnection,
  reconnect,
  sendTransaction,
  signMessage,
  switchChain,
  switchConnection,
  watchConnection,
  watchConnectors,
  writeContract,
} from 'wagmi/actions'
import { WagmiConnectorNotFoundError } from './errors.ts'
import { AIRLOCK_WALLET_CONNECT_ID, airlockWalletConnect } from './walletConnectConnector.ts'

/** How long a reconnect waits for the stored connector to be discovered (EIP-6963) after the page loads. */
const RECONNECT_DISCOVERY_MS = 1000
/** How long a reconnect waits for wagmi's own reconnect (WagmiProvider's, on mount) to settle. */
const RECONNECT_SETTLE_MS = 5000
/**
 * Wallet errors after which the chain is added and the switch retried: 4902 (the wallet does not know the
 * chain), and -32603 and 5000, which some wallets answer instead.
 */
const ADD_CHAIN_CODES: readonly number[] = [4902, -32603, 5000]

export interface WagmiAdapterOptions {
  /** The dapp's wagmi config (`createConfig`); its connectors are the modal's, its state is the connection. */
  config: Config
}

/** The eip155 adapter, plus the wagmi config it drives. */
export interface WagmiAdapter extends ChainAdapter {
  readonly wagmiConfig: Config
}

/** What Airlock holds, as last told to the kit: compared with wagmi's state to tell what changed. */
interface Held {
  connectorId: string
  uid: string
  accounts: readonly string[]
  chainId: number
}

/**
 * Creates Airlock's eip155 adapter on a dapp's wagmi config. The modal lists the config's connectors
 * (EIP-6963 wallets wagmi discovers included) and connects through wagmi's `connect`, so `useConnection` and
 * every wagmi action see the wallet; connects, account and chain changes and disconnects made through wagmi
 * (its hooks or actions) show in the modal. A WalletConnect session paired in Airlock's modal becomes a wagmi
 * connection too, so wagmi's actions reach that wallet. Reads (balances, gas, receipts) go through Airlock's
 * RPC transport, as with `@airlock/evm`.
 *
 * @example
 * import { createAirlock } from '@airlock/core'
 * import { createWagmiAdapter } from '@airlock/wagmi'
 * import { createConfig, http } from 'wagmi'
 *
 * const config = createConfig({ chains: [mainnet], transports: { [mainnet.id]: http() } })
 * const airlock = createAirlock({ projectId, networks, adapters: [createWagmiAdapter({ config })] })
 */
export function createWagmiAdapter(options: WagmiAdapterOptions): WagmiAdapter {
  const { config } = options
  // Reads only (balance over the network's node, gas, receipts): no wallet, no discovery.
  const reads = createEvmAdapter()
  let context: AdapterContext | undefined
  let walletConnectConnector: Connector | undefined
  let held: Held | undefined
  // While the kit itself connects, reconnects or disconnects, wagmi's state changes are its own doing.
  let busy = 0

  function ownWalletConnect(): Connector {
    walletConnectConnector ??= config._internal.connectors.setup(
      airlockWalletConnect(() => context?.sharedProvider(AIRLOCK_WALLET_CONNECT_ID)),
    )
    return walletConnectConnector
  }

  /** The modal's id for a wagmi connector; a dapp's own wagmi WalletConnect connector must not take the kit's. */
  function airlockId(connector: Connector): string {
    if (connector === walletConnectConnector) return AIRLOCK_WALLET_CONNECT_ID
    return connector.id === AIRLOCK_WALLET_CONNECT_ID ? `wagmi.${connector.id}` : connector.id
  }

  function connectorInfo(connector: Connector): ConnectorInfo {
    const rdns = typeof connector.rdns === 'string' ? connector.rdns : connector.rdns?.[0]
    const imageUrl = safeIcon(connector.icon)
    if (connector === walletConnectConnector)
      return { id: AIRLOCK_WALLET_CONNECT_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
    return {
      id: airlockId(connector),
      name: connector.name,
      type: rdns ? 'ANNOUNCED' : connector.type === 'injected' ? 'INJECTED' : 'EXTERNAL',
      chain: 'eip155',
      ...(imageUrl ? { imageUrl } : {}),
      ...(rdns ? { info: { rdns } } : {}),
    }
  }

  function findConnector(connectorId: string): Connector | undefined {
    if (connectorId === AIRLOCK_WALLET_CONNECT_ID) return ownWalletConnect()
    return config.connectors.find((c) => airlockId(c) === connectorId)
  }

  function connectorOf(connectorId: string): Connector {
    const connector = findConnector(connectorId)
    if (!connector) throw new WagmiConnectorNotFoundError(connectorId)
    return connector
  }

  function publishConnectors(connectors: readonly Connector[]) {
    // With a WalletConnect of its own (its relay, its QR view), the kit lists it once: the config's is left out.
    const hasOwnWalletConnect = context?.sharedProvider(AIRLOCK_WALLET_CONNECT_ID) !== undefined
    context?.setConnectors(
      connectors
        .filter((c) => !(hasOwnWalletConnect && c.id === AIRLOCK_WALLET_CONNECT_ID))
        .map(connectorInfo),
    )
  }

  function hold(connectorId: string, connector: Connector, accounts: readonly string[], chainId: number) {
    held = { connectorId, uid: connector.uid, accounts: [...accounts], chainId }
    const [address] = accounts
    if (!address) throw new WalletError('The wallet returned no account')
    return { address, accounts: [...accounts], chainId } satisfies ConnectResult
  }

  /** wagmi's connection changed outside the kit's own calls: tell the kit what the visitor now sees. */
  function follow(connection: GetConnectionReturnType) {
    const events = context?.events
    if (busy > 0 || !events) return
    if (connection.status === 'connected') {
      const { connector, addresses, chainId } = connection
      const connectorId = airlockId(connector)
      if (!held || held.uid !== connector.uid) {
        held = { connectorId, uid: connector.uid, accounts: [...addresses], chainId }
        events.connected?.(connectorInfo(connector), {
          address: connection.address,
          accounts: [...addresses],
          chainId,
        })
        return
      }
      const accountsChanged =
        held.accounts.length !== addresses.length || held.accounts.some((a, i) => a !== addresses[i])
      const chainChanged = held.chainId !== chainId
      held = { ...held, accounts: [...addresses], chainId }
      if (accountsChanged) events.accountsChanged(connectorId, [...addresses])
      if (chainChanged) events.chainChanged(connectorId, chainId)
    } else if (connection.status === 'disconnected' && held) {
      const { connectorId } = held
      held = undefined
      events.disconnect(connectorId)
    }
  }

  async function whileBusy<T>(run: () => Promise<T>): Promise<T> {
    busy += 1
    try {
      return await run()
    } finally {
      busy -= 1
    }
  }

  /** Resolves once wagmi is neither connecting nor reconnecting (or after `timeoutMs`). */
  function settled(timeoutMs: number): Promise<void> {
    const pending = () => config.state.status === 'connecting' || config.state.status === 'reconnecting'
    if (!pending()) return Promise.resolve()
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        stop()
        resolve()
      }
      const timer = setTimeout(done, timeoutMs)
      const stop = config.subscribe(
        (state) => state.status,
        () => {
          if (!pending()) done()
        },
      )
    })
  }

  /** The connector once wagmi has it (EIP-6963 wallets announce themselves after load), or undefined. */
  function discovered(connectorId: string, timeoutMs: number): Promise<Connector | undefined> {
    const found = findConnector(connectorId)
    if (found) return Promise.resolve(found)
    return new Promise((resolve) => {
      const done = (connector: Connector | undefined) => {
        clearTimeout(timer)
        stop()
        resolve(connector)
      }
      const timer = setTimeout(() => done(undefined), timeoutMs)
      const stop = watchConnectors(config, {
        onChange: () => {
          const connector = findConnector(connectorId)
          if (connector) done(connector)
        },
      })
    })
  }

  return {
    namespace: 'eip155',
    wagmiConfig: config,

    init(ctx) {
      context = ctx
      publishConnectors(config.connectors)
      const stopConnectors = watchConnectors(config, { onChange: publishConnectors })
      const stopConnection = watchConnection(config, { onChange: follow })
      // A wallet wagmi had already connected (or reconnected) before the kit started shows at once.
      follow(getConnection(config))
      return () => {
        stopConnectors()
        stopConnection()
        context = undefined
      }
    },

    connect({ connectorId }) {
      return whileBusy(async () => {
        const connector = connectorOf(connectorId)
        try {
          const existing = config.state.connections.get(connector.uid)
          // A new WalletConnect session replaces whatever wagmi remembered of an older one.
          if (existing && connector === walletConnectConnector) await disconnect(config, { connector })
          else if (existing) {
            if (config.state.current !== connector.uid) await switchConnection(config, { connector })
            return hold(connectorId, connector, existing.accounts, existing.chainId)
          }
          const result = await connect(config, { connector })
          return hold(connectorId, connector, result.accounts, result.chainId)
        } catch (error) {
          throw toWalletError(error)
        }
      })
    },

    reconnect({ connectorId }) {
      return whileBusy(async () => {
        const connector = await discovered(connectorId, RECONNECT_DISCOVERY_MS)
        if (!connector) return undefined
        await settled(RECONNECT_SETTLE_MS)
        if (!config.state.connections.has(connector.uid)) {
          // WalletConnect: the session restores when its provider is first asked; a gone session throws.
          if (connector === walletConnectConnector)
            await connect(config, { connector }).catch(() => undefined)
          else {
            await reconnect(config, { connectors: [connector] })
            await settled(RECONNECT_SETTLE_MS)
          }
        }
        const connection = config.state.connections.get(connector.uid)
        if (!connection) return undefined
        if (config.state.current !== connector.uid) await switchConnection(config, { connector })
        return hold(connectorId, connector, connection.accounts, connection.chainId)
      })
    },

    disconnect({ connectorId }) {
      return whileBusy(async () => {
        held = undefined
        const connector = findConnector(connectorId)
        if (!connector || !config.state.connections.has(connector.uid)) return
        await disconnect(config, { connector })
      })
    },

    getBalance({ address, caipNetwork }) {
      return reads.getBalance({ address, caipNetwork })
    },

    async switchNetwork({ caipNetwork, connectorId }) {
      const connector = connectorOf(connectorId)
      const chainId = Number(caipNetwork.id)
      try {
        if (config.chains.some((c) => c.id === chainId)) {
          await switchChain(config, { chainId, connector })
          return
        }
        // A network the dapp gave Airlock but not wagmi: asked of the wallet directly, added when unknown.
        await switchOutsideConfig(connector, caipNetwork)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async signMessage({ message, address, connectorId }) {
      const connector = connectorOf(connectorId)
      try {
        return await signMessage(config, {
          connector,
          account: address as Address,
          message: isHex(message) ? { raw: message } : message,
        })
      } catch (error) {
        throw toWalletError(error, SIGNATURE_DECLINED)
      }
    },

    async sendTransaction({ connectorId, caipNetwork, from, to, value, data }: SendTransactionParams) {
      const connector = connectorOf(connectorId)
      try {
        return await sendTransaction(config, {
          connector,
          account: from as Address,
          chainId: Number(caipNetwork.id),
          to: to as Address,
          ...(value === undefined ? {} : { value }),
          ...(data === undefined ? {} : { data: data as Hex }),
        })
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async writeContract({
      connectorId,
      caipNetwork,
      from,
      address,
      abi,
      functionName,
      args,
    }: WriteContractParams) {
      const connector = connectorOf(connectorId)
      try {
        return await writeContract(config, {
          connector,
          account: from as Address,
          chainId: Number(caipNetwork.id),
          address: address as Address,
          abi: abi as Abi,
          functionName,
          args,
        })
      } catch (error) {
        throw toWalletError(error)
      }
    },

    estimateGas(params) {
      return reads.estimateGas!(params)
    },

    waitForTransaction(params) {
      return reads.waitForTransaction!(params)
    },
  }
}

async function switchOutsideConfig(connector: Connector, caipNetwork: CaipNetwork) {
  const provider = (await connector.getProvider()) as {
    request(args: { method: string; params?: unknown }): Promise<unknown>
  }
  const chainId = numberToHex(Number(caipNetwork.id))
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (typeof code !== 'number' || !ADD_CHAIN_CODES.includes(code)) throw error
    await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(caipNetwork)] })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
  }
}
