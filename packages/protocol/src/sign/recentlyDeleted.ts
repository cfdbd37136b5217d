/**
 * Ids and topics of records deleted lately, so that late calls and late peer messages about them fail
 * with "Record was recently deleted" instead of "doesn't exist", as the official client's do. In memory only;
 * capped (200 by default): when an insertion reaches the cap the oldest half is forgotten.
 */
import { type ErrorObject, internalError, ProtocolError, templateString } from './errors.ts'

export type RecentlyDeletedType = 'pairing' | 'session' | 'proposal' | 'request'
export type RecentlyDeletedId = string | number

export const RECENTLY_DELETED_LIMIT = 200

export class RecentlyDeleted {
  readonly limit: number
  readonly #entries = new Map<RecentlyDeletedId, RecentlyDeletedType | undefined>()

  constructor(limit: number = RECENTLY_DELETED_LIMIT) {
    this.limit = Math.max(2, Math.floor(limit))
  }

  /** Remembers a deleted record. Re-adding keeps its original age (Map order), as upstream. */
  add(id: RecentlyDeletedId, type?: RecentlyDeletedType): void {
    const known = this.#entries.get(id)
    this.#entries.set(id, type ?? known)
    if (this.#entries.size >= this.limit) {
      let toDelete = Math.floor(this.limit / 2)
      for (const key of this.#entries.keys()) {
        if (toDelete-- <= 0) break
        this.#entries.delete(key)
      }
    }
  }

  has(id: unknown): boolean {
    return (typeof id === 'string' || typeof id === 'number') && this.#entries.has(id)
  }

  /** The type the record was added with (undefined when unknown or not added). */
  typeOf(id: unknown): RecentlyDeletedType | undefined {
    return typeof id === 'string' || typeof id === 'number' ? this.#entries.get(id) : undefined
  }

  delete(id: RecentlyDeletedId): boolean {
    return this.#entries.delete(id)
  }

  clear(): void {
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }

  /**
   * Throws MISSING_OR_INVALID "Record was recently deleted - <type>: <id>" if the id was deleted lately.
   * `fallbackType` names the record when it was added without a type.
   */
  assertNotRecentlyDeleted(id: unknown, fallbackType?: RecentlyDeletedType): void {
    if (!this.has(id)) return
    throw new ProtocolError(recentlyDeletedError(id, this.typeOf(id) ?? fallbackType))
  }
}

/**
 * The official message: "Missing or invalid. Record was recently deleted - <type>: <id>" (the type is
 * left out when the record was added without one).
 */
export function recentlyDeletedError(id: unknown, type?: RecentlyDeletedType): ErrorObject {
  const context = type ? `${type}: ${templateString(id)}` : templateString(id)
  return internalError('MISSING_OR_INVALID', `Record was recently deleted - ${context}`)
}

/** Same as `recentlyDeleted.assertNotRecentlyDeleted(id)`; does nothing without a RecentlyDeleted. */
export function assertNotRecentlyDeleted(
  recentlyDeleted: RecentlyDeleted | undefined,
  id: unknown,
  fallbackType?: RecentlyDeletedType,
): void {
  recentlyDeleted?.assertNotRecentlyDeleted(id, fallbackType)
}
