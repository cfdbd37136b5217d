import type { AppClient, KeyValueStorage, Relay, WebSocketFactory } from '@airlock/protocol'
import type { Metadata } from '../options/metadata.ts'

export interface WalletConnectConfig {
  /** ws(s)://host/relay, or several instances of one relay network in order of preference. */
  relayUrl: string | readonly string[]
  projectId: string
  metadata: Metadata
  /** The verify service this dapp attests its requests with (http(s)://host/verify). */
  verifyUrl?: string
  /** Where sessions are kept (IndexedDB/localStorage database name). */
  storageName?: string
  /** Defaults to the page's WebSocket; Node (tests) passes the `ws` package's. */
  webSocket?: WebSocketFactory
  /** A relay connection to use instead of opening one at relayUrl. */
  relay?: Relay
  storage?: KeyValueStorage
}

/** The relay and verify service of an Airlock cloud: ws(s)://host/relay and http(s)://host/verify. */
export function cloudEndpoints(cloudUrl: string): { relayUrl: string; verifyUrl: string } {
  const url = new URL(cloudUrl)
  const base = url.pathname.replace(/\/+$/, '')
  const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}${base}`
  return { relayUrl: `${ws}/relay`, verifyUrl: `${url.origin}${base}/verify` }
}

/** Loads the protocol package on first use (its own chunk) and starts an app client. */
export async function loadAppClient(config: WalletConnectConfig): Promise<AppClient> {
  const protocol = await import('@airlock/protocol')
  const linkMode = usesLinkMode(config.metadata)
  const common = {
    metadata: config.metadata,
    storage:
      config.storage ??
      protocol.createBrowserStorage({ name: config.storageName ?? 'airlock-walletconnect' }),
    ...(config.verifyUrl ? { verifyUrl: config.verifyUrl } : {}),
    ...(linkMode ? { linkMode: protocol.browserLinkMode() } : {}),
  }
  const client = await (config.relay
    ? protocol.createAppClient({ ...common, relay: config.relay })
    : protocol.createAppClient({
        ...common,
        relayUrl: config.relayUrl,
        projectId: config.projectId,
        ...(config.webSocket ? { webSocket: config.webSocket } : {}),
      }))
  // Answers that land in a new tab of this page (the dapp's universal link) are handed to this one.
  if (linkMode) {
    const stopListening = protocol.listenForLinks((url) => client.dispatchEnvelope(url))
    // The tabs' channel goes with the client: the kit's destroy() stops the client, and so closes the channel.
    const stop = client.stop.bind(client)
    client.stop = () => {
      stopListening()
      return stop()
    }
  }
  return client
}

/** Whether this dapp asked for link mode (and can use it: a browser page with a universal link of its own). */
export function usesLinkMode(metadata: Metadata): boolean {
  return Boolean(metadata.redirect?.linkMode && metadata.redirect.universal && typeof window !== 'undefined')
}
