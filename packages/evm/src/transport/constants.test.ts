import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  RPC_BATCH_SIZE,
  RPC_BATCH_WAIT_MS,
  RPC_DEDUPE_CACHE_SIZE,
  RPC_RANK,
  RPC_RETRY_COUNT,
  RPC_RETRY_DELAY_MS,
  RPC_TIMEOUT_MS,
} from './constants.ts'

describe('RPC figures', () => {
  it('times out after 10 s and retries 3 times from 150 ms', () => {
    expect(RPC_TIMEOUT_MS).toBe(10_000)
    expect(RPC_RETRY_COUNT).toBe(3)
    expect(RPC_RETRY_DELAY_MS).toBe(150)
  })

  it('batches up to 1000 with wait 0', () => {
    expect(RPC_BATCH_SIZE).toBe(1000)
    expect(RPC_BATCH_WAIT_MS).toBe(0)
  })

  it('ranks every 4000 ms on 10 samples, ping timeout 1000 ms, weights 0.7 / 0.3', () => {
    expect(RPC_RANK).toEqual({
      interval: 4000,
      sampleCount: 10,
      timeout: 1000,
      weights: { stability: 0.7, latency: 0.3 },
    })
  })

  it("dedupes in flight through viem's cache of 8192 entries", () => {
    expect(RPC_DEDUPE_CACHE_SIZE).toBe(8192)
    const viem = dirname(createRequire(import.meta.url).resolve('viem/package.json'))
    const source = readFileSync(join(viem, '_esm/utils/promise/withDedupe.js'), 'utf8')
    expect(source).toContain(`promiseCache = /*#__PURE__*/ new LruMap(${RPC_DEDUPE_CACHE_SIZE})`)
    // The entry goes when the request settles.
    expect(source).toContain('.finally(() => promiseCache.delete(id))')
  })
})
