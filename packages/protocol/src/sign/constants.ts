/**
 * Tags, TTLs and prompts of every pairing and sign method, the official client's
 * (apps/docs/pages/protocol.md#sign-methods).
 */
export interface MethodWire {
  req: { tag: number; ttl: number; prompt?: boolean }
  res: { tag: number; ttl: number }
  /** Error answers that differ from `res` (proposal and authenticate rejections). */
  reject?: { tag: number; ttl: number }
  autoReject?: { tag: number; ttl: number }
}

const DAY = 86_400

export const METHODS = {
  wc_pairingDelete: { req: { tag: 1000, ttl: DAY }, res: { tag: 1001, ttl: DAY } },
  wc_pairingPing: { req: { tag: 1002, ttl: 30 }, res: { tag: 1003, ttl: 30 } },
  wc_sessionPropose: {
    req: { tag: 1100, ttl: 300, prompt: true },
    res: { tag: 1101, ttl: 300 },
    reject: { tag: 1120, ttl: 300 },
    autoReject: { tag: 1121, ttl: 300 },
  },
  wc_sessionSettle: { req: { tag: 1102, ttl: 300 }, res: { tag: 1103, ttl: 300 } },
  wc_sessionUpdate: { req: { tag: 1104, ttl: DAY }, res: { tag: 1105, ttl: DAY } },
  wc_sessionExtend: { req: { tag: 1106, ttl: DAY }, res: { tag: 1107, ttl: DAY } },
  wc_sessionRequest: { req: { tag: 1108, ttl: 900, prompt: true }, res: { tag: 1109, ttl: 900 } },
  wc_sessionEvent: { req: { tag: 1110, ttl: 300, prompt: true }, res: { tag: 1111, ttl: 300 } },
  wc_sessionDelete: { req: { tag: 1112, ttl: DAY }, res: { tag: 1113, ttl: DAY } },
  wc_sessionPing: { req: { tag: 1114, ttl: DAY }, res: { tag: 1115, ttl: DAY } },
  wc_sessionAuthenticate: {
    req: { tag: 1116, ttl: 3600, prompt: true },
    res: { tag: 1117, ttl: 3600 },
    reject: { tag: 1118, ttl: 300 },
    autoReject: { tag: 1119, ttl: 300 },
  },
} as const satisfies Record<string, MethodWire>

export type SignMethod = keyof typeof METHODS

export const isSignMethod = (method: unknown): method is SignMethod =>
  typeof method === 'string' && Object.hasOwn(METHODS, method)

/**
 * An unknown method on a pairing topic is answered with 10001 (WC_METHOD_UNSUPPORTED) on tag 0, kept a day.
 */
export const UNKNOWN_METHOD_WIRE = { tag: 0, ttl: DAY } as const

/** Seconds a new pairing stays valid (five minutes, as the WalletConnect clients keep it). */
export const PAIRING_LIFETIME = 300
/** Seconds a session proposal waits for the wallet's answer (five minutes, as the WalletConnect clients wait). */
export const PROPOSAL_LIFETIME = 300
/** Seconds a session lasts from its settlement or its last extension (seven days). */
export const SESSION_LIFETIME = 7 * DAY
export const AUTH_REQUEST_LIFETIME = 3600
export const REQUEST_DEFAULT_EXPIRY = 900

/**
 * A ping's answer (result or error) is acted on this long after it arrives, as the official client does when
 * the session or pairing ping response comes in.
 */
export const PING_RESPONSE_DELAY_MS = 500
/** Expiry checks run on this heartbeat. */
export const HEARTBEAT_MS = 5_000
/** session_request events: the next one 1 s after respond() (or once the previous expired). */
export const REQUEST_QUEUE_DELAY_MS = 1_000
/** Pending requests restored from storage are re-queued this long after start. */
export const RESTORE_DELAY_MS = 1_000
/** Incoming request ids remembered for de-duplication. */
export const SEEN_IDS_LIMIT = 500

export const RELAY_PROTOCOL = 'irn'
