import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

export interface Recorded {
  method: string
  url: URL
  body: string
}

/** A loopback HTTP server for client tests: records requests, answers with the handler's reply. */
export async function startTestServer(
  handler: (request: Recorded, res: ServerResponse) => void | Promise<void>,
) {
  const requests: Recorded[] = []
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const recorded = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', 'http://127.0.0.1'),
      body: Buffer.concat(chunks).toString(),
    }
    requests.push(recorded)
    await handler(recorded, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}
