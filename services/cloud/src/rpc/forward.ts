import type { ChainConfig } from '../chains/config.ts'
import {
  type ParsedItem,
  parseItem,
  type RpcError,
  RpcErrorCode,
  type RpcRequest,
  type RpcResponse,
  rpcError,
  upstreamResponseSchema,
} from './jsonrpc.ts'
import { EVM_METHOD_POLICY, type MethodPolicy } from './methods.ts'
import { UpstreamError } from './upstream.ts'

/** A batch holds at most 1000 requests: the kit's RPC client batches up to that many. */
export const MAX_BATCH_SIZE = 1000

/**
 * The kit knows two texts, 'Unsupported chain' and 'Chain is not supported'. The gateway answers the first:
 * it is about the request's chainId being one this service does not serve, whereas 'Chain is not supported'
 * is the kit's own wording for a chain missing from the dapp's configured networks or adapters, so the kit
 * keeps that one for its side and the two failures stay distinguishable.
 */
export const UNSUPPORTED_CHAIN = 'Unsupported chain'

export interface ForwardResult {
  statusCode: 200 | 204 | 400
  /** Undefined when every request was a notification (nothing to answer). */
  body: RpcResponse | RpcResponse[] | undefined
}

/** The node a payload goes to: an EVM chain's config, or any other JSON-RPC chain's (Solana). */
export type RpcTarget = Pick<ChainConfig, 'caipNetworkId' | 'rpcUrl'>

/** Sends one JSON-RPC payload (object or array) to the chain's node and returns its parsed answer. */
export type SendUpstream<Target extends RpcTarget = ChainConfig> = (
  chain: Target,
  payload: unknown,
) => Promise<unknown>

type Valid = Extract<ParsedItem, { ok: true }>
type Outcome = { result: unknown } | { error: RpcError }

/** Answers for `forwarded`, matched by the sequential ids they were sent upstream with. */
async function callUpstream<Target extends RpcTarget>(
  chain: Target,
  forwarded: Valid[],
  batch: boolean,
  send: SendUpstream<Target>,
): Promise<Outcome[]> {
  const requests = forwarded.map(({ request }, index) => ({
    jsonrpc: '2.0' as const,
    id: index,
    method: request.method,
    ...(request.params === undefined ? {} : { params: request.params }),
  }))
  let answer: unknown
  try {
    answer = await send(chain, batch ? requests : requests[0])
  } catch (error) {
    const message = error instanceof UpstreamError ? error.message : 'The RPC node could not be reached'
    return forwarded.map(() => ({ error: { code: RpcErrorCode.INTERNAL_ERROR, message } }))
  }

  const byId = new Map<number, Outcome>()
  let wholeError: RpcError | undefined
  for (const item of Array.isArray(answer) ? answer : [answer]) {
    const parsed = upstreamResponseSchema.safeParse(item)
    if (!parsed.success) continue
    const value = parsed.data
    const outcome: Outcome = 'error' in value ? { error: value.error } : { result: value.result }
    if (typeof value.id === 'number') byId.set(value.id, outcome)
    // A node that rejects the whole payload answers one error with id null.
    else if ('error' in value) wholeError = value.error
  }
  return forwarded.map((_, index) => {
    const found = byId.get(index)
    if (found) return found
    return {
      error: wholeError ?? {
        code: RpcErrorCode.INTERNAL_ERROR,
        message: 'The RPC node sent no valid answer for this request',
      },
    }
  })
}

/**
 * The gateway's work for one HTTP body: validates each request, answers what it can itself (invalid
 * requests, unknown chain, refused methods, methods the policy answers), sends the rest to the node in ONE
 * call, and puts the answers back in the order and with the ids of the caller. `policy` is the chain's method
 * allow-list (the EVM one unless given: Solana has its own).
 */
export async function forwardRpc<Target extends RpcTarget = ChainConfig>(
  body: unknown,
  chain: Target | undefined,
  send: SendUpstream<Target>,
  policy: MethodPolicy = EVM_METHOD_POLICY,
): Promise<ForwardResult> {
  const batch = Array.isArray(body)
  const items: unknown[] = batch ? body : [body]
  if (batch && items.length === 0) {
    return {
      statusCode: 400,
      body: rpcError(null, RpcErrorCode.INVALID_REQUEST, 'Invalid request: empty batch'),
    }
  }
  if (items.length > MAX_BATCH_SIZE) {
    return {
      statusCode: 400,
      body: rpcError(
        null,
        RpcErrorCode.LIMIT_EXCEEDED,
        `Batch size limit exceeded: ${items.length} requests, at most ${MAX_BATCH_SIZE} per batch`,
      ),
    }
  }

  const parsed = items.map(parseItem)
  const answers: (RpcResponse | undefined)[] = new Array(parsed.length)
  const forwarded: Valid[] = []
  const forwardedAt: number[] = []
  parsed.forEach((item, index) => {
    if (!item.ok) {
      answers[index] = item.response
      return
    }
    const id = item.request.id ?? null
    const { method } = item.request
    if (!chain) answers[index] = rpcError(id, RpcErrorCode.INVALID_PARAMS, UNSUPPORTED_CHAIN)
    else if (policy.answers?.has(method)) {
      answers[index] = { jsonrpc: '2.0', id, result: policy.answers.get(method) }
    } else if (!policy.forwards(method)) {
      answers[index] = rpcError(
        id,
        RpcErrorCode.METHOD_NOT_SUPPORTED,
        `Method ${method} is not supported by the RPC gateway`,
      )
    } else {
      forwarded.push(item)
      forwardedAt.push(index)
    }
  })

  if (chain && forwarded.length > 0) {
    const upstream = await callUpstream(chain, forwarded, batch, send)
    upstream.forEach((answer, n) => {
      const request: RpcRequest = forwarded[n]!.request
      answers[forwardedAt[n]!] = { jsonrpc: '2.0', id: request.id ?? null, ...answer } as RpcResponse
    })
  }

  // Notifications get no answer (JSON-RPC 2.0), whatever happened to them.
  const out = answers.filter((answer, index) => {
    const item = parsed[index]!
    return answer !== undefined && !(item.ok && item.notification)
  }) as RpcResponse[]
  if (out.length === 0) return { statusCode: 204, body: undefined }
  return { statusCode: 200, body: batch ? out : out[0] }
}
