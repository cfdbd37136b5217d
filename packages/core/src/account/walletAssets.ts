import type { CaipNetworkId } from '../types.ts'
import type { TokenBalance } from './store.ts'

/** One asset of a wallet_getAssets answer (EIP-7811). */
export interface WalletAsset {
  address: string
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string; value?: number }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

// A balance in base units: hex as EIP-7811 wallets send it, or a decimal integer; at most a uint256.
const BALANCE = /^(0x[0-9a-fA-F]{1,64}|[0-9]{1,78})$/
// ERC-20 decimals are a uint8.
const isDecimals = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 255

/**
 * Valid only if every asset has string address and balance, type ERC20 or NATIVE, and a metadata
 * object with string name, symbol, iconUrl and numeric decimals and price. A wallet's answer is outside input, so
 * the balance must also be an integer (hex or decimal, at most 256 bits), decimals a whole number from 0 to 255
 * and the price finite: anything else would throw or convert wrongly later, and the cloud's balances are used
 * instead.
 */
export function isValidWalletAssets(assets: unknown): assets is WalletAsset[] {
  return (
    Array.isArray(assets) &&
    assets.every((asset) => {
      if (!isRecord(asset) || !isRecord(asset.metadata)) return false
      const m = asset.metadata
      return (
        typeof asset.address === 'string' &&
        typeof asset.balance === 'string' &&
        BALANCE.test(asset.balance) &&
        (asset.type === 'ERC20' || asset.type === 'NATIVE') &&
        typeof m.name === 'string' &&
        typeof m.symbol === 'string' &&
        typeof m.iconUrl === 'string' &&
        isDecimals(m.decimals) &&
        typeof m.price === 'number' &&
        Number.isFinite(m.price) &&
        (m.value === undefined || (typeof m.value === 'number' && Number.isFinite(m.value)))
      )
    })
  )
}

/** Converts wallet assets (hex balances in base units) to the kit's token balances. */
export function walletAssetsToBalances(
  assets: readonly WalletAsset[],
  chainId: CaipNetworkId,
): TokenBalance[] {
  return assets.map((asset) => {
    const numeric = toDecimal(BigInt(asset.balance), asset.metadata.decimals)
    return {
      name: asset.metadata.name,
      symbol: asset.metadata.symbol,
      chainId,
      address: asset.type === 'NATIVE' ? undefined : `${chainId}:${asset.address}`,
      price: asset.metadata.price,
      value: asset.metadata.value ?? Number(numeric) * asset.metadata.price,
      quantity: { numeric, decimals: String(asset.metadata.decimals) },
      iconUrl: asset.metadata.iconUrl,
    }
  })
}

/** Base units to a decimal string without losing digits. */
export function toDecimal(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  let fraction = decimals > 0 ? digits.slice(-decimals) : ''
  // Trailing zeros dropped by hand: /0+$/ backtracks quadratically on a long run of digits.
  let end = fraction.length
  while (end > 0 && fraction[end - 1] === '0') end--
  fraction = fraction.slice(0, end)
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * Tokens with decimals '0' are dropped from balances: whole-unit tokens (collectibles) are not amounts to
 * show.
 */
export function dropZeroDecimals(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((b) => b.quantity.decimals !== '0')
}
