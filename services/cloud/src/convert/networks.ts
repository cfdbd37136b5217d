import { HttpError } from '../http/errors.ts'

/** The eip155 networks the kit offers swaps on by default (besides any chain the operator configures). */
export const SWAP_NETWORKS: ReadonlySet<string> = new Set(
  [1, 10, 56, 100, 137, 250, 324, 8217, 8453].map((id) => `eip155:${id}`),
)

/** The exact texts the kit shows (it matches them word for word). */
export const ConvertMessages = {
  SWAPS_NOT_SUPPORTED: 'Network not supported for Swaps',
  GAS_PRICE_NOT_SUPPORTED: 'Network not supported for Gas Price',
} as const

/**
 * The swap backend of a chain. A chain the operator gave a `swap` has one; a SWAP_NETWORKS one without it is a
 * gap in this cloud's configuration (503, naming the setting); anything else is not a swap network (400).
 */
export function backendFor<T>(
  backends: ReadonlyMap<string, T>,
  chainId: string,
  call: 'swaps' | 'gas-price',
): T {
  const backend = backends.get(chainId)
  if (backend) return backend
  if (SWAP_NETWORKS.has(chainId)) {
    throw new HttpError(
      503,
      `Swaps on ${chainId} are not set up on this cloud: the operator configures the chain with a swap ` +
        'backend (its swap option: an AMM router, factory and wrappedNative, or an upstream aggregator url)',
    )
  }
  throw new HttpError(
    400,
    call === 'gas-price' ? ConvertMessages.GAS_PRICE_NOT_SUPPORTED : ConvertMessages.SWAPS_NOT_SUPPORTED,
  )
}
