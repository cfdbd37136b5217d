import { z } from 'zod'

/** The relay's WebSocket path on the cloud's port. */
export const RELAY_PATH = '/relay'

/** irn_batchSubscribe / irn_batchUnsubscribe / irn_batchFetchMessages / irn_batchPublish: at most this many. */
export const MAX_BATCH_SIZE = 500

/**
 * TTL bounds of a published message, in seconds (the official relay refuses the same range): below 10 s a
 * message would expire before a reconnecting client gets it; above 30 days it is not a relay message.
 * A ttl outside them is refused with -32600, not clamped, so a client bug shows.
 */
export const MIN_TTL_SECONDS = 10
export const MAX_TTL_SECONDS = 30 * 24 * 60 * 60

const relayUrlSchema = z
  .string()
  .url()
  .refine((url) => {
    // Runs after a failed .url() too: an unparsable value is just not a relay URL.
    const parsed = URL.canParse(url) ? new URL(url) : undefined
    return (parsed?.protocol === 'ws:' || parsed?.protocol === 'wss:') && !parsed.username && !parsed.password
  }, 'A relay URL starts with ws:// or wss:// (without a user or password)')

/** RELAY_PUBLIC_URLS: relay.publicUrls as one comma-separated list. */
export const relayUrlListSchema = z
  .string()
  .transform((list) =>
    list
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== ''),
  )
  .pipe(z.array(relayUrlSchema))

export const relayOptionsSchema = z
  .object({
    /**
     * The ws:// or wss:// URLs clients are given for this relay behind a proxy (e.g. wss://relay.example.com).
     * A client's JWT must name one of them (or the cloud's public API URL + /relay) as its audience; with
     * none of either, the loopback address the socket reached (ws://127.0.0.1:<port>/relay).
     */
    publicUrls: z.array(relayUrlSchema).default([]),
    /**
     * WebSocket ping interval (ms). Official Node clients drop a socket that stays silent for 35 s, so
     * this stays well below 30 s; a client that has not answered the previous ping is terminated.
     */
    pingIntervalMs: z.number().int().positive().default(20_000),
    /** Per client id (JWT iss) token bucket: requests per second refilled, burst = bucket size. */
    rateLimit: z
      .object({
        perSecond: z.number().positive().default(100),
        burst: z.number().int().positive().default(200),
      })
      .strict()
      .default({}),
    /**
     * Largest `message` field (UTF-8 bytes) of one publish; larger -> -32600. The official relay allows
     * about 100 KiB per message (by tag); 256 KiB leaves room for large session requests.
     */
    maxMessageBytes: z
      .number()
      .int()
      .positive()
      .default(256 * 1024),
    /**
     * Largest WebSocket frame (bytes). ws closes the socket with 1009 on a larger one, unread; keep it
     * above maxMessageBytes so an oversize message still gets its -32600 answer.
     */
    maxFrameBytes: z
      .number()
      .int()
      .positive()
      .default(1024 * 1024),
    /** How often expired messages are deleted (ms). */
    purgeIntervalMs: z.number().int().positive().default(60_000),
  })
  .strict()
  .refine((options) => options.maxFrameBytes > options.maxMessageBytes, {
    message: 'maxFrameBytes must be larger than maxMessageBytes',
    path: ['maxFrameBytes'],
  })

export type RelayOptionsInput = z.input<typeof relayOptionsSchema>
export type RelayOptions = z.output<typeof relayOptionsSchema>
