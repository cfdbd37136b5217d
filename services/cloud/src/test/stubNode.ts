import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A chain's node for the routes fuzzer, on 127.0.0.1: it answers every JSON-RPC call (batches too) with a valid
 * `0x0` result, or, after `answerNext(text)`, with that raw text whatever was asked, until `answerNext()`.
 */
export async function startStubNode() {
  let answer: string | undefined
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      response.setHeader('content-type', 'application/json')
      if (answer !== undefined) return response.end(answer)
      let body: unknown
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return response.end('{}')
      }
      const result = (item: unknown) => ({
        jsonrpc: '2.0',
        id: (item as { id?: unknown } | null)?.id ?? null,
        result: '0x0',
      })
      response.end(JSON.stringify(Array.isArray(body) ? body.map(result) : result(body)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answerNext: (text?: string) => {
      answer = text
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
