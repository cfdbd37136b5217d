import type { ConnectorInfo } from '@airlock/core'
import type { Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import {
  findSatsConnectProviders,
  type SatsConnectProvider,
  satsConnectBitcoinWallet,
} from './satsConnect.ts'
import type { BitcoinWallet } from './wallet.ts'
import { isBitcoinWallet, walletStandardBitcoinWallet } from './walletStandard.ts'

export interface DiscoveredBitcoinConnector extends ConnectorInfo {
  wallet: BitcoinWallet
}

/**
 * Icons are remote data a wallet announces: only data:image and https URLs may be rendered, so no icon can
 * run script (`javascript:`) or load over plain http.
 */
export function safeIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string') return undefined
  if (/^data:image\/(svg\+xml|png|jpeg|gif|webp)[;,]/i.test(icon)) return icon
  if (/^https:\/\//i.test(icon)) return icon
  return undefined
}

const nameKey = (name: string) => name.trim().toLowerCase()

/**
 * Watches Bitcoin wallets of both kinds and calls `onChange` with the current list: Wallet Standard wallets
 * (registered before or after) first, then sats-connect providers of `btc_providers` whose name no Wallet
 * Standard wallet has (a wallet present both ways appears once, as its Wallet Standard self). `rescan` looks at
 * `btc_providers` again (wallets that list themselves after the page loaded).
 *
 * @example
 * const watcher = watchBitcoinWallets(window, getWallets(), (list) => console.log(list.map((c) => c.name)))
 * watcher.stop()
 */
export function watchBitcoinWallets(
  target: object | undefined,
  wallets: Wallets | undefined,
  onChange: (connectors: DiscoveredBitcoinConnector[]) => void,
): { stop(): void; rescan(): void } {
  // One client per wallet object, so a connection's granted accounts survive re-listing.
  const standardClients = new WeakMap<Wallet, BitcoinWallet>()
  const satsClients = new WeakMap<SatsConnectProvider, BitcoinWallet>()

  function standardConnectors(): DiscoveredBitcoinConnector[] {
    return (wallets?.get() ?? []).filter(isBitcoinWallet).map((wallet) => {
      let client = standardClients.get(wallet)
      if (!client) {
        client = walletStandardBitcoinWallet(wallet)
        standardClients.set(wallet, client)
      }
      const imageUrl = safeIcon(wallet.icon)
      return {
        id: wallet.name,
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: 'bip122',
        ...(imageUrl ? { imageUrl } : {}),
        wallet: client,
      }
    })
  }

  function satsConnectors(taken: Set<string>): DiscoveredBitcoinConnector[] {
    if (!target) return []
    return findSatsConnectProviders(target).flatMap(({ info, provider }) => {
      if (taken.has(nameKey(info.name))) return []
      taken.add(nameKey(info.name))
      let client = satsClients.get(provider)
      if (!client) {
        client = satsConnectBitcoinWallet(provider)
        satsClients.set(provider, client)
      }
      const imageUrl = safeIcon(info.icon)
      return [
        {
          id: info.id,
          name: info.name,
          type: 'INJECTED' as const,
          chain: 'bip122' as const,
          ...(imageUrl ? { imageUrl } : {}),
          wallet: client,
        },
      ]
    })
  }

  function emit() {
    const standard = standardConnectors()
    const taken = new Set(standard.map((c) => nameKey(c.name)))
    onChange([...standard, ...satsConnectors(taken)])
  }

  const offs = wallets ? [wallets.on('register', emit), wallets.on('unregister', emit)] : []
  const events = target as Partial<EventTarget> | undefined
  const onLoad = () => emit()
  events?.addEventListener?.('load', onLoad)
  emit()
  return {
    stop() {
      for (const off of offs) off()
      events?.removeEventListener?.('load', onLoad)
    },
    rescan: emit,
  }
}
