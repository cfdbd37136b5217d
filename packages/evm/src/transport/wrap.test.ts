import { custom } from 'viem'
import { describe, expect, it } from 'vitest'
import { mapRequest } from './wrap.ts'

describe('mapRequest', () => {
  it('replaces the request function and keeps the config', async () => {
    const transport = custom({ request: async ({ method }: { method: string }) => `${method} answered` })
    const mapped = mapRequest(
      transport,
      (request) => (async (args, options) => `[${await request(args, options)}]`) as typeof request,
    )({})
    expect(mapped.config.type).toBe('custom')
    expect(await mapped.request({ method: 'eth_chainId' })).toBe('[eth_chainId answered]')
  })
})
