import { createHash } from 'node:crypto'
import type { Db, Queryable } from '../db/types.ts'

/** A message as stored and fanned out. */
export interface StoredMessage {
  id: number
  topic: string
  message: string
  tag: number
  attestation?: string
  /** did:key of the client that published it. */
  publisher: string
  /** ms since the epoch. */
  publishedAt: number
  /** ms since the epoch. */
  expiresAt: number
}

export interface PublishInput {
  topic: string
  message: string
  /** Seconds. */
  ttl: number
  tag: number
  attestation?: string
}

/** Keyset position in the store's order: (publishedAt, id) in the database; id alone in Redis. */
export interface Cursor {
  publishedAt: number
  id: number
}

export interface RelayStore {
  /**
   * Stores messages in one transaction and returns those actually new: a (topic, message) already stored
   * and unexpired is a client's retry and is neither stored nor delivered again.
   */
  insert(publisher: string, messages: readonly PublishInput[], now: number): Promise<StoredMessage[]>
  /**
   * Unexpired messages of `topics` that `clientId` did not publish and has not acknowledged, in publish
   * order (the database: publishedAt, then id; Redis: id, one counter across instances), after `after`, at
   * most `limit`.
   */
  pending(
    clientId: string,
    topics: readonly string[],
    now: number,
    limit: number,
    after?: Cursor,
  ): Promise<StoredMessage[]>
  /** Records that `clientId` acknowledged (or fetched) these messages; ids already gone are skipped. */
  markDelivered(clientId: string, messageIds: readonly number[]): Promise<void>
  /** Deletes expired messages (and their deliveries); returns how many. */
  purge(now: number): Promise<number>
}

interface MessageRow {
  id: number
  topic: string
  message: string
  tag: number
  attestation: string | null
  publisher: string
  published_at: number
  expires_at: number
}

const COLUMNS = 'id, topic, message, tag, attestation, publisher, published_at, expires_at'

function toMessage(row: MessageRow): StoredMessage {
  return {
    id: row.id,
    topic: row.topic,
    message: row.message,
    tag: row.tag,
    ...(row.attestation === null ? {} : { attestation: row.attestation }),
    publisher: row.publisher,
    publishedAt: row.published_at,
    expiresAt: row.expires_at,
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

async function insertOne(tx: Queryable, publisher: string, input: PublishInput, now: number) {
  // A conflict with an expired copy not yet purged revives it (it counts as a new message); with a live
  // copy nothing is returned.
  const rows = await tx.query<MessageRow>(
    `insert into relay_messages
       (topic, message, message_hash, tag, attestation, publisher, published_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (topic, message_hash) do update
       set tag = excluded.tag, attestation = excluded.attestation, publisher = excluded.publisher,
           published_at = excluded.published_at, expires_at = excluded.expires_at
       where relay_messages.expires_at <= excluded.published_at
     returning ${COLUMNS}`,
    [
      input.topic,
      input.message,
      sha256(input.message),
      input.tag,
      input.attestation ?? null,
      publisher,
      now,
      now + input.ttl * 1000,
    ],
  )
  return rows[0] ? toMessage(rows[0]) : undefined
}

export function createRelayStore(db: Db): RelayStore {
  return {
    async insert(publisher, messages, now) {
      if (messages.length === 0) return []
      const insertAll = async (tx: Queryable) => {
        const stored: StoredMessage[] = []
        for (const input of messages) {
          const message = await insertOne(tx, publisher, input, now)
          if (message) stored.push(message)
        }
        return stored
      }
      return messages.length === 1 ? insertAll(db) : db.transaction(insertAll)
    },

    async pending(clientId, topics, now, limit, after) {
      if (topics.length === 0) return []
      const rows = await db.query<MessageRow>(
        `select ${COLUMNS} from relay_messages m
         where m.topic in (select jsonb_array_elements_text($1::jsonb))
           and m.expires_at > $2::bigint
           and m.publisher <> $3
           and (m.published_at, m.id) > ($4::bigint, $5::bigint)
           and not exists (
             select 1 from relay_deliveries d where d.message_id = m.id and d.client_id = $3
           )
         order by m.published_at, m.id
         limit $6::int`,
        [JSON.stringify(topics), now, clientId, after?.publishedAt ?? -1, after?.id ?? -1, limit],
      )
      return rows.map(toMessage)
    },

    async markDelivered(clientId, messageIds) {
      if (messageIds.length === 0) return
      // Joined on relay_messages: an ack for a message purged meanwhile is simply dropped.
      await db.query(
        `insert into relay_deliveries (message_id, client_id)
         select m.id, $2 from relay_messages m
         where m.id in (select (jsonb_array_elements_text($1::jsonb))::bigint)
         on conflict do nothing`,
        [JSON.stringify(messageIds.map(String)), clientId],
      )
    },

    async purge(now) {
      const rows = await db.query<{ purged: number }>(
        `with gone as (delete from relay_messages where expires_at <= $1::bigint returning 1)
         select count(*)::int as purged from gone`,
        [now],
      )
      return rows[0]?.purged ?? 0
    },
  }
}
