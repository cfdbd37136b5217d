import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ZodError } from 'zod'
import { formatZodError } from '../validation.ts'

/**
 * Throw from a handler to answer `{ error: message }` with this 4xx/5xx status. A 429 says when to retry:
 * `retryAfterSeconds` becomes its Retry-After header.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export interface ErrorBody {
  error: string
}

/** Status and message for any error a handler or Fastify itself throws; 500 keeps its details in the log. */
export function describeError(error: unknown): { statusCode: number; message: string } {
  if (error instanceof ZodError) return { statusCode: 400, message: formatZodError(error) }
  if (error instanceof HttpError) return { statusCode: error.statusCode, message: error.message }
  const statusCode = (error as Partial<FastifyError>).statusCode
  // Fastify's own 4xx: invalid JSON, empty JSON body, unsupported media type, body too large (413)…
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { statusCode, message: (error as Error).message }
  }
  return { statusCode: 500, message: 'Internal server error' }
}

function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { statusCode, message } = describeError(error)
  if (statusCode >= 500) request.log.error({ err: error }, 'request failed')
  if (error instanceof HttpError && error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))))
  }
  return reply.code(statusCode).send({ error: message } satisfies ErrorBody)
}

/** Every error and unknown route answers JSON `{ error }`; nothing escapes as an HTML page or a crash. */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler(handleError)
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]
    return reply.code(404).send({ error: `Not found: ${request.method} ${path}` } satisfies ErrorBody)
  })
}
