import {
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  type ConnectResult,
  NoConnectionClientError,
  type SendTransactionParams,
  WalletError,
  type WriteContractParams,
} from '@airlock/core'
import { formatUnits, hexToNumber, isHex, numberToHex, stringToHex } from 'viem'
import { type DiscoveredConnector, watchInjectedWallets } from './discovery.ts'
import { type Eip1193Provider, providerErrorCode } from './eip1193.ts'
import { SIGNATURE_DECLINED, toWalletError } from './errors.ts'

/**
 * Wallet errors after which the chain is added and the switch retried: 4902 (the wallet does not know the
 * chain), and -32603 and 5000, which some wallets answer instead.
 */
const ADD_CHAIN_CODES: readonly number[] = [4902, -32603, 5000]
/** How long a reconnect waits for its wallet to announce itself after the page loads. */
const RECONNECT_DISCOVERY_MS = 1000

export interface EvmAdapterOptions {
  /** The window to discover wallets in; defaults to the page's. */
  window?: (Window & typeof globalThis) | undefined
}

/**
 * Creates the eip155 adapter: injected wallets (EIP-6963 and `window.ethereum`) through EIP-1193.
 *
 * @example
 * ```ts
 * import { createAirlock, mainnet } from '@airlock/core'
 * import { createEvmAdapter } from '@airlock/evm'
 *
 * const airlock = createAirlock({ projectId, networks: [mainnet], adapters: [createEvmAdapter()] })
 * ```
 */
