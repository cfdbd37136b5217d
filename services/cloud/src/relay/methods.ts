import { RELAY_SESSION_PUBLISHES } from '@airlock/protocol/cloud-api'
import { z } from 'zod'
import { formatZodError } from '../validation.ts'
import type { RelayConnection } from './connection.ts'
import { invalidRequest, RelayError, RelayErrorCode } from './errors.ts'
import type { Fanout, Hub } from './hub.ts'
import { MAX_BATCH_SIZE, MAX_TTL_SECONDS, MIN_TTL_SECONDS, type RelayOptions } from './options.ts'
import type { PublishInput, RelayStore, StoredMessage } from './store.ts'

// What wc_proposeSession and wc_approveSession publish carries the tag and ttl the client would give it.
const { proposal: PROPOSE, proposalResponse: PROPOSE_RESPONSE, settle: SETTLE } = RELAY_SESSION_PUBLISHES

/** Most messages one irn_fetchMessages / irn_batchFetchMessages answer carries; the rest: hasMore. */
export const FETCH_PAGE_SIZE = 500

export interface MethodContext {
  store: RelayStore
  hub: Hub
  fanout: Fanout
  options: RelayOptions
  now(): number
  /**
   * Pushes the topics' stored messages the client has not acknowledged (runs after the reply), then
   * ends the replay `subscribe` began for them.
   */
  flush(connection: RelayConnection, topics: readonly string[]): void
  /** Spends one publish of the connection's project (or client); throws RelayError 3001 past the limit. */
  limitPublish?(connection: RelayConnection): Promise<void>
}

/** A handler's answer; `afterReply` runs once the result is sent (subscribe -> push stored messages). */
interface Outcome {
  result: unknown
  afterReply?: () => void
}

type Handler = (connection: RelayConnection, params: unknown, ctx: MethodContext) => Promise<Outcome>

// Unknown extra params are ignored (zod strips them): clients add analytics fields.
const topicSchema = z.string().regex(/^[0-9a-fA-F]{64}$/, 'A topic is 64 hex characters (32 bytes)')
const ttlSchema = z.number().int().min(MIN_TTL_SECONDS).max(MAX_TTL_SECONDS)
const tagSchema = z.number().int().min(0).max(0xffff_ffff)
const messageSchema = z.string().min(1)
const attestationSchema = z.string().nullish()

const publishSchema = z.object({
  topic: topicSchema,
  message: messageSchema,
  ttl: ttlSchema,
  tag: tagSchema.default(0),
  prompt: z.boolean().optional(),
  attestation: attestationSchema,
})
const batchPublishSchema = z.object({ messages: z.array(publishSchema).max(MAX_BATCH_SIZE) })
const subscribeSchema = z.object({ topic: topicSchema })
const topicsSchema = z.object({ topics: z.array(topicSchema).max(MAX_BATCH_SIZE) })
const unsubscribeSchema = z.object({ topic: topicSchema, id: z.string().optional() })
const batchUnsubscribeSchema = z.object({
  subscriptions: z.array(unsubscribeSchema).max(MAX_BATCH_SIZE),
})
const proposeSessionSchema = z.object({
  pairingTopic: topicSchema,
  sessionProposal: messageSchema,
  attestation: attestationSchema,
})
const approveSessionSchema = z.object({
  pairingTopic: topicSchema,
  sessionTopic: topicSchema,
  sessionProposalResponse: messageSchema,
  sessionSettlementRequest: messageSchema,
})

/** The tag of a publish-like request, for the error's `data`. */
function tagOf(params: unknown): number | undefined {
  if (typeof params !== 'object' || params === null) return undefined
  const tag = (params as { tag?: unknown }).tag
  return typeof tag === 'number' ? tag : undefined
}

function parse<T extends z.ZodTypeAny>(schema: T, params: unknown, tag?: number): z.output<T> {
  const parsed = schema.safeParse(params)
  if (!parsed.success) throw invalidRequest(`Invalid params: ${formatZodError(parsed.error)}`, tag)
  return parsed.data
}

function checkSize(message: string, ctx: MethodContext, tag: number | undefined) {
  const bytes = Buffer.byteLength(message, 'utf8')
  if (bytes > ctx.options.maxMessageBytes) {
    throw invalidRequest(
      `Message too large: ${bytes} bytes, the relay accepts at most ${ctx.options.maxMessageBytes}`,
      tag,
    )
  }
}

function toInput(params: z.output<typeof publishSchema>, ctx: MethodContext): PublishInput {
  checkSize(params.message, ctx, params.tag)
  return {
    topic: params.topic,
    message: params.message,
    ttl: params.ttl,
    tag: params.tag,
    ...(params.attestation ? { attestation: params.attestation } : {}),
  }
}

async function publish(
  connection: RelayConnection,
  inputs: readonly PublishInput[],
  ctx: MethodContext,
): Promise<void> {
  await ctx.limitPublish?.(connection)
  const stored: StoredMessage[] = await ctx.store.insert(connection.clientId, inputs, ctx.now())
  ctx.fanout.publish(stored)
}

/** Joins the hub for `topics` with their live pushes held until the `flush` that must follow. */
function subscribe(connection: RelayConnection, topics: readonly string[], ctx: MethodContext): string[] {
  connection.beginReplay(topics)
  return topics.map((topic) => {
    const id = connection.subscriptionId(topic)
    connection.topics.set(topic, id)
    ctx.hub.subscribe(connection, topic)
    return id
  })
}

/** A failed request after a subscribe gets no afterReply: the replay still runs, so live pushes flow again. */
async function flushOnError(
  connection: RelayConnection,
  topics: readonly string[],
  ctx: MethodContext,
  work: () => Promise<void>,
): Promise<void> {
  try {
    await work()
  } catch (error) {
    ctx.flush(connection, topics)
    throw error
  }
}

