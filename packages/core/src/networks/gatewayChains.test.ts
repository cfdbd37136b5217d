import { afterEach, describe, expect, it, vi } from 'vitest'
import { createKit } from '../kit.ts'
import { createChainStore } from '../network/store.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { createFakeAdapter } from '../test/fakeAdapter.ts'
import { json, startTestServer } from '../test/httpServer.ts'
import { defineNetwork, withRpcUrl } from './define.ts'
import { airlockDevnet } from './devnet.ts'
import { mainnet, optimism } from './evm.ts'
import { applyGatewayChains, withoutGateway } from './gatewayChains.ts'

const gateway = (id: string) => `http://127.0.0.1:8787/v1/?chainId=${id}&projectId=p`
const throughGateway = (network: typeof mainnet) => withRpcUrl(network, gateway(network.caipNetworkId))
const noOwnEndpoints = defineNetwork({
  ...optimism,
  rpcUrls: { default: optimism.rpcUrls.default, chainDefault: { http: [] } },
})

function kit() {
  const networks = [airlockDevnet, mainnet, noOwnEndpoints].map(throughGateway)
  return { chain: createChainStore(networks, networks[1]) }
}
const cloud = (served: string[] | Error) => ({
  blockchain: {
    rpcUrl: gateway,
    supportedChains: async () => {
      if (served instanceof Error) throw served
      return { http: served, ws: [] }
    },
  },
})
const defaults = (ctx: ReturnType<typeof kit>) =>
  ctx.chain.getState().requestedCaipNetworks.map((n) => n.rpcUrls.default.http[0])

describe('which networks read through the gateway', () => {
  it('keeps the chains the gateway serves on it and moves the others to their own endpoints', async () => {
    const ctx = kit()
    const moved = await applyGatewayChains(ctx, cloud([airlockDevnet.caipNetworkId]))
    expect(moved).toEqual([mainnet.caipNetworkId])
    expect(defaults(ctx)).toEqual([
      gateway(airlockDevnet.caipNetworkId),
      mainnet.rpcUrls.default.http[0],
      // No endpoint of its own: the gateway stays its only chance.
      gateway(optimism.caipNetworkId),
    ])
    // The active network follows the list, so reads go where the list says.
    expect(ctx.chain.getState().activeCaipNetwork?.rpcUrls.default.http[0]).toBe(
      mainnet.rpcUrls.default.http[0],
    )
  })

  it('changes nothing when the list cannot be read', async () => {
    const ctx = kit()
    const before = defaults(ctx)
    expect(await applyGatewayChains(ctx, cloud(new Error('offline')))).toEqual([])
    expect(defaults(ctx)).toEqual(before)
  })

  it('leaves a network without own endpoints as it is', () => {
    expect(withoutGateway(throughGateway(noOwnEndpoints))).toBeUndefined()
    expect(withoutGateway(throughGateway(mainnet))?.rpcUrls).toEqual({ default: mainnet.rpcUrls.default })
  })
})

describe('a kit with a cloud', () => {
  let close: (() => Promise<void>) | undefined
  afterEach(() => close?.())

  it('asks the gateway which chains it serves and reads the others from their own endpoints', async () => {
    const server = await startTestServer((req, res) => {
      if (req.url.pathname === '/v1/supported-chains')
        json(res, 200, { http: [airlockDevnet.caipNetworkId], ws: [] })
      else json(res, 404, { error: 'not found' })
    })
    close = server.close
    const airlock = createKit({
      projectId: 'demo',
      networks: [airlockDevnet, mainnet],
      adapters: [createFakeAdapter().adapter],
      storage: createMemoryBackend(),
      cloudUrl: server.url,
    })
    const network = (id: string) => airlock.chain.findNetwork(id)?.rpcUrls.default.http[0]
    await vi.waitFor(() => expect(network(mainnet.caipNetworkId)).toBe(mainnet.rpcUrls.default.http[0]))
    expect(new URL(network(airlockDevnet.caipNetworkId) ?? '').pathname).toBe('/v1/')
    expect(server.requests.some((r) => r.url.searchParams.get('projectId') === 'demo')).toBe(true)
  })
})
