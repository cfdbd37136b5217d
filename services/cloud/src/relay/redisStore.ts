import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { createClient } from 'redis'
import { errorMessage } from '../errors.ts'
import { RELAY_CHANNEL, redactRedisUrl, relayReconnectStrategy } from './redis.ts'
import type { PublishInput, RelayStore, StoredMessage } from './store.ts'

/** Every key the store writes starts with it. */
export const RELAY_KEY_PREFIX = 'airlock:relay:'

/*
 * Keys (after the prefix):
 *   seq                 INCR counter: the message id, one total order for every instance (no wall clocks)
 *   m:<id>              hash of the message, expiring at its expiresAt (PEXPIREAT)
 *   t:<topic>           sorted set of the topic's ids (member = score = id), expiring with its last message;
 *                       ids whose hash has expired are removed when read, and by the next publish on the topic
 *   x:<topic>           the same ids scored by expiresAt: what that publish removes
 *   h:<topic>:<sha256>  publish dedupe: the live copy's expiresAt, expiring with it
 *   a:<id>              set of the client ids that acknowledged the message, expiring with it
 * Acks are kept per message rather than per (client, topic): they expire exactly with their message, so a
 * long-lived topic's ack sets never grow with ids long gone, and an ack needs no topic lookup.
 */

/** Stores new messages and publishes them on the channel: numbering, storing and fan-out in one step. */
const INSERT_SCRIPT = `
local prefix, channel, origin = ARGV[1], ARGV[2], ARGV[3]
local ids, parts = {}, {}
for i = 4, #ARGV, 8 do
  local topic, message, hash, tag = ARGV[i], ARGV[i + 1], ARGV[i + 2], ARGV[i + 3]
  local attestation, publisher, publishedAt, expiresAt = ARGV[i + 4], ARGV[i + 5], ARGV[i + 6], ARGV[i + 7]
  local dedupe = prefix .. 'h:' .. topic .. ':' .. hash
  local live = redis.call('GET', dedupe)
  local id = 0
  -- A copy expired by the publisher's clock but not yet by Redis's counts as gone (as in PostgreSQL).
  if (not live) or tonumber(live) <= tonumber(publishedAt) then
    id = redis.call('INCR', prefix .. 'seq')
    redis.call('SET', dedupe, expiresAt, 'PXAT', expiresAt)
    local key = prefix .. 'm:' .. id
    redis.call('HSET', key, 'topic', topic, 'message', message, 'tag', tag, 'attestation', attestation,
      'publisher', publisher, 'publishedAt', publishedAt, 'expiresAt', expiresAt)
    redis.call('PEXPIREAT', key, expiresAt)
    local set, byExpiry = prefix .. 't:' .. topic, prefix .. 'x:' .. topic
    -- A busy topic never expires as a whole: drop the ids of its messages gone by now as new ones come.
    local dead = redis.call('ZRANGE', byExpiry, '-inf', publishedAt, 'BYSCORE', 'LIMIT', 0, 100)
    if #dead > 0 then
      redis.call('ZREM', set, unpack(dead))
      redis.call('ZREM', byExpiry, unpack(dead))
    end
    redis.call('ZADD', set, id, id)
    redis.call('ZADD', byExpiry, expiresAt, id)
    -- -1: no expiry yet (a new set); the sets live as long as their longest-lived message.
    if redis.call('PEXPIRETIME', set) < tonumber(expiresAt) then
      redis.call('PEXPIREAT', set, expiresAt)
      redis.call('PEXPIREAT', byExpiry, expiresAt)
    end
    local json = '{"id":' .. id .. ',"topic":' .. cjson.encode(topic) .. ',"message":' .. cjson.encode(message)
      .. ',"tag":' .. tag .. ',"publisher":' .. cjson.encode(publisher) .. ',"publishedAt":' .. publishedAt
      .. ',"expiresAt":' .. expiresAt
    if attestation ~= '' then json = json .. ',"attestation":' .. cjson.encode(attestation) end
    parts[#parts + 1] = json .. '}'
  end
  ids[#ids + 1] = id
end
if #parts > 0 then
  redis.call('PUBLISH', channel,
    '{"origin":' .. cjson.encode(origin) .. ',"messages":[' .. table.concat(parts, ',') .. ']}')
end
return ids
`

