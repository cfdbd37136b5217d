import { createServer } from 'node:net'
import { describe, expect, it } from 'vitest'
import { freeLoopbackPort } from './loopback.ts'

describe('loopback helpers', () => {
  it('freeLoopbackPort gives a port a server can then bind on 127.0.0.1', async () => {
    const port = await freeLoopbackPort()
    expect(port).toBeGreaterThan(0)
    const server = createServer()
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', resolve)
    })
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
})
