import type { ConnectorInfo } from '@airlock/core'
import type { Eip1193Provider, Eip6963ProviderDetail } from './eip1193.ts'

export interface DiscoveredConnector extends ConnectorInfo {
  provider: Eip1193Provider
}

/** The id used for a wallet injected only as `window.ethereum`. */
export const LEGACY_INJECTED_ID = 'injected'

/** Well-known flags of wallets that predate EIP-6963, mapped to their rdns so they de-duplicate. */
const LEGACY_FLAGS: readonly [keyof Eip1193Provider, string, string][] = [
  ['isMetaMask', 'io.metamask', 'MetaMask'],
  ['isCoinbaseWallet', 'com.coinbase.wallet', 'Coinbase Wallet'],
]

/**
 * Watches EIP-6963 announcements and the legacy `window.ethereum`, calling `onChange` with the current list:
 * announced wallets keyed by rdns (the uuid changes on every page load, the rdns does not), then the legacy
 * provider unless an announced wallet already is it or shares its rdns.
 */
export function watchInjectedWallets(
  target: Window & typeof globalThis,
  onChange: (connectors: DiscoveredConnector[]) => void,
): () => void {
  const announced = new Map<string, DiscoveredConnector>()

  function emit() {
    const list = [...announced.values()]
    const legacy = legacyConnector(target, list)
    onChange(legacy ? [...list, legacy] : list)
  }

  function onAnnounce(event: Event) {
    const detail = (event as CustomEvent<Eip6963ProviderDetail>).detail
    if (!isProviderDetail(detail)) return
    const { info, provider } = detail
    const existing = announced.get(info.rdns)
    if (existing?.provider === provider && existing.name === info.name) return
    announced.set(info.rdns, {
      id: info.rdns,
      name: info.name,
      type: 'ANNOUNCED',
      chain: 'eip155',
      imageUrl: safeIcon(info.icon),
      info: { rdns: info.rdns },
      provider,
    })
    emit()
  }

  target.addEventListener('eip6963:announceProvider', onAnnounce)
  target.dispatchEvent(new Event('eip6963:requestProvider'))
  emit()
  return () => target.removeEventListener('eip6963:announceProvider', onAnnounce)
}

function legacyConnector(target: Window, announced: DiscoveredConnector[]): DiscoveredConnector | undefined {
  const provider = (target as { ethereum?: Eip1193Provider }).ethereum
  if (!provider || typeof provider.request !== 'function') return undefined
  if (announced.some((c) => c.provider === provider)) return undefined
  const known = LEGACY_FLAGS.find(([flag]) => provider[flag] === true)
  if (known && announced.some((c) => c.info?.rdns === known[1])) return undefined
  return {
    id: LEGACY_INJECTED_ID,
    name: known?.[2] ?? 'Browser Wallet',
    type: 'INJECTED',
    chain: 'eip155',
    info: known ? { rdns: known[1] } : {},
    provider,
  }
}

function isProviderDetail(detail: unknown): detail is Eip6963ProviderDetail {
  if (typeof detail !== 'object' || detail === null) return false
  const { info, provider } = detail as Partial<Eip6963ProviderDetail>
  return (
    typeof info?.rdns === 'string' &&
    info.rdns.length > 0 &&
    typeof info.name === 'string' &&
    typeof provider?.request === 'function'
  )
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
