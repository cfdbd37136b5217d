import type { WalletConnectState } from '../context.ts'
import type { ResolvedOptions } from '../options/options.ts'
import { cloudEndpoints, loadAppClient, usesLinkMode } from './load.ts'
import { WalletConnectSession } from './provider.ts'
import { relayUrlOption } from './relayUrls.ts'

/**
 * WalletConnect for one kit instance, or undefined when there is no relay to use (no cloud and no
 * `walletConnect.relayUrl`). Nothing is loaded until the first pairing or session restore.
 */
export function createWalletConnect(options: ResolvedOptions): WalletConnectState | undefined {
  const fromCloud = options.cloudUrl ? cloudEndpoints(options.cloudUrl) : undefined
  const given = options.walletConnect
  const relayUrl =
    relayUrlOption(given?.relayUrl) ?? fromCloud?.relayUrl ?? (given?.relay ? 'custom' : undefined)
  if (!relayUrl || !options.projectId) return undefined
  const verifyUrl = options.walletConnect?.verifyUrl ?? fromCloud?.verifyUrl
  const metadata = options.metadata ?? {
    name: typeof document === 'undefined' ? 'Airlock' : document.title || 'Airlock',
    description: '',
    url: typeof location === 'undefined' ? 'http://127.0.0.1' : location.origin,
    icons: [],
  }
  const session = new WalletConnectSession(() =>
    loadAppClient({
      relayUrl,
      projectId: options.projectId,
      metadata,
      storageName: `airlock-walletconnect-${options.projectId}`,
      ...(verifyUrl ? { verifyUrl } : {}),
      ...(given?.webSocket ? { webSocket: given.webSocket } : {}),
      ...(given?.relay ? { relay: given.relay } : {}),
      ...(given?.storage ? { storage: given.storage } : {}),
    }),
  )
  if (usesLinkMode(metadata)) {
    // Link mode's code is loaded only by a dapp that turned it on.
    import('./linkMode.ts')
      .then(({ receiveLandedLink }) => receiveLandedLink(session, location.href))
      .catch((error: unknown) =>
        console.warn('Airlock: could not take the wallet answer this page was opened with.', error),
      )
  }
  return { session, lastAttempt: 0 }
}
