import { describe, expect, it } from 'vitest'
import { cachedTrace, rememberTrace, traceCacheKey } from './traceCache.ts'

const paid = [{ from: 'a', to: 'b', value: 1n, logsBefore: 0 }]

describe('the trace cache', () => {
  it('keys a trace by tracer, block hash and transaction', () => {
    const key = traceCacheKey('callTracer', { blockHash: '0xb1', hash: '0x01' })
    expect(key).not.toBe(traceCacheKey('structLogs', { blockHash: '0xb1', hash: '0x01' }))
    expect(key).not.toBe(traceCacheKey('callTracer', { blockHash: '0xb2', hash: '0x01' }))
  })

  it('loads a trace once while it answers, and again after it failed', async () => {
    let loads = 0
    const load = async () => {
      loads += 1
      if (loads === 1) throw new Error('node down')
      return paid
    }
    await expect(cachedTrace('cache-test failing', load)).rejects.toThrow('node down')
    expect(await cachedTrace('cache-test failing', load)).toEqual(paid)
    expect(await cachedTrace('cache-test failing', load)).toEqual(paid)
    expect(loads).toBe(2)
  })

  it('answers a remembered trace without loading it', async () => {
    rememberTrace('cache-test remembered', [])
    expect(await cachedTrace('cache-test remembered', () => Promise.reject(new Error('asked')))).toEqual([])
  })
})
