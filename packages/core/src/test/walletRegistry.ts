import type { CloudClients } from '../cloud/clients.ts'
import type { AirlockContext } from '../context.ts'
import { createKit } from '../kit.ts'
import { airlockDevnet, mainnet } from '../networks/index.ts'
import type { AirlockOptions } from '../options/options.ts'
import { createMemoryBackend } from '../storage/storage.ts'
import { type GetWalletsParams, WALLETS_PAGE_SIZE, type WalletListing } from '../wallets/api.ts'
import { createFakeAdapter } from './fakeAdapter.ts'

/** A registry listing numbered `index` (w0001…), with a mobile link and on eip155:1 unless overridden. */
export function listing(index: number, overrides: Partial<WalletListing> = {}): WalletListing {
  const id = `w${String(index).padStart(4, '0')}`
  return {
    id,
    name: `Wallet ${index}`,
    image_id: `img-${id}`,
    rdns: null,
    chains: ['eip155:1'],
    mobile_link: `wallet${index}://`,
    desktop_link: null,
    webapp_link: null,
    ...overrides,
  }
}

export function registry(size: number, overrides: (index: number) => Partial<WalletListing> = () => ({})) {
  return Array.from({ length: size }, (_, i) => listing(i + 1, overrides(i + 1)))
}

/**
 * A getWallets that behaves like the cloud's (include, exclude, chains, search by name, page and entries)
 * over an in-memory registry, recording each call.
 */
export function fakeCloud(wallets: WalletListing[], options: { delayMs?: number; fail?: boolean } = {}) {
  const calls: GetWalletsParams[] = []
  let inFlight = 0
  let maxInFlight = 0
  const getWallets = async (params: GetWalletsParams = {}, signal?: AbortSignal) => {
    calls.push(params)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    try {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs))
      if (signal?.aborted) throw new Error('Request was aborted')
      if (options.fail) throw new Error('HTTP 500')
      const search = params.search?.trim().toLowerCase()
      const matching = wallets.filter(
        (w) =>
          (!params.include?.length || params.include.includes(w.id)) &&
          !params.exclude?.includes(w.id) &&
          (!params.chains?.length || w.chains.some((c) => params.chains?.includes(c))) &&
          (!search || w.name.toLowerCase().includes(search)),
      )
      const page = params.page ?? 1
      const entries = params.entries ?? WALLETS_PAGE_SIZE
      return { data: matching.slice((page - 1) * entries, page * entries), count: matching.length }
    } finally {
      inFlight--
    }
  }
  const cloud = {
    wallets: { getWallets, walletImageUrl: (id: string) => `https://img.test/${id}` },
  } as unknown as CloudClients
  return { cloud, calls, maxInFlight: () => maxInFlight }
}

export function kit(
  wallets: WalletListing[],
  options: Partial<AirlockOptions> & { mobile?: boolean; fake?: Parameters<typeof fakeCloud>[1] } = {},
) {
  const { mobile = false, fake: fakeOptions, ...rest } = options
  const fake = fakeCloud(wallets, fakeOptions)
  const airlock = createKit({
    projectId: 'p',
    networks: [mainnet, airlockDevnet],
    adapters: [createFakeAdapter().adapter],
    storage: createMemoryBackend(),
    isMobile: () => mobile,
    ...rest,
  })
  const ctx: AirlockContext = { ...airlock, cloud: fake.cloud }
  return { ctx, airlock, ...fake }
}
