import { describe, expect, it } from 'vitest'
import type { ChainConfig } from '../chains/config.ts'
import { forwardRpc, type SendUpstream } from './forward.ts'
import { UpstreamError } from './upstream.ts'

const chain: ChainConfig = { caipNetworkId: 'eip155:31337', rpcUrl: 'http://node.invalid' }

/** A scripted node: records every payload and answers with `answer(payload)`. */
function node(answer: (payload: unknown) => unknown) {
  const payloads: unknown[] = []
  const send: SendUpstream = async (_chain, payload) => {
    payloads.push(payload)
    return answer(payload)
  }
  return { send, payloads }
}

const echoIds = (payload: unknown) =>
  (payload as { id: number }[]).map((request) => ({
    jsonrpc: '2.0',
    id: request.id,
    result: `r${request.id}`,
  }))

describe('forwardRpc', () => {
  it('sends one upstream batch with its own sequential ids and maps the answers back', async () => {
    const { send, payloads } = node((payload) => echoIds(payload).reverse())
    const result = await forwardRpc(
      [
        { jsonrpc: '2.0', id: 'a', method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 'a', method: 'eth_blockNumber', params: [] },
        { jsonrpc: '2.0', id: 7, method: 'eth_getBalance', params: { address: '0x' } },
      ],
      chain,
      send,
    )
    expect(payloads).toEqual([
      [
        { jsonrpc: '2.0', id: 0, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: { address: '0x' } },
      ],
    ])
    // Duplicate caller ids stay apart; answers come back in request order though the node reversed them.
    expect(result).toEqual({
      statusCode: 200,
      body: [
        { jsonrpc: '2.0', id: 'a', result: 'r0' },
        { jsonrpc: '2.0', id: 'a', result: 'r1' },
        { jsonrpc: '2.0', id: 7, result: 'r2' },
      ],
    })
  })

  it('sends a single request as a single object', async () => {
    const { send, payloads } = node(() => ({
      jsonrpc: '2.0',
      id: 0,
      error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
    }))
    const result = await forwardRpc({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [] }, chain, send)
    expect(payloads).toEqual([{ jsonrpc: '2.0', id: 0, method: 'eth_call', params: [] }])
    expect(result.body).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
    })
  })

  it('does not call the node when nothing is left to forward', async () => {
    const { send, payloads } = node(echoIds)
    await forwardRpc([{ jsonrpc: '2.0', id: 1, method: 'hardhat_mine' }, { nope: true }], chain, send)
    await forwardRpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' }, undefined, send)
    expect(payloads).toEqual([])
  })

  it('passes null results through as results', async () => {
    const { send } = node(() => ({ jsonrpc: '2.0', id: 0, result: null }))
    const result = await forwardRpc(
      { jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: ['0x'] },
      chain,
      send,
    )
    expect(result.body).toEqual({ jsonrpc: '2.0', id: 1, result: null })
  })

  it('fills in for answers the node left out or garbled', async () => {
    const { send } = node(() => [{ jsonrpc: '2.0', id: 0, result: '0x1' }, { id: 1 }, 'junk'])
    const result = await forwardRpc(
      [
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 3, method: 'eth_chainId' },
      ],
      chain,
      send,
    )
    const missing = { code: -32603, message: 'The RPC node sent no valid answer for this request' }
    expect(result.body).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x1' },
      { jsonrpc: '2.0', id: 2, error: missing },
      { jsonrpc: '2.0', id: 3, error: missing },
    ])
  })

  it('spreads a whole-payload error from the node over every request', async () => {
    const { send } = node(() => ({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32005, message: 'rate limited' },
    }))
    const result = await forwardRpc(
      [
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
        { jsonrpc: '2.0', id: 2, method: 'eth_chainId' },
      ],
      chain,
      send,
    )
    expect(result.body).toEqual([
      { jsonrpc: '2.0', id: 1, error: { code: -32005, message: 'rate limited' } },
      { jsonrpc: '2.0', id: 2, error: { code: -32005, message: 'rate limited' } },
    ])
  })

  it('answers -32603 with the upstream message, and hides unexpected failures', async () => {
    const unavailable: SendUpstream = async () => {
      throw new UpstreamError('The eip155:31337 RPC node is unavailable (ECONNREFUSED)')
    }
    const bug: SendUpstream = async () => {
      throw new Error('secret internals')
    }
    const single = { jsonrpc: '2.0', id: 9, method: 'eth_chainId' }
    expect((await forwardRpc(single, chain, unavailable)).body).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: { code: -32603, message: 'The eip155:31337 RPC node is unavailable (ECONNREFUSED)' },
    })
    expect((await forwardRpc(single, chain, bug)).body).toEqual({
      jsonrpc: '2.0',
      id: 9,
      error: { code: -32603, message: 'The RPC node could not be reached' },
    })
  })

  it('answers nothing (204) when every request is a notification', async () => {
    const { send, payloads } = node(echoIds)
    expect(await forwardRpc([{ jsonrpc: '2.0', method: 'eth_chainId' }], chain, send)).toEqual({
      statusCode: 204,
      body: undefined,
    })
    // Notifications are still delivered.
    expect(payloads).toHaveLength(1)
  })
})
