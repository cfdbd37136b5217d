import type { ConnectorInfo } from '@airlock/core'
import { getWallets, type Wallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet } from './standard.ts'

/** A connector the adapter found, with the wallet object behind it. */
export interface DiscoveredWallet extends ConnectorInfo {
  wallet: Wallet
}

/** The part of the Wallet Standard registry (getWallets()) discovery reads. */
export type WalletRegistry = Pick<Wallets, 'get' | 'on'>

/**
 * Follows the Wallet Standard registry and calls `onChange` with the Solana wallets in it: those with
 * standard:connect, solana:signMessage and solana:signTransaction or solana:signAndSendTransaction, one per
 * name (the first registered wins: a wallet injected twice by two scripts shows once). The connector id is
 * the wallet's name, which, unlike the wallet object, is the same on every page load. Returns a cleanup.
 *
 * `registry` defaults to getWallets(), the standard's page-wide registry (module state inside
 * @wallet-standard/app), reached only when this is called (an adapter starting), so importing this package
 * registers nothing.
 *
 * @example
 * const stop = watchSolanaWallets((wallets) => console.log(wallets.map((w) => w.name)))
 */
export function watchSolanaWallets(
  onChange: (wallets: DiscoveredWallet[]) => void,
  registry: WalletRegistry = getWallets(),
): () => void {
  const emit = () => {
    const byName = new Map<string, DiscoveredWallet>()
    for (const wallet of registry.get()) {
      if (!isSolanaWallet(wallet) || !wallet.name || byName.has(wallet.name)) continue
      const imageUrl = safeIcon(wallet.icon)
      byName.set(wallet.name, {
        id: wallet.name,
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: 'solana',
        ...(imageUrl ? { imageUrl } : {}),
        wallet,
      })
    }
    onChange([...byName.values()])
  }
  const offRegister = registry.on('register', emit)
  const offUnregister = registry.on('unregister', emit)
  emit()
  return () => {
    offRegister()
    offUnregister()
  }
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
