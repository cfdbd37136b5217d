import type { TokenBalance } from '../stores/account.ts'
import type { CaipNetworkId } from '../types.ts'

/** One asset of a wallet_getAssets answer (spec section 3, "Wallet-assets response asset"). */
export interface WalletAsset {
  address: string
  balance: string
  type: 'ERC20' | 'NATIVE'
  metadata: { name: string; symbol: string; decimals: number; price: number; iconUrl: string; value?: number }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * Spec section 5: valid only if every asset has string address and balance, type ERC20 or NATIVE, and a metadata
 * object with string name, symbol, iconUrl and numeric decimals and price.
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
        (asset.type === 'ERC20' || asset.type === 'NATIVE') &&
        typeof m.name === 'string' &&
        typeof m.symbol === 'string' &&
        typeof m.iconUrl === 'string' &&
        typeof m.decimals === 'number' &&
        typeof m.price === 'number'
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
  const fraction = decimals > 0 ? digits.slice(-decimals).replace(/0+$/, '') : ''
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** Spec section 5: tokens with decimals '0' are dropped from balances. */
export function dropZeroDecimals(balances: readonly TokenBalance[]): TokenBalance[] {
  return balances.filter((b) => b.quantity.decimals !== '0')
}
