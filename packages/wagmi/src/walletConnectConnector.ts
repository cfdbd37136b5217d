import type { SharedProvider } from '@airlock/core'
import { type Address, getAddress, numberToHex, SwitchChainError, UserRejectedRequestError } from 'viem'
import type { CreateConnectorFn } from 'wagmi'

/** The id wagmi (and Airlock's modal) know the kit's WalletConnect connection by. */
export const AIRLOCK_WALLET_CONNECT_ID = 'walletConnect'

/**
 * A wagmi connector around the EIP-1193 provider Airlock serves for its WalletConnect session, so wagmi's
 * actions (`signMessage`, `writeContract`, `switchChain`, …) go to the wallet paired in Airlock's modal. The
 * session is made and ended by the kit; this connector only reads and forwards. `createWagmiAdapter` adds it to
 * the config by itself, with the kit's session as `provider`; a dapp finds it among wagmi's connectors.
 *
 * @example
 * const walletConnect = config.connectors.find((c) => c.id === 'walletConnect')
 * await getConnectorClient(config, { connector: walletConnect })
 */
export function airlockWalletConnect(provider: () => SharedProvider | undefined): CreateConnectorFn {
  // wagmi's createConnector only types its argument; the function itself is the connector factory.
  const create: CreateConnectorFn<SharedProvider> = (config) => {
    let listening: SharedProvider | undefined
    const onAccounts = (accounts: string[]) => connector.onAccountsChanged(accounts)
    const onChain = (chainId: string) => connector.onChainChanged(chainId)
    const onDisconnect = () => connector.onDisconnect()

    function current(): SharedProvider {
      const p = provider()
      if (!p) throw new Error('Airlock has no WalletConnect session')
      return p
    }

    const connector: ReturnType<CreateConnectorFn<SharedProvider>> = {
      id: AIRLOCK_WALLET_CONNECT_ID,
      name: 'WalletConnect',
      type: 'airlockWalletConnect',

      async connect({ withCapabilities } = {}) {
        const p = current()
        const accounts = await this.getAccounts()
        if (accounts.length === 0) throw new UserRejectedRequestError(new Error('No account in the session'))
        if (listening !== p) {
          listening?.removeListener('accountsChanged', onAccounts as never)
          listening?.removeListener('chainChanged', onChain as never)
          listening?.removeListener('disconnect', onDisconnect as never)
          p.on('accountsChanged', onAccounts as never)
          p.on('chainChanged', onChain as never)
          p.on('disconnect', onDisconnect as never)
          listening = p
        }
        const chainId = await this.getChainId()
        return {
          accounts: (withCapabilities
            ? accounts.map((address) => ({ address, capabilities: {} }))
            : accounts) as never,
          chainId,
        }
      },

      async disconnect() {
        // Ending the session is the kit's (airlock.disconnect); wagmi only stops listening here.
        listening?.removeListener('accountsChanged', onAccounts as never)
        listening?.removeListener('chainChanged', onChain as never)
        listening?.removeListener('disconnect', onDisconnect as never)
        listening = undefined
      },

      async getAccounts() {
        const accounts = (await current().request({ method: 'eth_accounts' })) as string[]
        return accounts.map((a) => getAddress(a))
      },

      async getChainId() {
        return Number(await current().request({ method: 'eth_chainId' }))
      },

      async getProvider() {
        return current()
      },

      async isAuthorized() {
        try {
          return provider() !== undefined && (await this.getAccounts()).length > 0
        } catch {
          return false
        }
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((c) => c.id === chainId)
        if (!chain) throw new SwitchChainError(new Error(`Chain ${chainId} is not configured in wagmi`))
        try {
          await current().request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(chainId) }],
          })
        } catch (error) {
          throw new SwitchChainError(error as Error)
        }
        return chain
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: accounts.map((a) => getAddress(a) as Address) })
      },

      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) })
      },

      onDisconnect() {
        config.emitter.emit('disconnect')
      },
    }
    return connector
  }
  return create as CreateConnectorFn
}
