import type { PayApi } from './api.ts'
import { type Holding, parseAsset, sameAsset } from './asset.ts'
import type { PayAssetInfo } from './store.ts'

/**
 * Gas a payment's transaction may use: paying through the payments contract with the native coin converted on
 * the AMM (wrap, swap, pay, refund) is the costliest route, well under this. Spending the native coin, Pay keeps
 * this much gas at the current price out of what it may spend, so the wallet can still pay the fee.
 */
export const PAY_GAS_LIMIT = 400_000n

/** The asked asset's US dollar price (0 when unknown) and image. */
export interface AssetLooks {
  price: number
  iconUrl: string | undefined
}

/**
 * What Pay reads beside the account's balances, for one payment: the asked asset's price and image (from the
 * account's balance row, else asked once from the cloud, for a token the account does not hold), and the native
 * coin a payment keeps for its gas.
 */
export function createPayMarket(api: PayApi) {
  let asked: Promise<AssetLooks | undefined> | undefined
  return {
    /** The asset as the account holds it, else as the cloud prices it; undefined when neither knows it. */
    async looks(asset: PayAssetInfo, holdings: readonly Holding[]): Promise<AssetLooks | undefined> {
      const held = holdings.find((holding) => sameAsset(holding.asset, asset.caip19))
      if (held?.price) return { price: held.price, iconUrl: held.iconUrl }
      const token = parseAsset(asset.caip19)?.token
      if (!token) return held && { price: held.price, iconUrl: held.iconUrl }
      asked ??= api.price(asset.network, token).catch(() => undefined)
      return asked
    },
    /** The gas a payment in the native coin keeps; none when the gas price cannot be read (the wallet says so). */
    reserve: (asset: PayAssetInfo): Promise<bigint> =>
      api
        .gasPrice(asset.network)
        .then((price) => price * PAY_GAS_LIMIT)
        .catch(() => 0n),
  }
}

export type PayMarket = ReturnType<typeof createPayMarket>