function unsubscribe(connection: RelayConnection, topic: string, ctx: MethodContext) {
  connection.topics.delete(topic)
  ctx.hub.unsubscribe(connection, topic)
}

async function fetchMessages(connection: RelayConnection, topics: readonly string[], ctx: MethodContext) {
  const rows = await ctx.store.pending(connection.clientId, topics, ctx.now(), FETCH_PAGE_SIZE + 1)
  const page = rows.slice(0, FETCH_PAGE_SIZE)
  // Fetched counts as delivered, so the next call (hasMore) returns the following page.
  await ctx.store.markDelivered(
    connection.clientId,
    page.map((message) => message.id),
  )
  return {
    messages: page.map(({ topic, message, publishedAt, tag, attestation }) => ({
      topic,
      message,
      publishedAt,
      tag,
      ...(attestation === undefined ? {} : { attestation }),
    })),
    hasMore: rows.length > FETCH_PAGE_SIZE,
  }
}

const handlers: Record<string, Handler> = {
  async irn_publish(connection, params, ctx) {
    const input = toInput(parse(publishSchema, params, tagOf(params)), ctx)
    await publish(connection, [input], ctx)
    return { result: true }
  },

  async irn_batchPublish(connection, params, ctx) {
    const { messages } = parse(batchPublishSchema, params)
    await publish(
      connection,
      messages.map((message) => toInput(message, ctx)),
      ctx,
    )
    return { result: true }
  },

  async irn_subscribe(connection, params, ctx) {
    const { topic } = parse(subscribeSchema, params)
    const [id] = subscribe(connection, [topic], ctx)
    return { result: id, afterReply: () => ctx.flush(connection, [topic]) }
  },

  async irn_batchSubscribe(connection, params, ctx) {
    const { topics } = parse(topicsSchema, params)
    const ids = subscribe(connection, topics, ctx)
    return { result: ids, afterReply: () => ctx.flush(connection, topics) }
  },

  async irn_unsubscribe(connection, params, ctx) {
    unsubscribe(connection, parse(unsubscribeSchema, params).topic, ctx)
    return { result: true }
  },

  async irn_batchUnsubscribe(connection, params, ctx) {
    for (const { topic } of parse(batchUnsubscribeSchema, params).subscriptions) {
      unsubscribe(connection, topic, ctx)
    }
    return { result: true }
  },

  async irn_fetchMessages(connection, params, ctx) {
    const { topic } = parse(subscribeSchema, params)
    return { result: await fetchMessages(connection, [topic], ctx) }
  },

  async irn_batchFetchMessages(connection, params, ctx) {
    const { topics } = parse(topicsSchema, params)
    return { result: await fetchMessages(connection, topics, ctx) }
  },

  async wc_proposeSession(connection, params, ctx) {
    const { pairingTopic, sessionProposal, attestation } = parse(proposeSessionSchema, params, PROPOSE.tag)
    checkSize(sessionProposal, ctx, PROPOSE.tag)
    // Subscribed before the proposal goes out, so the wallet's answer cannot be missed.
    subscribe(connection, [pairingTopic], ctx)
    await flushOnError(connection, [pairingTopic], ctx, () =>
      publish(
        connection,
        [
          {
            topic: pairingTopic,
            message: sessionProposal,
            ttl: PROPOSE.ttl,
            tag: PROPOSE.tag,
            ...(attestation ? { attestation } : {}),
          },
        ],
        ctx,
      ),
    )
    return { result: true, afterReply: () => ctx.flush(connection, [pairingTopic]) }
  },

  async wc_approveSession(connection, params, ctx) {
    const { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest } = parse(
      approveSessionSchema,
      params,
      PROPOSE_RESPONSE.tag,
    )
    checkSize(sessionProposalResponse, ctx, PROPOSE_RESPONSE.tag)
    checkSize(sessionSettlementRequest, ctx, SETTLE.tag)
    subscribe(connection, [sessionTopic], ctx)
    await flushOnError(connection, [sessionTopic], ctx, () =>
      publish(
        connection,
        [
          {
            topic: pairingTopic,
            message: sessionProposalResponse,
            ttl: PROPOSE_RESPONSE.ttl,
            tag: PROPOSE_RESPONSE.tag,
          },
          {
            topic: sessionTopic,
            message: sessionSettlementRequest,
            ttl: SETTLE.ttl,
            tag: SETTLE.tag,
          },
        ],
        ctx,
      ),
    )
    return { result: true, afterReply: () => ctx.flush(connection, [sessionTopic]) }
  },
}

/**
 * Runs one request and answers it. A RelayError is answered as is; anything else is -32603 (and
 * reported through `onInternalError`).
 */
export async function dispatch(
  connection: RelayConnection,
  request: { id: string | number; method: string; params: unknown },
  ctx: MethodContext,
  onInternalError: (error: unknown) => void,
): Promise<void> {
  const handler = Object.hasOwn(handlers, request.method) ? handlers[request.method] : undefined
  if (!handler) {
    connection.replyError(request.id, {
      code: RelayErrorCode.METHOD_NOT_FOUND,
      message: `Method not found: ${request.method.slice(0, 100)}`,
    })
    return
  }
  let outcome: Outcome
  try {
    outcome = await handler(connection, request.params, ctx)
  } catch (error) {
    if (error instanceof RelayError) {
      connection.replyError(request.id, error.body)
    } else {
      onInternalError(error)
      const tag = tagOf(request.params)
      connection.replyError(request.id, {
        code: RelayErrorCode.INTERNAL,
        message: 'Internal error',
        ...(tag === undefined ? {} : { data: tag }),
      })
    }
    return
  }
  connection.reply(request.id, outcome.result)
  outcome.afterReply?.()
}
