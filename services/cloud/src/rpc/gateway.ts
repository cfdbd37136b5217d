import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { RouteModule } from '../context.ts'
import { describeError, HttpError } from '../http/errors.ts'
import { isSolanaMethodAllowed } from '../solana/methods.ts'
import { forwardRpc } from './forward.ts'
import { RpcErrorCode, rpcError } from './jsonrpc.ts'
import { postUpstream } from './upstream.ts'

/** 1000 requests with calldata or raw transactions do not fit Fastify's default 1 MiB. */
const RPC_BODY_LIMIT = 8 * 1024 * 1024

const JSON_CONTENT_TYPE = /^application\/json\s*(;|$)/i

const PARSE_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY'])

/**
 * Errors before the handler runs (unparsable JSON, wrong content type, body too large, bad st/sv) still
 * answer in JSON-RPC form with their HTTP status: the caller is a JSON-RPC client.
 */
function rpcErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message } = describeError(error)
  if (statusCode >= 500) request.log.error({ err: error }, 'rpc gateway failed')
  const code = PARSE_ERRORS.has(error.code)
    ? RpcErrorCode.PARSE_ERROR
    : statusCode === 413
      ? RpcErrorCode.LIMIT_EXCEEDED
      : statusCode >= 500
        ? RpcErrorCode.INTERNAL_ERROR
        : RpcErrorCode.INVALID_REQUEST
  const text = code === RpcErrorCode.PARSE_ERROR ? `Parse error: ${message}` : message
  return reply.code(statusCode).send(rpcError(null, code, text))
}

/**
 * Chain RPC gateway: POST /v1/?chainId=<CAIP-2>&projectId=<id> forwards JSON-RPC 2.0,
 * single or batched, to the chain's node (EVM chains and Solana clusters); GET /v1/supported-chains lists them.
 */
export const rpcRoutes: RouteModule = (app, ctx) => {
  app.post(
    '/v1/',
    { preHandler: ctx.requireProject, bodyLimit: RPC_BODY_LIMIT, errorHandler: rpcErrorHandler },
    async (request, reply) => {
      // Fastify also parses text/plain; JSON-RPC over HTTP is application/json only.
      if (!JSON_CONTENT_TYPE.test(request.headers['content-type'] ?? '')) {
        throw new HttpError(415, 'Unsupported Media Type: send JSON-RPC as application/json')
      }
      const { chainId } = (request.query ?? {}) as { chainId?: unknown }
      const send = (target: { caipNetworkId: string; rpcUrl: string }, payload: unknown) =>
        postUpstream(target.caipNetworkId, target.rpcUrl, payload, ctx.upstreamTimeoutMs)
      // Solana clusters have their own method allow-list.
      const solana = typeof chainId === 'string' ? ctx.solanaChains.get(chainId) : undefined
      const result = solana
        ? await forwardRpc(request.body, solana, send, { forwards: isSolanaMethodAllowed })
        : await forwardRpc(
            request.body,
            typeof chainId === 'string' ? ctx.chains.get(chainId) : undefined,
            send,
          )
      return reply.code(result.statusCode).send(result.body)
    },
  )

  app.get('/v1/supported-chains', { preHandler: ctx.requireProject }, async () => ({
    // Bitcoin networks are read through Esplora (REST), not JSON-RPC: the gateway does not serve them.
    http: [...ctx.chains.keys(), ...ctx.solanaChains.keys()],
    ws: [] as string[],
  }))
}
