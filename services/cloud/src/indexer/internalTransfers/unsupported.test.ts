import { createPublicClient, custom } from 'viem'
import { describe, expect, it } from 'vitest'
import { isUnsupported } from './unsupported.ts'

/** The error viem raises when a node answers debug_traceTransaction with `error`. */
async function errorFor(error: { code: number; message: string }) {
  const client = createPublicClient({
    transport: custom(
      {
        async request() {
          throw error
        },
      },
      { retryCount: 0 },
    ),
  })
  return client
    .request({ method: 'debug_traceTransaction' as 'eth_chainId' })
    .catch((caught: unknown) => caught)
}

describe('isUnsupported', () => {
  it.each([
    [{ code: -32601, message: 'Method not found' }, true],
    [{ code: -32004, message: 'Method debug_traceTransaction is not supported' }, true],
    [{ code: -32602, message: 'Hardhat currently only supports the default tracer' }, true],
    [{ code: -32000, message: 'debug_traceTransaction is not available on the Free tier' }, true],
    [{ code: -32602, message: 'invalid argument 0: hex string has length 2' }, false],
    [{ code: -32000, message: 'transaction 0x01 not found' }, false],
  ])('%j: %s', async (error, unsupported) => {
    expect(isUnsupported(await errorFor(error))).toBe(unsupported)
  })

  it('is false for what is not a node error', () => {
    expect(isUnsupported(new Error('Method not found'))).toBe(false)
  })
})
