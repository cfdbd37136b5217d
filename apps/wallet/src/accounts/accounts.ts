/**
 * Choosing the account connected dapps see: another test key, or the EOA / smart-account mode. Every
 * session's eip155 accounts become the new address (a session update), then accountsChanged, so connected
 * dapps follow; the choice is kept across reloads.
 */
import { namespacesWithAccount, sessionChains } from '@airlock/wallet-engine'
import { ACCOUNTS } from '../config.ts'
import { savePrefs } from '../persistence/kept.ts'
import { withSmartMethods } from '../smart/namespaces.ts'
import type { AccountMode } from '../store/walletState.ts'
import type { WalletContext } from '../wallet/context.ts'
import { exposedAddress, selectedNetwork } from './selection.ts'
import type { SmartAccountReader } from './smartAccount.ts'

export interface Accounts {
  selectAccount(index: number): Promise<void>
  setAccountMode(mode: AccountMode): Promise<void>
}

export function createAccounts(
  ctx: WalletContext,
  deps: { smartAccount: SmartAccountReader; refreshBalance(): void },
): Accounts {
  const { store } = ctx

  /** Tells every session about the address the wallet exposes now. */
  const announce = async () => {
    const client = ctx.client
    if (!client) return
    const state = store.getState()
    const address = exposedAddress(state)
    const network = selectedNetwork(state)
    for (const session of client.sessions) {
      // A Solana- or Bitcoin-only session has no EVM account to change.
      if (!session.namespaces.eip155) continue
      try {
        const namespaces = withSmartMethods(namespacesWithAccount(session.namespaces, address))
        await client.update({ topic: session.topic, namespaces })
        const chains = sessionChains({ namespaces })
        const chainId = chains.includes(network.caip) ? network.caip : (chains[0] as string)
        await client.emit({
          topic: session.topic,
          event: { name: 'accountsChanged', data: [address] },
          chainId,
        })
      } catch (error) {
        console.warn('Airlock Wallet: could not tell a dapp about the account change', error)
      }
    }
    store.setState({ sessions: client.sessions })
  }

  return {
    async selectAccount(index) {
      if (!ACCOUNTS[index] || index === store.getState().accountIndex) return
      store.setState({
        accountIndex: index,
        balance: { status: 'loading' },
        smartAccount: { status: 'loading' },
      })
      savePrefs(ctx.storage, store.getState())
      await deps.smartAccount.load()
      deps.refreshBalance()
      await announce()
    },
    async setAccountMode(mode) {
      if (mode === store.getState().accountMode) return
      store.setState({ accountMode: mode, balance: { status: 'loading' } })
      savePrefs(ctx.storage, store.getState())
      await deps.smartAccount.ready()
      deps.refreshBalance()
      await announce()
    },
  }
}
