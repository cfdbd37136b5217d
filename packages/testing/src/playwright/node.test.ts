import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { freeLoopbackPort } from '../loopback.ts'
import { checkNode } from './node.ts'

let server: Server | undefined

/** A node double on 127.0.0.1 answering every JSON-RPC call with `reply`. */
async function fakeNode(reply: unknown): Promise<string> {
  server = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(reply))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
  server = undefined
})

describe('checkNode', () => {
  it('passes when the node answers with the expected chain id', async () => {
    const url = await fakeNode({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    await expect(checkNode(url, 31337)).resolves.toBeUndefined()
  })

  it('says which node to start when none answers', async () => {
    const url = `http://127.0.0.1:${await freeLoopbackPort()}`
    await expect(checkNode(url, 31337)).rejects.toThrow(
      new RegExp(`No Ethereum node answers at ${url}.*npx hardhat node.*AIRLOCK_TEST_RPC_URL`),
    )
  })

  it('names both chains when the node is on another one', async () => {
    const url = await fakeNode({ jsonrpc: '2.0', id: 1, result: '0x1' })
    await expect(checkNode(url, 31337)).rejects.toThrow(
      `The node at ${url} is on chain 1, but the test wallet starts on chain 31337`,
    )
  })

  it('reports a node that answers eth_chainId with an error', async () => {
    const url = await fakeNode({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no such method' } })
    await expect(checkNode(url, 31337)).rejects.toThrow('did not answer eth_chainId (no such method)')
  })

  it('refuses a node elsewhere than this machine without calling it', async () => {
    await expect(checkNode('https://rpc.example.com', 31337)).rejects.toThrow(
      'The test wallet only talks to a node on this machine, and https://rpc.example.com is not one',
    )
  })
})
