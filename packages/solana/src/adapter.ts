import {
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  type ConnectResult,
  NoConnectionClientError,
  NoRpcUrlError,
  type SharedProvider,
  type TransferFee,
  WalletError,
} from '@airlock/core'
import { formatUnits } from '@airlock/core/internal'
import type { Wallet } from '@wallet-standard/base'
import { toWalletStandardChain } from './chains.ts'
import { type DiscoveredWallet, type WalletRegistry, watchSolanaWallets } from './discovery.ts'
import { encodeBase58 } from './encoding.ts'
import type { SolanaRpc } from './rpc.ts'
import type { SolanaSigner } from './session.ts'

/** How long a reconnect waits for its wallet to register after the page loads. */
const RECONNECT_DISCOVERY_MS = 1000
/** getSignatureStatuses polling while a send confirms (Solana's slots are about 400 ms). */
const CONFIRMATION_INTERVAL_MS = 400
/** How long a send is followed; a transaction whose blockhash expired (~150 blocks, about a minute) never lands. */
const CONFIRMATION_TIMEOUT_MS = 2 * 60_000

export interface SolanaAdapterOptions {
  /**
   * The JSON-RPC endpoint for a network; undefined (or no option) uses the network's
   * `rpcUrls.default.http[0]` (the cloud gateway when the kit has one).
   */
  rpcUrl?: ((caipNetwork: CaipNetwork) => string | undefined) | undefined
  /**
   * The Wallet Standard registry to discover wallets in; by default @wallet-standard/app's getWallets(), reached
   * when the kit starts and only where there is a window.
   */
  wallets?: (() => WalletRegistry) | undefined
  /** How a sent transaction is followed until it is confirmed. */
  confirmation?: { intervalMs?: number | undefined; timeoutMs?: number | undefined } | undefined
}

/**
 * Creates the solana adapter: Wallet Standard wallets (discovered through the standard's registry when the kit
 * starts) and the kit's WalletConnect session (solana_* methods). Balances, fees and sends go over the
 * network's RPC with @solana/kit, which is loaded on the first such call and not with the page.
 *
 * @example
 * import { airlockSolanaLocal, createAirlock, solana } from '@airlock/core'
 * import { createSolanaAdapter } from '@airlock/solana'
 *
 * const airlock = createAirlock({
 *   projectId,
 *   networks: [solana, airlockSolanaLocal],
 *   adapters: [createSolanaAdapter()],
 * })
 */
