import type { FastifyRequest } from 'fastify'
import { HttpError } from './errors.ts'

/** What a caller reads when the chain's node could not be (it is down, or answered what does not decode). */
export const NODE_UNREADABLE = 'The chain node could not be read; try again shortly'

/**
 * Runs `work`, which reads a chain's node. A failure below it is the cloud's side, not the caller's: a 502,
 * with its details in the log under `what`, never a 500. An HttpError (a 4xx, or a 502 already) passes as it is.
 *
 * @example
 * return fromChainNode(request, 'payment quote failed', () => quote(body))
 */
export async function fromChainNode<T>(
  request: Pick<FastifyRequest, 'log'>,
  what: string,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof HttpError) throw error
    request.log.warn({ err: error }, what)
    throw new HttpError(502, NODE_UNREADABLE)
  }
}