/**
 * The unexpired, unacknowledged messages of the topics not published by the client, after an id, in id
 * order: [horizon, id, topic, message, tag, attestation, publisher, publishedAt, expiresAt, ...].
 * Each topic reads at most `budget` ids per call, so one call never holds Redis for long (a client with many
 * of its own messages on a topic skips them all). A topic cut short by its budget is complete only up to the
 * last id it read: `horizon` is the smallest such id (0 when no topic was cut), only messages up to it are
 * answered, and the caller goes on after it.
 */
const PENDING_SCRIPT = `
local prefix, client, now, limit, after, budget = ARGV[1], ARGV[2], tonumber(ARGV[3]), tonumber(ARGV[4]), ARGV[5], tonumber(ARGV[6])
local found = {}
local horizon = nil
for t = 7, #ARGV do
  local topic = ARGV[t]
  local set = prefix .. 't:' .. topic
  local from = '(' .. after
  local taken, read = 0, 0
  while taken < limit do
    if read >= budget then
      local last = tonumber(string.sub(from, 2))
      if horizon == nil or last < horizon then horizon = last end
      break
    end
    local ids = redis.call('ZRANGE', set, from, '+inf', 'BYSCORE', 'LIMIT', 0, math.min(limit, budget - read))
    if #ids == 0 then break end
    for _, id in ipairs(ids) do
      read = read + 1
      local m = redis.call('HMGET', prefix .. 'm:' .. id,
        'message', 'tag', 'attestation', 'publisher', 'publishedAt', 'expiresAt')
      if not m[1] then
        redis.call('ZREM', set, id)
      elseif tonumber(m[6]) > now and m[4] ~= client
        and redis.call('SISMEMBER', prefix .. 'a:' .. id, client) == 0 then
        found[#found + 1] = { tonumber(id), topic, m[1], m[2], m[3], m[4], m[5], m[6] }
        taken = taken + 1
      end
      from = '(' .. id
      if taken >= limit then break end
    end
  end
end
table.sort(found, function(a, b) return a[1] < b[1] end)
local out = { horizon or 0 }
local count = 0
for i = 1, #found do
  if count >= limit or (horizon ~= nil and found[i][1] > horizon) then break end
  for j = 1, 8 do out[#out + 1] = found[i][j] end
  count = count + 1
end
return out
`

/** Adds the client to each still-stored message's ack set. */
const ACK_SCRIPT = `
local prefix, client = ARGV[1], ARGV[2]
for i = 3, #ARGV do
  local expiresAt = redis.call('HGET', prefix .. 'm:' .. ARGV[i], 'expiresAt')
  if expiresAt then
    local key = prefix .. 'a:' .. ARGV[i]
    redis.call('SADD', key, client)
    redis.call('PEXPIREAT', key, expiresAt)
  end
end
return 0
`

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

type RedisClient = ReturnType<typeof createClient>

interface Script {
  source: string
  sha: string
}

const script = (source: string): Script => ({ source, sha: sha1(source) })
const SCRIPTS = { insert: script(INSERT_SCRIPT), pending: script(PENDING_SCRIPT), ack: script(ACK_SCRIPT) }

/** EVALSHA, loading the script with EVAL the first time this Redis sees it (or after a SCRIPT FLUSH). */
async function run<T>(client: RedisClient, { source, sha }: Script, args: readonly string[]): Promise<T> {
  try {
    return await client.sendCommand<T>(['EVALSHA', sha, '0', ...args])
  } catch (error) {
    if (!errorMessage(error).startsWith('NOSCRIPT')) throw error
    return client.sendCommand<T>(['EVAL', source, '0', ...args])
  }
}

export interface RedisRelayStoreOptions {
  url: string
  /** This instance's id in the channel's envelopes (see startRedisFanout). */
  origin: string
  log: FastifyBaseLogger
  /** Key prefix (default RELAY_KEY_PREFIX); tests isolate themselves with their own. */
  prefix?: string
  /** Pub/sub channel new messages go to (default RELAY_CHANNEL). */
  channel?: string
  /** Ids a replay reads per topic in one script call (default 1000): how long one call may hold Redis. */
  scanBudget?: number
}

/** The relay's messages in Redis; `close` ends its connection. */
export interface RedisRelayStore extends RelayStore {
  close(): Promise<void>
}

