import { afterEach, describe, expect, it, vi } from 'vitest'
import { json } from '../../core/src/test/httpServer.ts'
import { BLOCK_POLL_MS, watchBlocks } from './rpc.ts'
import { startRpcServer } from './test/rpcServer.ts'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  vi.useRealTimers()
  await close?.()
  close = undefined
})

describe('watchBlocks', () => {
  it('tells of each new block, polling the block number over the network’s RPC, until stopped', async () => {
    let height = 10
    const node = await startRpcServer((_attempt, res, payload) => {
      const calls = Array.isArray(payload) ? payload : [payload]
      if (calls.some((call) => call.method !== 'eth_blockNumber')) return false
      const answer = calls.map((call) => ({
        jsonrpc: '2.0',
        id: call.id,
        result: `0x${height.toString(16)}`,
      }))
      json(res, 200, Array.isArray(payload) ? answer : answer[0])
      return true
    })
    close = node.close
    const polls = () => node.methods().filter((method) => method === 'eth_blockNumber').length
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const onBlock = vi.fn()
    const stop = watchBlocks({ name: 'Devnet', rpcUrls: { default: { http: [node.url] } } }, onBlock)

    // The first answer is where the chain stands: the kit reads once then.
    await vi.advanceTimersByTimeAsync(BLOCK_POLL_MS)
    await vi.waitFor(() => expect(onBlock).toHaveBeenCalledTimes(1))
    // The same block again: nothing new.
    await vi.advanceTimersByTimeAsync(BLOCK_POLL_MS)
    await vi.waitFor(() => expect(polls()).toBe(2))
    expect(onBlock).toHaveBeenCalledTimes(1)
    // A new block.
    height = 11
    await vi.advanceTimersByTimeAsync(BLOCK_POLL_MS)
    await vi.waitFor(() => expect(onBlock).toHaveBeenCalledTimes(2))

    stop()
    const asked = polls()
    height = 12
    await vi.advanceTimersByTimeAsync(BLOCK_POLL_MS * 2)
    expect(polls()).toBe(asked)
    expect(onBlock).toHaveBeenCalledTimes(2)
  })
})
