import type { TokenBalance } from '../account/store.ts'
import { parseUnits } from '../format/units.ts'
import type { CaipNetwork, CaipNetworkId } from '../types.ts'

/** The zero address: the payments contract's `token` for the native coin. */
export const NATIVE_TOKEN = '0x0000000000000000000000000000000000000000'

/**
 * A CAIP-19 asset of an EVM network, read: `eip155:1/erc20:0x…` is a token (its contract in `token`),
 * `eip155:1/slip44:60` the network's native coin (`token` undefined).
 */
export interface PayAsset {
  caip19: string
  network: CaipNetworkId
  token: string | undefined
}

const CAIP19 = /^(eip155:\d+)\/(erc20:(0x[0-9a-fA-F]{40})|slip44:\d+)$/

/** The asset out of its CAIP-19 id; undefined when it is not an EVM token or native coin. */
export function parseAsset(caip19: string): PayAsset | undefined {
  const match = CAIP19.exec(caip19.trim())
  if (!match) return undefined
  return { caip19: caip19.trim(), network: match[1] as CaipNetworkId, token: match[3]?.toLowerCase() }
}

/** Two CAIP-19 ids name the same asset (addresses compare without their checksum case; any slip44 is native). */
export function sameAsset(a: string, b: string): boolean {
  const left = parseAsset(a)
  const right = parseAsset(b)
  return Boolean(left && right && left.network === right.network && left.token === right.token)
}

/** What the connected account holds of one asset on the payment's network. */
export interface Holding {
  /** CAIP-19 of the asset. */
  asset: string
  symbol: string
  decimals: number
  /** The balance in the asset's smallest unit. */
  balance: bigint
  /** USD per whole unit; 0 when unknown. */
  price: number
  /** The token's image from its balance row, when the cloud gave one. */
  iconUrl: string | undefined
}

/** The CAIP-19 id of a token balance row (its address is CAIP-10: `eip155:1:0x…`; none for the native coin). */
export function assetOfBalance(token: Pick<TokenBalance, 'chainId' | 'address'>): string {
  const contract = token.address?.split(':').at(-1)
  return contract ? `${token.chainId}/erc20:${contract.toLowerCase()}` : `${token.chainId}/slip44:60`
}

/**
 * What the account holds on `network`: its token balances there, and its native balance (the account's own
 * reading, the one source of that amount) as the native row. Rows that are not plain decimals are left out.
 */
export function holdingsOn(
  network: CaipNetwork,
  tokens: readonly TokenBalance[],
  nativeBalance: string | undefined,
): Holding[] {
  const holdings: Holding[] = []
  let nativeRow: TokenBalance | undefined
  for (const token of tokens) {
    if (token.chainId !== network.caipNetworkId) continue
    if (!token.address) {
      nativeRow = token
      continue
    }
    const decimals = Number(token.quantity.decimals)
    const balance = units(token.quantity.numeric, decimals)
    if (balance === undefined) continue
    holdings.push({
      asset: assetOfBalance(token),
      symbol: token.symbol,
      decimals,
      balance,
      price: token.price,
      iconUrl: token.iconUrl || undefined,
    })
  }
  const { decimals, symbol } = network.nativeCurrency
  const native = nativeBalance === undefined ? undefined : units(nativeBalance, decimals)
  if (native !== undefined)
    holdings.push({
      asset: `${network.caipNetworkId}/slip44:60`,
      symbol,
      decimals,
      balance: native,
      price: nativeRow?.price ?? 0,
      iconUrl: nativeRow?.iconUrl || undefined,
    })
  return holdings
}

function units(amount: string, decimals: number): bigint | undefined {
  try {
    return parseUnits(amount, decimals)
  } catch {
    return undefined
  }
}