export function createEvmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  let context: AdapterContext | undefined
  let connectors: DiscoveredConnector[] = []
  const waiting = new Set<() => void>()
  const subscriptions = new Map<string, () => void>()

  /** A discovered wallet's provider, or one the kit serves (WalletConnect's session). */
  function findProvider(connectorId: string): Eip1193Provider | undefined {
    return (
      connectors.find((c) => c.id === connectorId)?.provider ??
      (context?.sharedProvider(connectorId) as Eip1193Provider | undefined)
    )
  }

  /** The provider of a connection the kit holds; gone means the wallet left (uninstalled, session ended). */
  function providerOf(connectorId: string): Eip1193Provider {
    const provider = findProvider(connectorId)
    if (!provider) throw new NoConnectionClientError('eip155')
    return provider
  }

  function subscribe(connectorId: string, provider: Eip1193Provider) {
    subscriptions.get(connectorId)?.()
    const events = context?.events
    if (!events || !provider.on) return
    const onAccounts = (accounts: string[]) => events.accountsChanged(connectorId, accounts ?? [])
    const onChain = (chainId: string | number) =>
      events.chainChanged(connectorId, typeof chainId === 'string' ? hexOrDecimal(chainId) : chainId)
    const onDisconnect = () => events.disconnect(connectorId)
    provider.on('accountsChanged', onAccounts as never)
    provider.on('chainChanged', onChain as never)
    provider.on('disconnect', onDisconnect as never)
    subscriptions.set(connectorId, () => {
      provider.removeListener?.('accountsChanged', onAccounts as never)
      provider.removeListener?.('chainChanged', onChain as never)
      provider.removeListener?.('disconnect', onDisconnect as never)
      subscriptions.delete(connectorId)
    })
  }

  async function readConnection(
    provider: Eip1193Provider,
    accounts: unknown,
  ): Promise<ConnectResult | undefined> {
    const list = Array.isArray(accounts) ? accounts.filter((a): a is string => typeof a === 'string') : []
    const [address] = list
    if (!address) return undefined
    const chainId = hexOrDecimal(String(await provider.request({ method: 'eth_chainId' })))
    return { address, accounts: list, chainId }
  }

  async function waitForConnector(connectorId: string, timeoutMs: number) {
    if (connectors.some((c) => c.id === connectorId)) return
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        waiting.delete(check)
        resolve()
      }
      const check = () => {
        if (connectors.some((c) => c.id === connectorId)) done()
      }
      const timer = setTimeout(done, timeoutMs)
      waiting.add(check)
    })
  }

  return {
    namespace: 'eip155',

    init(ctx) {
      context = ctx
      const target = options.window ?? (typeof window === 'undefined' ? undefined : window)
      if (!target) return () => {}
      const stop = watchInjectedWallets(target, (list) => {
        connectors = list
        ctx.setConnectors(list.map(({ provider: _provider, ...info }) => info))
        for (const check of waiting) check()
      })
      return () => {
        stop()
        for (const unsubscribe of subscriptions.values()) unsubscribe()
      }
    },

    async connect({ connectorId }) {
      const provider = providerOf(connectorId)
      try {
        const accounts = await provider.request({ method: 'eth_requestAccounts' })
        const result = await readConnection(provider, accounts)
        if (!result) throw new WalletError('The wallet returned no account')
        subscribe(connectorId, provider)
        return result
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async reconnect({ connectorId }) {
      if (!context?.sharedProvider(connectorId)) await waitForConnector(connectorId, RECONNECT_DISCOVERY_MS)
      const provider = findProvider(connectorId)
      if (!provider) return undefined
      const result = await readConnection(provider, await provider.request({ method: 'eth_accounts' }))
      if (result) subscribe(connectorId, provider)
      return result
    },

    async disconnect({ connectorId }) {
      subscriptions.get(connectorId)?.()
      const provider = findProvider(connectorId)
      if (!provider) return
      // Wallets that support it forget the grant, so the next connect asks again; others ignore it.
      await provider
        .request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => undefined)
    },

    async getBalance({ address, caipNetwork, connectorId }) {
      // Reads go to the wallet's own node only for injected wallets; a WalletConnect wallet is not a node.
      const provider = connectorId ? connectors.find((c) => c.id === connectorId)?.provider : undefined
      const symbol = caipNetwork.nativeCurrency.symbol
      const onNetwork =
        provider && hexOrDecimal(String(await provider.request({ method: 'eth_chainId' }))) === caipNetwork.id
      const wei = onNetwork
        ? BigInt(String(await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })))
        : await (await import('./rpc.ts')).readBalance(caipNetwork, address)
      return { balance: formatUnits(wei, caipNetwork.nativeCurrency.decimals), symbol }
    },

    watchBlocks({ caipNetwork, onBlock }) {
      // The RPC client loads on demand: a stop called before it arrives means nothing is started.
      let stop: (() => void) | undefined
      let stopped = false
      import('./rpc.ts')
        .then((rpc) => {
          if (!stopped) stop = rpc.watchBlocks(caipNetwork, onBlock)
        })
        .catch(() => undefined)
      return () => {
        stopped = true
        stop?.()
      }
    },

    async switchNetwork({ caipNetwork, connectorId }) {
      const provider = providerOf(connectorId)
      const chainId = numberToHex(Number(caipNetwork.id))
      try {
        await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
      } catch (error) {
        const code = providerErrorCode(error)
        if (code === undefined || !ADD_CHAIN_CODES.includes(code)) throw toWalletError(error)
        try {
          await provider.request({ method: 'wallet_addEthereumChain', params: [addChainParams(caipNetwork)] })
          await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
        } catch (addError) {
          throw toWalletError(addError)
        }
      }
    },

    async signMessage({ message, address, connectorId }) {
      const provider = providerOf(connectorId)
      try {
        const data = isHex(message) ? message : stringToHex(message)
        // The wallet's answer is checked here, where it enters the kit (a malformed one is a typed error).
        const signature = await provider.request({ method: 'personal_sign', params: [data, address] })
        return (await answers()).checkedSignature(signature, 'eip155', 'personal_sign')
      } catch (error) {
        throw toWalletError(error, SIGNATURE_DECLINED)
      }
    },

    async request({ connectorId, method, params }) {
      try {
        const answer = await providerOf(connectorId).request({
          method,
          params: params as unknown[] | Record<string, unknown> | undefined,
        })
        // Sends and signatures asked for by name (eth_signTypedData_v4, say) are checked like the others.
        return (await answers()).checkedWalletAnswer(method, answer, 'eip155')
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async getWalletAssets({ connectorId, address, caipNetwork }) {
      const provider = providerOf(connectorId)
      const chainId = numberToHex(Number(caipNetwork.id))
      try {
        const capabilities = (await provider.request({
          method: 'wallet_getCapabilities',
          params: [address, [chainId]],
        })) as Record<string, { assetDiscovery?: { supported?: boolean } } | undefined> | null
        if (capabilities?.[chainId]?.assetDiscovery?.supported !== true) return undefined
        const assets = (await provider.request({
          method: 'wallet_getAssets',
          params: [{ account: address, chainFilter: [chainId] }],
        })) as Record<string, unknown> | null
        return assets?.[chainId]
      } catch {
        // Most wallets do not implement these yet; the cloud's balances are used instead.
        return undefined
      }
    },

    async sendTransaction({ connectorId, from, to, value, data }: SendTransactionParams) {
      return send(providerOf(connectorId), { from, to, value, data })
    },

    async writeContract({ connectorId, from, address, abi, functionName, args }: WriteContractParams) {
      const { encodeCall } = await import('./rpc.ts')
      return send(providerOf(connectorId), {
        from,
        to: address,
        data: encodeCall({ address, abi, functionName, args }),
      })
    },

    async estimateGas(params) {
      return (await import('./rpc.ts')).estimateGas(params)
    },

    async waitForTransaction({ caipNetwork, hash }) {
      return (await import('./rpc.ts')).waitForTransaction(caipNetwork, hash)
    },
  }
}

const answers = () => import('./walletAnswers.ts')

/** eth_sendTransaction through the wallet; resolves with the hash the wallet returns. */
async function send(
  provider: Eip1193Provider,
  { from, to, value, data }: { from: string; to: string; value?: bigint; data?: string },
): Promise<string> {
  try {
    const tx: Record<string, string> = { from, to, data: data ?? '0x' }
    if (value !== undefined) tx.value = numberToHex(value)
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [tx] })
    return (await answers()).checkedTransactionHash(hash, 'eip155', 'eth_sendTransaction')
  } catch (error) {
    throw toWalletError(error)
  }
}

/** EIP-3085 parameters for a network definition. */
export function addChainParams(network: CaipNetwork) {
  return {
    chainId: numberToHex(Number(network.id)),
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    // The network's own endpoints (default is the cloud gateway when the kit has one); an empty chainDefault
    // (no public fallback) still hands the wallet an url.
    rpcUrls: [
      ...(network.rpcUrls.chainDefault?.http.length
        ? network.rpcUrls.chainDefault.http
        : network.rpcUrls.default.http),
    ],
    blockExplorerUrls: network.blockExplorers ? [network.blockExplorers.default.url] : undefined,
  }
}

/** Wallets report chain ids as hex (EIP-1193) but a few send decimal strings. */
function hexOrDecimal(value: string): number {
  return isHex(value) ? hexToNumber(value) : Number(value)
}
