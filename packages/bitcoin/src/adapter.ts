import {
  type AdapterContext,
  type CaipNetwork,
  type ChainAdapter,
  ChainSwitchError,
  type ConnectResult,
  NoConnectionClientError,
  UnsupportedChainError,
  WalletError,
} from '@airlock/core'
import { ErrorMessages, getErrorCode, toWalletError, WALLET_CONNECT_ID } from '@airlock/core/internal'
import { getWallets, type Wallets } from '@wallet-standard/app'
import { addressFitsNetwork, networkParamsOf, referenceOfAddress } from './chains.ts'
import { type DiscoveredBitcoinConnector, watchBitcoinWallets } from './discovery.ts'
import { formatSats } from './encoding.ts'
import { BitcoinWalletUnsupportedError, TransactionNotConfirmedError } from './errors.ts'
import { createEsploraClient, esploraUrlOf } from './esplora.ts'
import type { BitcoinAccount, BitcoinAddressPurpose, BitcoinWallet } from './wallet.ts'
import { type Bip122SessionProvider, walletConnectBitcoinWallet } from './walletConnect.ts'

/** How long a reconnect waits for its wallet to list itself after the page loads. */
const RECONNECT_DISCOVERY_MS = 1000
const RECONNECT_POLL_MS = 100
/** Codes of "the wallet has no such method": a transfer then goes through a PSBT the wallet signs. */
const UNSUPPORTED_METHOD_CODES: readonly number[] = [4200, -32601, -32004, 5101]

export interface BitcoinAdapterOptions {
  /** Where sats-connect providers list themselves (`btc_providers`); defaults to the page's window. */
  window?: object | undefined
  /** The Wallet Standard registry; defaults to `getWallets()` from @wallet-standard/app, called in `init`. */
  wallets?: (() => Wallets) | undefined
  /** fetch for the network's Esplora API; defaults to the global one. */
  fetch?: typeof fetch | undefined
  /**
   * How long `waitForTransaction` waits for a block before throwing TransactionNotConfirmedError (the send
   * is then shown as sent, not confirmed). Default 60 s: Bitcoin blocks take about 10 minutes.
   */
  confirmationTimeoutMs?: number | undefined
  /** How often `waitForTransaction` asks the API. Default 2 s. */
  pollingIntervalMs?: number | undefined
}

/** A granted address and what it is for, in core's allAccounts shape. */
export interface TypedBitcoinAccount {
  address: string
  type: BitcoinAddressPurpose
}

/**
 * A bip122 connection: `address` is the payment address, `chainId` the CAIP-2 reference of the network,
 * `accounts` every granted address (payment first) and `typedAccounts` the same with their purposes.
 */
export interface BitcoinConnectResult extends ConnectResult {
  chainId: string
  typedAccounts: TypedBitcoinAccount[]
}

/** The bip122 ChainAdapter, plus the granted addresses with their purposes and public keys. */
export interface BitcoinAdapter extends ChainAdapter {
  readonly namespace: 'bip122'
  connect(params: { connectorId: string; caipNetwork?: CaipNetwork }): Promise<BitcoinConnectResult>
  /** `caipNetwork`: the network the kit had for bip122 (a wallet listing test and regtest addresses alike). */
  reconnect(params: {
    connectorId: string
    caipNetwork?: CaipNetwork
  }): Promise<BitcoinConnectResult | undefined>
  /** The addresses a connection granted (payment first), with purpose and public key when the wallet said. */
  accountsOf(connectorId: string): readonly BitcoinAccount[]
  /**
   * Whether the connected wallet can send (a transfer of its own, or a PSBT it signs): some WalletConnect
   * wallets approve only getAccountAddresses and signMessage, and Send should then be hidden.
   */
  canSend(connectorId: string): boolean
}

interface Connection {
  wallet: BitcoinWallet
  accounts: BitcoinAccount[]
  chain: string
  unsubscribe: () => void
}

/**
 * Creates the bip122 adapter: Wallet Standard wallets (`bitcoin:connect`), sats-connect providers
 * (`window.btc_providers`) and WalletConnect's bip122 namespace; payment and ordinals addresses; BIP-322
 * messages; balances and sends through the network's Esplora API (its `rpcUrls.default` url).
 *
 * @example
 * import { createAirlock, bitcoin } from '@airlock/core'
 * import { createBitcoinAdapter } from '@airlock/bitcoin'
 *
 * const airlock = createAirlock({ networks: [bitcoin], adapters: [createBitcoinAdapter()] })
 */
