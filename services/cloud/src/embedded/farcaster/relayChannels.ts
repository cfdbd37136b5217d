import { randomBytes, randomUUID } from 'node:crypto'

/** How long a relay channel waits for the Farcaster app (the public relay keeps them a few minutes too). */
export const CHANNEL_TTL_MS = 5 * 60_000

export interface ChannelRequest {
  siweUri: string
  domain: string
  nonce?: string | undefined
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
  redirectUrl?: string | undefined
}

/** What the Farcaster app sends back: the signed Sign In With Farcaster message and the profile. */
export interface ChannelAnswer {
  message: string
  signature: `0x${string}`
  authMethod: 'custody' | 'authAddress'
  fid: number
  username?: string | undefined
  bio?: string | undefined
  displayName?: string | undefined
  pfpUrl?: string | undefined
  custody?: `0x${string}` | undefined
}

export interface RelayChannel {
  token: string
  url: string
  nonce: string
  signatureParams: ChannelRequest & { nonce: string }
  acceptAuthAddress: boolean
  metadata: { ip: string; userAgent: string }
  answer: ChannelAnswer | undefined
  expiresAt: number
}

/** A nonce as the relay makes one: 16 alphanumeric characters (SIWE asks for at least 8). */
function randomNonce(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
  return Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('')
}

/**
 * The dev relay's channels, in memory with their expiry, as the public relay keeps them in Redis with a TTL:
 * a channel lives minutes and is worthless after a restart (the app simply opens a new one).
 */
export function createRelayChannels(now: () => number = Date.now) {
  const channels = new Map<string, RelayChannel>()

  function sweep() {
    const time = now()
    for (const [token, channel] of channels) if (channel.expiresAt <= time) channels.delete(token)
  }

  return {
    open(
      request: ChannelRequest & { acceptAuthAddress?: boolean | undefined },
      metadata: RelayChannel['metadata'],
      urlOf: (token: string) => string,
    ): RelayChannel {
      sweep()
      const token = randomUUID()
      const nonce = request.nonce ?? randomNonce()
      const { acceptAuthAddress, ...params } = request
      const channel: RelayChannel = {
        token,
        url: urlOf(token),
        nonce,
        signatureParams: { ...params, nonce },
        acceptAuthAddress: acceptAuthAddress ?? false,
        metadata,
        answer: undefined,
        expiresAt: now() + CHANNEL_TTL_MS,
      }
      channels.set(token, channel)
      return channel
    },
    get(token: string): RelayChannel | undefined {
      sweep()
      return channels.get(token)
    },
    /** Records the app's answer; false when the channel is unknown, expired or already answered. */
    complete(token: string, answer: ChannelAnswer): boolean {
      const channel = this.get(token)
      if (!channel || channel.answer) return false
      channel.answer = answer
      return true
    },
  }
}

export type RelayChannels = ReturnType<typeof createRelayChannels>
