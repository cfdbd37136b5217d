import { randomBytes } from '@noble/hashes/utils'
import { bytesToHex, hexToBytes } from '../bytes.ts'
import { createRelayClient, type ReconnectOptions } from '../relay/client.ts'
import type { Relay, WebSocketFactory } from '../relay/types.ts'
import { requestAttestation } from '../verify/attestation.ts'
import { createVerifyKeyCache, resolveVerifyContext } from '../verify/resolve.ts'
import type { SignCoreOptions } from './core.ts'

/** Options of createAppClient / createWalletClient: a relay to use, or where to open one. */
export type ClientOptions = Omit<SignCoreOptions, 'relay'> & {
  /**
   * The verify service this client trusts (http://host/verify). Outgoing proposals and requests get an
   * attestation from it (browsers only: it attests the page's Origin header); incoming ones are resolved
   * against it. A peer's own metadata.verifyUrl is never trusted: a hostile app could name a service that
   * vouches for any origin.
   */
  verifyUrl?: string
} & (
    | { relay: Relay }
    | {
        /**
         * ws(s)://host/relay, or several instances of one relay network in order of preference: a lost
         * connection moves on to the next (see `RelayClientOptions.url`).
         */
        relayUrl: string | readonly string[]
        projectId?: string
        /** Defaults to globalThis.WebSocket; Node passes the `ws` package's. */
        webSocket?: WebSocketFactory
        /** Backoff of the relay reconnects; the defaults suit browsers. */
        reconnect?: ReconnectOptions
      }
  )

/**
 * Resolves the relay: the given one, or a relay client whose auth key (the Ed25519 seed behind the
 * did:key client id) is kept in storage, so the relay knows the same client after a reload and delivers
 * what it missed.
 */
export async function resolveCoreOptions(options: ClientOptions): Promise<SignCoreOptions> {
  const withVerify = { ...options, ...verifyHooks(options) }
  if ('relay' in withVerify) return withVerify
  const { relayUrl, projectId, webSocket, reconnect, ...rest } = withVerify
  const key = `${options.storagePrefix ?? 'wc@2'}:relayer:seed`
  let seedHex = await options.storage.getItem<string>(key)
  if (typeof seedHex !== 'string' || seedHex.length !== 64) {
    seedHex = bytesToHex(randomBytes(32))
    await options.storage.setItem(key, seedHex)
  }
  const relay = createRelayClient({
    url: relayUrl,
    seed: hexToBytes(seedHex, 32, 'relay seed'),
    ...(projectId ? { projectId } : {}),
    ...(webSocket ? { webSocket } : {}),
    ...(reconnect ? { reconnect } : {}),
    ...(options.now ? { now: options.now } : {}),
  })
  return { ...rest, relay }
}

function verifyHooks(options: ClientOptions): Pick<SignCoreOptions, 'attest' | 'verify'> {
  const { verifyUrl } = options
  if (!verifyUrl) return {}
  const keyCache = createVerifyKeyCache()
  // Only a browser sends an Origin header the service can attest; elsewhere attesting would just fail.
  const attests = !options.attest && typeof document !== 'undefined'
  return {
    ...(attests
      ? {
          attest: (envelope: string, payloadJson: string) =>
            requestAttestation({ verifyUrl, envelope, payloadJson }),
        }
      : {}),
    verify:
      options.verify ??
      (({ attestation, envelope, payloadJson, metadata }) =>
        resolveVerifyContext({
          verifyUrl,
          metadataUrl: metadata.url,
          envelope: envelope ?? '',
          payloadJson,
          keyCache,
          ...(attestation ? { attestation } : {}),
        })),
  }
}
