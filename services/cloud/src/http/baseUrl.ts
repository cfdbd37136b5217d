import type { FastifyRequest } from 'fastify'

/**
 * The cloud's own base URL as this request reached it (scheme and Host), for absolute links in answers
 * such as icon URLs: behind a proxy or on another port they still point back here.
 */
export function baseUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}