/**
 * Connects a RelayStore kept in Redis (why this design: docs/reliability-research.md, 1.2): ids from one INCR
 * counter, each message expiring with its TTL, publish + fan-out in one Lua script, acks per message. Needs
 * Redis 7.0+ (PEXPIRETIME, ZRANGE BYSCORE) on one node (scripts touch keys they compute; no cluster).
 *
 * @example
 * const store = await startRedisRelayStore({ url: 'redis://127.0.0.1:6379', origin: randomUUID(), log })
 * const [stored] = await store.insert(clientId, [{ topic, message, ttl: 300, tag: 1108 }], Date.now())
 * await store.close()
 */
export async function startRedisRelayStore(options: RedisRelayStoreOptions): Promise<RedisRelayStore> {
  const prefix = options.prefix ?? RELAY_KEY_PREFIX
  const channel = options.channel ?? RELAY_CHANNEL
  const scanBudget = options.scanBudget ?? 1000
  const where = redactRedisUrl(options.url)
  const strategy = relayReconnectStrategy(options.url)
  const client: RedisClient = createClient({ url: options.url, socket: { reconnectStrategy: strategy.next } })
  let started = false
  client.on('error', (error: unknown) => {
    if (started) options.log.warn({ redis: where, err: errorMessage(error) }, 'relay store: redis error')
  })
  try {
    await client.connect()
  } catch (error) {
    client.destroy()
    throw error
  }
  started = true
  strategy.started()

  let closing: Promise<void> | undefined
  return {
    async insert(publisher, messages: readonly PublishInput[], now) {
      if (messages.length === 0) return []
      const rows = messages.map((input) => ({
        input,
        expiresAt: now + Math.round(input.ttl * 1000),
      }))
      const args = [prefix, channel, options.origin]
      for (const { input, expiresAt } of rows) {
        args.push(
          input.topic,
          input.message,
          sha256(input.message),
          String(input.tag),
          input.attestation ?? '',
          publisher,
          String(now),
          String(expiresAt),
        )
      }
      const ids = await run<number[]>(client, SCRIPTS.insert, args)
      const stored: StoredMessage[] = []
      rows.forEach(({ input, expiresAt }, index) => {
        const id = Number(ids[index])
        if (!id) return
        stored.push({
          id,
          topic: input.topic,
          message: input.message,
          tag: input.tag,
          ...(input.attestation ? { attestation: input.attestation } : {}),
          publisher,
          publishedAt: now,
          expiresAt,
        })
      })
      return stored
    },

    async pending(clientId, topics, now, limit, after) {
      if (topics.length === 0 || limit <= 0) return []
      const unique = [...new Set(topics)]
      const messages: StoredMessage[] = []
      let cursor = after?.id ?? 0
      // One bounded script call after another: other clients' commands run in between.
      while (messages.length < limit) {
        const args = [prefix, clientId, String(now), String(limit - messages.length), String(cursor)]
        const [horizon, ...flat] = await run<(string | number)[]>(client, SCRIPTS.pending, [
          ...args,
          String(scanBudget),
          ...unique,
        ])
        for (let i = 0; i + 7 < flat.length; i += 8) {
          const attestation = String(flat[i + 4])
          messages.push({
            id: Number(flat[i]),
            topic: String(flat[i + 1]),
            message: String(flat[i + 2]),
            tag: Number(flat[i + 3]),
            ...(attestation ? { attestation } : {}),
            publisher: String(flat[i + 5]),
            publishedAt: Number(flat[i + 6]),
            expiresAt: Number(flat[i + 7]),
          })
        }
        // Complete (no topic cut short), or full: done. Else every message up to the horizon is answered.
        if (!Number(horizon) || messages.length >= limit) break
        cursor = Number(horizon)
      }
      return messages
    },

    async markDelivered(clientId, messageIds) {
      if (messageIds.length === 0) return
      await run(client, SCRIPTS.ack, [prefix, clientId, ...messageIds.map(String)])
    },

    // Redis expires messages, ack sets and dedupe keys itself; topic sets drop dead ids when read.
    async purge() {
      return 0
    },

    close() {
      closing ??= (async () => {
        await client.close().catch(() => {})
        client.destroy()
      })()
      return closing
    },
  }
}