export function createSolanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  let context: AdapterContext | undefined
  let discovered: DiscoveredWallet[] = []
  const waiting = new Set<() => void>()
  /** Event subscriptions of the connections this adapter made, by connector id. */
  const subscriptions = new Map<string, () => void>()
  const rpcs = new Map<string, Promise<SolanaRpc>>()
  const intervalMs = options.confirmation?.intervalMs ?? CONFIRMATION_INTERVAL_MS
  const timeoutMs = options.confirmation?.timeoutMs ?? CONFIRMATION_TIMEOUT_MS

  const walletOf = (connectorId: string): Wallet | undefined =>
    discovered.find((c) => c.id === connectorId)?.wallet

  /** A connector the kit serves (WalletConnect's session) comes first: its id is the kit's own. */
  const sharedOf = (connectorId: string): SharedProvider | undefined => context?.sharedProvider(connectorId)

  /*
   * The wallet-facing code (standard:* / solana:* features, WalletConnect's solana_* methods) loads with the
   * first connect or reconnect, not with the page: discovery is all the page pays for.
   */
  const standardWallet = () => import('./standardWallet.ts')
  const walletConnect = () => import('./walletConnect.ts')

  async function signerOf(connectorId: string): Promise<SolanaSigner> {
    const shared = sharedOf(connectorId)
    if (shared) return (await walletConnect()).walletConnectSigner(shared)
    const wallet = walletOf(connectorId)
    if (wallet) return (await standardWallet()).standardSigner(wallet)
    throw new NoConnectionClientError('solana')
  }

  function rpcOf(network: CaipNetwork): Promise<SolanaRpc> {
    const url = options.rpcUrl?.(network) ?? network.rpcUrls.default.http[0]
    if (!url) return Promise.reject(new NoRpcUrlError(network.caipNetworkId))
    let rpc = rpcs.get(url)
    if (!rpc) {
      rpc = import('./rpc.ts').then(({ createRpc }) => createRpc(url))
      rpc.catch(() => rpcs.delete(url))
      rpcs.set(url, rpc)
    }
    return rpc
  }

  /**
   * The chain a connection reports: the one the kit asked for, else the first configured network the wallet
   * lists (Solana wallets have no "current chain"; the dapp's network is the chain).
   */
  function chainFor(caipNetwork: CaipNetwork | undefined, wallet?: Wallet): string {
    if (caipNetwork) return String(caipNetwork.id)
    const networks = context?.networks() ?? []
    const listed = wallet && networks.find((n) => wallet.chains.includes(toWalletStandardChain(n)))
    const network = listed ?? networks[0]
    if (!network) throw new WalletError('No Solana network is configured')
    return String(network.id)
  }

  function unsubscribe(connectorId: string) {
    subscriptions.get(connectorId)?.()
    subscriptions.delete(connectorId)
  }

  function onAccounts(connectorId: string, addresses: string[]) {
    if (addresses.length > 0) context?.events.accountsChanged(connectorId, addresses)
    else {
      unsubscribe(connectorId)
      context?.events.disconnect(connectorId)
    }
  }

  function followStandard(
    connectorId: string,
    wallet: Wallet,
    watch: (wallet: Wallet, onAccounts: (addresses: string[]) => void) => () => void,
  ) {
    unsubscribe(connectorId)
    subscriptions.set(
      connectorId,
      watch(wallet, (addresses) => onAccounts(connectorId, addresses)),
    )
  }

  function followWalletConnect(connectorId: string, provider: SharedProvider) {
    unsubscribe(connectorId)
    const accounts = (addresses: string[]) =>
      onAccounts(connectorId, Array.isArray(addresses) ? addresses : [])
    const chain = (reference: string | number) => context?.events.chainChanged(connectorId, String(reference))
    const ended = () => {
      unsubscribe(connectorId)
      context?.events.disconnect(connectorId)
    }
    provider.on('accountsChanged', accounts as never)
    provider.on('chainChanged', chain as never)
    provider.on('disconnect', ended as never)
    subscriptions.set(connectorId, () => {
      provider.removeListener('accountsChanged', accounts as never)
      provider.removeListener('chainChanged', chain as never)
      provider.removeListener('disconnect', ended as never)
    })
  }

  async function waitForWallet(connectorId: string) {
    if (walletOf(connectorId)) return
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        waiting.delete(check)
        resolve()
      }
      const check = () => {
        if (walletOf(connectorId)) done()
      }
      const timer = setTimeout(done, RECONNECT_DISCOVERY_MS)
      waiting.add(check)
    })
  }

  async function connectWith(
    connectorId: string,
    caipNetwork: CaipNetwork | undefined,
    silent: boolean,
  ): Promise<ConnectResult | undefined> {
    const shared = sharedOf(connectorId)
    if (shared) {
      const { walletConnectAccounts } = await walletConnect()
      const accounts = await walletConnectAccounts(shared).catch((error: unknown) => {
        if (silent) return []
        throw error
      })
      const [address] = accounts
      if (!address) return undefined
      followWalletConnect(connectorId, shared)
      return { address, accounts, chainId: chainFor(caipNetwork) }
    }
    const wallet = walletOf(connectorId)
    if (!wallet) {
      if (silent) return undefined
      throw new NoConnectionClientError('solana')
    }
    const { connectStandardWallet, watchStandardWallet } = await standardWallet()
    const accounts = await connectStandardWallet(wallet, silent)
    const [address] = accounts
    if (!address) return undefined
    followStandard(connectorId, wallet, watchStandardWallet)
    return { address, accounts, chainId: chainFor(caipNetwork, wallet) }
  }

  async function send(
    connectorId: string,
    network: CaipNetwork,
    request: { from: string; to: string; amount: bigint; mint?: string | undefined; decimals: number },
  ): Promise<string> {
    // The connection is checked before kit loads: a send without a wallet fails at once.
    const signer = await signerOf(connectorId)
    const rpc = await rpcOf(network)
    const [{ buildTransfer }, { broadcast }] = await Promise.all([
      import('./transfer/index.ts'),
      import('./rpc.ts'),
    ])
    const built = await buildTransfer(rpc, request)
    return signer.signAndSend({
      address: request.from,
      network,
      transaction: built.wire,
      broadcast: (signed) => broadcast(rpc, signed),
    })
  }

  return {
    namespace: 'solana',

    init(ctx) {
      context = ctx
      // Wallets live in pages: on the server (SSR) there is no registry to follow.
      if (!options.wallets && typeof window === 'undefined') return () => {}
      const registry = options.wallets?.()
      const stop = watchSolanaWallets((list) => {
        discovered = list
        ctx.setConnectors(list.map(({ wallet: _wallet, ...info }) => info))
        for (const check of [...waiting]) check()
        // A connected wallet that left the registry (uninstalled, its page script gone) ended the connection.
        for (const connectorId of [...subscriptions.keys()]) {
          if (!sharedOf(connectorId) && !walletOf(connectorId)) {
            unsubscribe(connectorId)
            ctx.events.disconnect(connectorId)
          }
        }
      }, registry)
      return () => {
        stop()
        for (const connectorId of [...subscriptions.keys()]) unsubscribe(connectorId)
      }
    },

    async connect({ connectorId, caipNetwork }) {
      const result = await connectWith(connectorId, caipNetwork, false)
      if (!result) throw new WalletError('The wallet returned no account')
      return result
    },

    /**
     * Restores a connection without a prompt. `caipNetwork` (beyond the interface) is the network the kit had
     * active: a Solana wallet has no chain of its own to report, so without it the first configured one is used.
     */
    async reconnect({ connectorId, caipNetwork }: { connectorId: string; caipNetwork?: CaipNetwork }) {
      if (!sharedOf(connectorId)) await waitForWallet(connectorId)
      return connectWith(connectorId, caipNetwork, true)
    },

    async disconnect({ connectorId }) {
      unsubscribe(connectorId)
      // A WalletConnect session is ended by the kit itself; a Wallet Standard wallet forgets its grant.
      if (sharedOf(connectorId)) return
      const wallet = walletOf(connectorId)
      if (wallet) await (await standardWallet()).disconnectStandardWallet(wallet)
    },

    async getBalance({ address, caipNetwork }) {
      const rpc = await rpcOf(caipNetwork)
      const lamports = await (await import('./rpc.ts')).readBalance(rpc, address)
      return {
        balance: formatUnits(lamports, caipNetwork.nativeCurrency.decimals),
        symbol: caipNetwork.nativeCurrency.symbol,
      }
    },

    /**
     * A Solana wallet signs for any cluster; the network is the dapp's choice, so switching only checks that
     * the connection is still there (sends then build for, and name, the new network).
     */
    async switchNetwork({ connectorId }) {
      if (!sharedOf(connectorId) && !walletOf(connectorId)) throw new NoConnectionClientError('solana')
    },

    async signMessage({ message, address, connectorId }) {
      const signer = await signerOf(connectorId)
      const signature = await signer.signMessage(address, new TextEncoder().encode(message))
      return encodeBase58(signature)
    },

    async sendTransaction({ connectorId, caipNetwork, from, to, value }) {
      // Solana has no calldata: a native send is a System transfer of `value` lamports.
      return send(connectorId, caipNetwork, {
        from,
        to,
        amount: value ?? 0n,
        decimals: caipNetwork.nativeCurrency.decimals,
      })
    },

    async transferToken({ connectorId, caipNetwork, from, to, token, amount, decimals }) {
      return send(connectorId, caipNetwork, { from, to, amount, mint: token, decimals })
    },

    async estimateTransferFee({ caipNetwork, from, to, amount, decimals, token }): Promise<TransferFee> {
      const rpc = await rpcOf(caipNetwork)
      const { transferFee } = await import('./transfer/index.ts')
      const { total, rent } = await transferFee(rpc, { from, to, amount, mint: token, decimals })
      return rent === undefined ? { total } : { total, rent }
    },

    async waitForTransaction({ caipNetwork, hash }) {
      const rpc = await rpcOf(caipNetwork)
      return (await import('./rpc.ts')).waitForSignature(rpc, hash, { intervalMs, timeoutMs })
    },
  }
}