export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  let context: AdapterContext | undefined
  let connectors: DiscoveredBitcoinConnector[] = []
  let published = ''
  let rescan: (() => void) | undefined
  const connections = new Map<string, Connection>()
  const walletConnectClients = new WeakMap<object, BitcoinWallet>()
  const fetchFn =
    options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))
  const esploraOf = (network: CaipNetwork) => createEsploraClient(esploraUrlOf(network), fetchFn)

  function findWallet(connectorId: string): BitcoinWallet | undefined {
    const discovered = connectors.find((c) => c.id === connectorId)?.wallet
    if (discovered) return discovered
    if (connectorId !== WALLET_CONNECT_ID) return undefined
    const provider = context?.sharedProvider(connectorId) as Bip122SessionProvider | undefined
    if (!provider) return undefined
    let client = walletConnectClients.get(provider)
    if (!client) {
      client = walletConnectBitcoinWallet(provider)
      walletConnectClients.set(provider, client)
    }
    return client
  }

  function walletOf(connectorId: string): BitcoinWallet {
    const wallet = findWallet(connectorId)
    if (!wallet) throw new NoConnectionClientError('bip122')
    return wallet
  }

  function connectionOf(connectorId: string): Connection {
    const connection = connections.get(connectorId)
    if (connection) return connection
    // A wallet the kit still lists but this adapter has not connected (a send right after a page load).
    throw new NoConnectionClientError('bip122')
  }

  function adopt(
    connectorId: string,
    wallet: BitcoinWallet,
    granted: { accounts: BitcoinAccount[]; chain?: string | undefined },
    wanted: string | undefined,
  ): BitcoinConnectResult {
    const payment = granted.accounts[0] as BitcoinAccount
    const chain = granted.chain ?? referenceOfAddress(payment.address, wanted) ?? wanted ?? ''
    connections.get(connectorId)?.unsubscribe()
    const connection: Connection = { wallet, accounts: granted.accounts, chain, unsubscribe: () => {} }
    connections.set(connectorId, connection)
    const events = context?.events
    if (events && wallet.subscribe) {
      connection.unsubscribe = wallet.subscribe({
        accountsChanged(addresses) {
          const known = new Map(connection.accounts.map((a) => [a.address, a]))
          connection.accounts = addresses.map(
            (address) => known.get(address) ?? { address, purpose: 'payment' },
          )
          events.accountsChanged(connectorId, addresses)
        },
        chainChanged(reference) {
          connection.chain = reference
          events.chainChanged(connectorId, reference)
        },
        disconnect() {
          connection.unsubscribe()
          connections.delete(connectorId)
          events.disconnect(connectorId)
        },
      })
    }
    return {
      address: payment.address,
      chainId: chain,
      accounts: granted.accounts.map((a) => a.address),
      typedAccounts: granted.accounts.map((a) => ({ address: a.address, type: a.purpose })),
    }
  }

  async function waitForConnector(connectorId: string) {
    const deadline = Date.now() + RECONNECT_DISCOVERY_MS
    while (!connectors.some((c) => c.id === connectorId) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, RECONNECT_POLL_MS))
      rescan?.()
    }
  }

  function publicKeyOf(address: string): string | undefined {
    for (const connection of connections.values()) {
      const found = connection.accounts.find((a) => a.address === address)?.publicKey
      if (found) return found
    }
    return undefined
  }

  return {
    namespace: 'bip122',

    init(ctx) {
      context = ctx
      const target = options.window ?? (typeof window === 'undefined' ? undefined : window)
      // The standard's registry is module state of @wallet-standard/app: asked for only once the kit starts.
      const wallets = options.wallets ? options.wallets() : target ? getWallets() : undefined
      const watcher = watchBitcoinWallets(target, wallets, (list) => {
        connectors = list
        // Registry events fire for unrelated wallets (Solana-only ones): only a changed list is published.
        const infos = list.map(({ wallet: _wallet, ...info }) => info)
        const key = JSON.stringify(infos)
        if (key === published) return
        published = key
        ctx.setConnectors(infos)
      })
      rescan = watcher.rescan
      return () => {
        watcher.stop()
        rescan = undefined
        for (const connection of connections.values()) connection.unsubscribe()
        connections.clear()
      }
    },

    async connect({ connectorId, caipNetwork }) {
      const wallet = walletOf(connectorId)
      const wanted = caipNetwork ? String(caipNetwork.id) : undefined
      try {
        const granted = await wallet.connect({ silent: false, chain: wanted })
        if (!granted || granted.accounts.length === 0) throw new WalletError('The wallet returned no account')
        return adopt(connectorId, wallet, granted, wanted)
      } catch (error) {
        throw toWalletError(error)
      }
    },

    async reconnect({ connectorId, caipNetwork }) {
      if (connectorId !== WALLET_CONNECT_ID) await waitForConnector(connectorId)
      const wallet = findWallet(connectorId)
      if (!wallet) return undefined
      const wanted = caipNetwork ? String(caipNetwork.id) : undefined
      const granted = await wallet.connect({ silent: true, chain: wanted })
      if (!granted || granted.accounts.length === 0) return undefined
      return adopt(connectorId, wallet, granted, wanted)
    },

    async disconnect({ connectorId }) {
      const connection = connections.get(connectorId)
      connection?.unsubscribe()
      connections.delete(connectorId)
      // WalletConnect's session is the kit's to end; other wallets forget the grant when they can.
      if (connectorId === WALLET_CONNECT_ID) return
      await (connection?.wallet ?? findWallet(connectorId))?.disconnect?.().catch(() => undefined)
    },

    accountsOf(connectorId) {
      return connections.get(connectorId)?.accounts ?? []
    },

    canSend(connectorId) {
      const wallet = connections.get(connectorId)?.wallet
      if (!wallet) return false
      const usable = (method: 'sendTransfer' | 'signPsbt') => wallet.supports?.(method) ?? true
      return Boolean(
        (wallet.sendTransfer && usable('sendTransfer')) || (wallet.signPsbt && usable('signPsbt')),
      )
    },

    async getBalance({ address, caipNetwork }) {
      const sats = await esploraOf(caipNetwork).balance(address)
      return { balance: formatSats(sats), symbol: caipNetwork.nativeCurrency.symbol }
    },

    async switchNetwork({ caipNetwork, connectorId }) {
      // Bitcoin wallets have no switch request: the connection can only move to a network its addresses
      // belong to (the test chain and regtest share addresses).
      const connection = connectionOf(connectorId)
      const payment = connection.accounts[0]?.address
      if (payment && addressFitsNetwork(payment, String(caipNetwork.id))) {
        connection.chain = String(caipNetwork.id)
        return
      }
      throw new ChainSwitchError(caipNetwork.caipNetworkId)
    },

    async signMessage({ message, address, connectorId }) {
      const wallet = connections.get(connectorId)?.wallet ?? walletOf(connectorId)
      try {
        return await wallet.signMessage({ address, message })
      } catch (error) {
        throw toWalletError(error, { declined: ErrorMessages.SIGNATURE_DECLINED })
      }
    },

    async sendTransaction({ connectorId, caipNetwork, from, to, value }) {
      if (value === undefined || value <= 0n)
        throw new WalletError('A bitcoin send needs an amount in satoshis')
      const { wallet } = connectionOf(connectorId)
      const usable = (method: 'sendTransfer' | 'signPsbt') => wallet.supports?.(method) ?? true
      if (wallet.sendTransfer && usable('sendTransfer')) {
        try {
          return await wallet.sendTransfer({ from, to, amount: value })
        } catch (error) {
          const code = getErrorCode(error)
          const unsupported = code !== undefined && UNSUPPORTED_METHOD_CODES.includes(code)
          if (!unsupported || !wallet.signPsbt || !usable('signPsbt')) throw toWalletError(error)
        }
      }
      const signPsbt = usable('signPsbt') ? wallet.signPsbt : undefined
      if (!signPsbt) throw new BitcoinWalletUnsupportedError('sending bitcoin')
      const esplora = esploraOf(caipNetwork)
      const { planTransfer, finalizeSignedPsbt } = await import('./transfer.ts')
      const plan = await planTransfer({
        esplora,
        params: networkParamsOf(String(caipNetwork.id)),
        from,
        publicKey: publicKeyOf(from),
        to,
        amount: value,
      })
      let signed: Uint8Array
      try {
        signed = await signPsbt({ psbt: plan.psbt, inputs: plan.inputs, chain: String(caipNetwork.id) })
      } catch (error) {
        throw toWalletError(error)
      }
      return esplora.broadcast(finalizeSignedPsbt(signed))
    },

    async estimateTransferFee({ caipNetwork, from, to, amount, token }) {
      if (token !== undefined) throw new UnsupportedChainError(caipNetwork.caipNetworkId)
      const { estimateTransfer } = await import('./transfer.ts')
      const fee = await estimateTransfer({
        esplora: esploraOf(caipNetwork),
        params: networkParamsOf(String(caipNetwork.id)),
        from,
        publicKey: publicKeyOf(from),
        to,
        amount,
      })
      return { total: fee }
    },

    async waitForTransaction({ caipNetwork, hash }) {
      const esplora = esploraOf(caipNetwork)
      const timeout = options.confirmationTimeoutMs ?? 60_000
      const interval = options.pollingIntervalMs ?? 2_000
      const started = Date.now()
      for (;;) {
        if ((await esplora.status(hash))?.confirmed) return 'success'
        if (Date.now() - started + interval > timeout)
          throw new TransactionNotConfirmedError(hash, Date.now() - started)
        await new Promise((resolve) => setTimeout(resolve, interval))
      }
    },
  }
}
