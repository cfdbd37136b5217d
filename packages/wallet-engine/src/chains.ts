import { invalidParams } from './errors.ts'
import { isLoopbackUrl } from './loopbackUrl.ts'

export interface NativeCurrency {
  name: string
  symbol: string
  decimals: number
}

/** A chain an EVM wallet knows: one it was configured with, or one a dapp added with wallet_addEthereumChain. */
export interface WalletChain {
  id: number
  name: string
  /** Reads and transactions go here, and only if it is a loopback url; otherwise they fail with 4901. */
  rpcUrl?: string
  nativeCurrency?: NativeCurrency
}

export const defaultNativeCurrency: NativeCurrency = Object.freeze({
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
})

export const toChainIdHex = (id: number) => `0x${id.toString(16)}`

/** Parses an EIP-695 chain id (0x-prefixed hex). */
export function parseChainIdHex(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw invalidParams(`Expected a 0x-prefixed hexadecimal chain id, got ${JSON.stringify(value)}.`)
  }
  const id = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidParams(`Invalid chain id ${value}.`)
  return id
}

export function normalizeChain(chain: WalletChain): WalletChain {
  if (!Number.isSafeInteger(chain.id) || chain.id <= 0) {
    throw new Error(`createTestWallet: chain id must be a positive integer, got ${chain.id}`)
  }
  return Object.freeze({
    id: chain.id,
    name: chain.name,
    ...(chain.rpcUrl === undefined ? {} : { rpcUrl: chain.rpcUrl }),
    nativeCurrency: Object.freeze({ ...(chain.nativeCurrency ?? defaultNativeCurrency) }),
  })
}

/** The rpc url the wallet may forward to for this chain, if any. */
export const forwardableUrl = (chain: WalletChain) => (isLoopbackUrl(chain.rpcUrl) ? chain.rpcUrl : undefined)

/** Reads EIP-3085 wallet_addEthereumChain params into a chain. */
export function parseAddChainParams(params: unknown): WalletChain {
  const [p] = Array.isArray(params) ? params : []
  if (typeof p !== 'object' || p === null) {
    throw invalidParams('wallet_addEthereumChain expects [{ chainId, chainName, rpcUrls, nativeCurrency }].')
  }
  const { chainId, chainName, rpcUrls, nativeCurrency } = p as Record<string, unknown>
  const id = parseChainIdHex(chainId)
  if (typeof chainName !== 'string' || chainName.trim() === '') {
    throw invalidParams('wallet_addEthereumChain: chainName must be a non-empty string.')
  }
  const urls = Array.isArray(rpcUrls) ? rpcUrls.filter((u): u is string => typeof u === 'string') : []
  if (urls.length === 0) throw invalidParams('wallet_addEthereumChain: rpcUrls must list at least one url.')
  // Remember a loopback url when the dapp offers one, else the first, which the wallet never calls.
  const rpcUrl = urls.find((url) => isLoopbackUrl(url)) ?? urls[0]
  return normalizeChain({
    id,
    name: chainName,
    rpcUrl,
    nativeCurrency: parseNativeCurrency(nativeCurrency),
  })
}

function parseNativeCurrency(value: unknown): NativeCurrency | undefined {
  if (value === undefined) return undefined
  const { name, symbol, decimals } = (value ?? {}) as Record<string, unknown>
  if (typeof name !== 'string' || typeof symbol !== 'string' || typeof decimals !== 'number') {
    throw invalidParams('wallet_addEthereumChain: nativeCurrency must be { name, symbol, decimals }.')
  }
  return { name, symbol, decimals }
}
