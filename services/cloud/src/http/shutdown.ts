import type { FastifyInstance } from 'fastify'

/**
 * On close, Node's server.close() drops the keep-alive connections idle at that moment only; a request
 * still running then answers on a keep-alive connection that would hold close() open until the client's
 * keep-alive timeout (about 70 s). Answers sent while closing say `Connection: close` instead, so each
 * connection ends with its last response.
 */
export function registerGracefulShutdown(app: FastifyInstance) {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })
}
