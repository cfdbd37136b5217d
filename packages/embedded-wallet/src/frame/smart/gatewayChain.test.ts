import { createClient } from 'viem'
import { getChainId } from 'viem/actions'
import { describe, expect, it } from 'vitest'
import { gatewayChain, gatewayTransport } from './gatewayChain.ts'

describe('gatewayChain / gatewayTransport', () => {
  it('names the chain and has no RPC url of its own', () => {
    const chain = gatewayChain(31337)
    expect(chain.id).toBe(31337)
    expect(chain.rpcUrls.default.http).toEqual([])
    expect(chain.nativeCurrency.symbol).toBe('ETH')
  })

  it("sends a client's requests through the gateway, for the chain it was made for, once", async () => {
    const seen: unknown[] = []
    const gateway = {
      request: async (chainId: number, method: string, params: unknown) => {
        seen.push([chainId, method, params])
        return '0x7a69'
      },
    }
    const client = createClient({ chain: gatewayChain(31337), transport: gatewayTransport(gateway, 31337) })
    expect(await getChainId(client)).toBe(31337)
    expect(seen).toEqual([[31337, 'eth_chainId', undefined]])
    const failing = createClient({
      chain: gatewayChain(1),
      transport: gatewayTransport(
        {
          request: async (chainId: number) => {
            seen.push(chainId)
            throw new Error('down')
          },
        },
        1,
      ),
    })
    await expect(getChainId(failing)).rejects.toThrow()
    expect(seen.filter((item) => item === 1)).toHaveLength(1)
  })
})
