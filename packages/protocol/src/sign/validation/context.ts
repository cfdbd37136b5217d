/**
 * What the validators are given besides their params. Params are `unknown` (they come from callers or
 * peers); stored records are reached through lookups (a Map or a function) so the validators stay pure.
 *
 * Expiry: records keep unix-second expiries. A context either gives `nowMs` (default Date.now()) to
 * compare them with, or an `isExpired(key)` callback (the engine's expirer), which takes precedence.
 */
import type { RecentlyDeleted } from '../recentlyDeleted.ts'
import type { PairingRecord, ProposalRecord, SessionRecord } from '../types.ts'

export type Lookup<K, V> = ReadonlyMap<K, V> | ((key: K) => V | undefined)

export interface ExpiryOptions<K> {
  /** Current time in ms, compared with the records' unix-second expiry. Default Date.now(). */
  nowMs?: number
  /** Alternative to nowMs: asks the engine's expirer (key = topic or id). Takes precedence. */
  isExpired?: (key: K) => boolean
}

export interface ConnectContext extends ExpiryOptions<string> {
  pairing: Lookup<string, PairingRecord>
}

export interface ProposalContext extends ExpiryOptions<number> {
  proposal: Lookup<number, ProposalRecord>
  recentlyDeleted?: RecentlyDeleted
}

export interface SessionContext extends ExpiryOptions<string> {
  session: Lookup<string, SessionRecord>
  recentlyDeleted?: RecentlyDeleted
  /** When given, a session whose topic has no key fails with "session topic does not exist in keychain". */
  hasSymKey?: (topic: string) => boolean
}

export interface UpdateContext extends SessionContext {
  /** Who sends the update: 'self' (our update() call, default) or 'peer' (incoming wc_sessionUpdate). */
  from?: 'self' | 'peer'
}

export interface RespondContext extends SessionContext {
  /** Pending incoming requests by JSON-RPC id. */
  pending: Lookup<number, { topic: string }>
}

export interface SessionOrPairingContext extends SessionContext {
  pairing: Lookup<string, PairingRecord>
}

export interface NowContext {
  nowMs?: number
}

export type TopicTarget =
  | { kind: 'session'; topic: string; session: SessionRecord }
  | { kind: 'pairing'; topic: string; pairing: PairingRecord }

export function lookup<K, V>(source: Lookup<K, V>, key: K): V | undefined {
  return typeof source === 'function' ? source(key) : source.get(key)
}

export function isExpiredRecord<K>(ctx: ExpiryOptions<K>, key: K, expiry: unknown): boolean {
  if (ctx.isExpired) return ctx.isExpired(key)
  const now = ctx.nowMs ?? Date.now()
  return typeof expiry === 'number' && now >= expiry * 1000
}
