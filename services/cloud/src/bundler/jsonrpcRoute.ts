import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify'
import { describeError } from '../http/errors.ts'
import { parseItem, RpcErrorCode, type RpcId } from '../rpc/jsonrpc.ts'
import { UpstreamError } from '../rpc/upstream.ts'
import { BundlerErrorCode, BundlerRpcError } from './errors.ts'

/** A batch of user operations is a handful, not the gateway's thousand reads. */
const MAX_BATCH_SIZE = 20
const BODY_LIMIT = 2 * 1024 * 1024

export type RpcHandler = (method: string, params: unknown) => Promise<unknown>

type Answer =
  | { jsonrpc: '2.0'; id: RpcId; result: unknown }
  | { jsonrpc: '2.0'; id: RpcId; error: { code: number; message: string; data?: unknown } }

const failure = (id: RpcId, code: number, message: string, data?: unknown): Answer => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(data === undefined ? {} : { data }) },
})

/** Errors before the handler (bad JSON, body too large) still answer in JSON-RPC form. */
function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message } = describeError(error)
  if (statusCode >= 500) request.log.error({ err: error }, 'bundler route failed')
  const code = /JSON/.test(error.code ?? '') ? RpcErrorCode.PARSE_ERROR : RpcErrorCode.INVALID_REQUEST
  return reply
    .code(statusCode)
    .send(failure(null, statusCode >= 500 ? RpcErrorCode.INTERNAL_ERROR : code, message))
}

/**
 * A project-scoped JSON-RPC 2.0 endpoint (single or batched requests): `resolve` picks the handler for the
 * request's query (its chain), or throws a BundlerRpcError every request is answered with.
 */
export function registerJsonRpcRoute(
  app: FastifyInstance,
  options: {
    path: string
    preHandler: preHandlerAsyncHookHandler
    resolve: (query: Record<string, unknown>) => RpcHandler
  },
) {
  app.post(
    options.path,
    { preHandler: options.preHandler, bodyLimit: BODY_LIMIT, errorHandler },
    async (request, reply) => {
      const body = request.body
      const batch = Array.isArray(body)
      const items: unknown[] = batch ? body : [body]
      if (items.length === 0 || items.length > MAX_BATCH_SIZE) {
        return reply
          .code(400)
          .send(failure(null, RpcErrorCode.INVALID_REQUEST, `A batch has 1 to ${MAX_BATCH_SIZE} requests`))
      }
      let handler: RpcHandler | undefined
      let refusal: BundlerRpcError | undefined
      try {
        handler = options.resolve((request.query ?? {}) as Record<string, unknown>)
      } catch (error) {
        if (!(error instanceof BundlerRpcError)) throw error
        refusal = error
      }
      const answers = await Promise.all(
        items.map(async (item): Promise<Answer | undefined> => {
          const parsed = parseItem(item)
          if (!parsed.ok) return parsed.response as Answer
          const id = parsed.request.id ?? null
          const answer = await (async (): Promise<Answer> => {
            if (refusal) return failure(id, refusal.code, refusal.message, refusal.data)
            try {
              return {
                jsonrpc: '2.0',
                id,
                result: await handler!(parsed.request.method, parsed.request.params),
              }
            } catch (error) {
              if (error instanceof BundlerRpcError) return failure(id, error.code, error.message, error.data)
              if (error instanceof UpstreamError)
                return failure(id, BundlerErrorCode.INTERNAL_ERROR, error.message)
              request.log.error({ err: error, method: parsed.request.method }, 'bundler request failed')
              return failure(id, BundlerErrorCode.INTERNAL_ERROR, 'Internal error')
            }
          })()
          return parsed.notification ? undefined : answer
        }),
      )
      const out = answers.filter((answer) => answer !== undefined)
      if (out.length === 0) return reply.code(204).send()
      return reply.send(batch ? out : out[0])
    },
  )
}
