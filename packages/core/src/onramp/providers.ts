import type { OnRampProviderInfo } from '@airlock/protocol/cloud-api'

/**
 * The two provider kinds the kit knows: a Coinbase-type session and a Meld-type checkout URL. Labels and
 * kinds are the kit's; fees, checkout URLs and keys come from the cloud, which knows the providers the
 * operator configured.
 */
export const ONRAMP_PROVIDERS: readonly OnRampProviderInfo[] = Object.freeze([
  { name: 'coinbase', label: 'Coinbase', type: 'session', feePercent: 1.5, sandbox: false },
  { name: 'meld', label: 'Meld', type: 'url', feePercent: 1, sandbox: false },
])

/**
 * The remote `onramp` feature's provider list is kept only when it is an array of strings; anything else is
 * no providers.
 */
export function onRampProviderNames(config: unknown): string[] {
  return Array.isArray(config) && config.every((name) => typeof name === 'string') ? [...config] : []
}

/**
 * The providers to offer: the cloud's (or, when its options could not be read, the kit's own), narrowed to
 * the names the project's remote configuration lists when it lists any.
 */
export function resolveProviders(
  fromCloud: readonly OnRampProviderInfo[] | undefined,
  remoteNames: readonly string[] | undefined,
): OnRampProviderInfo[] {
  const known = fromCloud ?? ONRAMP_PROVIDERS
  return remoteNames === undefined
    ? [...known]
    : known.filter((provider) => remoteNames.includes(provider.name))
}

/** What a Meld-type checkout URL carries (see meldCheckoutUrl), plus the amount and the order's own id. */
export interface UrlCheckoutParams {
  walletAddress: string
  /** The namespace of the receiving network: Solana buys SOL, every other network USDC. */
  chainNamespace: string
  /** Decimal chain id the tokens go to. */
  chainId: string
  projectId: string
  sourceAmount: string
  sourceCurrencyCode: string
  /** Names the order, so the kit can follow it. */
  externalSessionId: string
}

/**
 * Selecting a Meld-type provider puts public key, destination currency code (SOL on Solana, otherwise USDC),
 * wallet address and external customer id (the project id) on its URL: the checkout needs no other set-up.
 *
 * @example
 * meldCheckoutUrl(provider, { walletAddress: '0x…', chainNamespace: 'eip155', chainId: '31337', projectId: 'p',
 *   sourceAmount: '50', sourceCurrencyCode: 'USD', externalSessionId: 'abc' })
 */
export function meldCheckoutUrl(provider: OnRampProviderInfo, params: UrlCheckoutParams): string {
  if (!provider.url) throw new Error(`The ${provider.label} checkout has no URL: the cloud did not name one`)
  const url = new URL(provider.url)
  const query: Record<string, string> = {
    publicKey: provider.publicKey ?? '',
    destinationCurrencyCode: params.chainNamespace === 'solana' ? 'SOL' : 'USDC',
    walletAddress: params.walletAddress,
    externalCustomerId: params.projectId,
    sourceAmount: params.sourceAmount,
    sourceCurrencyCode: params.sourceCurrencyCode,
    externalSessionId: params.externalSessionId,
    chainId: params.chainId,
  }
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  return url.toString()
}

/**
 * Whether a provider sells a currency: a Meld-type checkout delivers only what its destination currency code
 * names (SOL on Solana, otherwise USDC); a Coinbase-type session takes any asset.
 */
export function providerSells(
  provider: OnRampProviderInfo | undefined,
  symbol: string,
  namespace = 'eip155',
) {
  if (provider?.type !== 'url') return true
  return symbol === (namespace === 'solana' ? 'SOL' : 'USDC')
}
