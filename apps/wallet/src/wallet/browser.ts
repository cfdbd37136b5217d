/**
 * What the wallet takes from the page it runs in: its protocol client on the configured relay (sessions kept
 * in the browser's storage, link mode on), links handed over by other tabs of the wallet, and a `?uri=` deep
 * link in the address bar.
 */
import {
  browserLinkMode,
  createBrowserStorage,
  createWalletClient,
  listenForLinks,
  type WalletClient,
} from '@airlock/protocol'
import { PROJECT_ID, RELAY_URLS, VERIFY_URL, WALLET_METADATA } from '../config.ts'
import { extractPairingUri } from '../pairing/uri.ts'

export interface WalletPage {
  createClient(): Promise<WalletClient>
  /** Calls `onLink` with each request that lands in another tab of the wallet (its universal link). */
  listenForLinks(onLink: (url: string) => void): void
  /** The `wc:` URI of a `?uri=` deep link, removed from the address bar (a reload must not pair again). */
  takeDeepLink(): string | undefined
}

export const browserPage: WalletPage = {
  createClient: () =>
    createWalletClient({
      relayUrl: RELAY_URLS,
      projectId: PROJECT_ID,
      verifyUrl: VERIFY_URL,
      storage: createBrowserStorage({ name: 'airlock-wallet' }),
      metadata: WALLET_METADATA,
      linkMode: browserLinkMode(),
    }),
  listenForLinks: (onLink) => listenForLinks(onLink),
  takeDeepLink() {
    const uri = extractPairingUri(globalThis.location?.href ?? '')
    if (!uri) return undefined
    const url = new URL(globalThis.location.href)
    url.searchParams.delete('uri')
    globalThis.history?.replaceState(null, '', url)
    return uri
  },
}
