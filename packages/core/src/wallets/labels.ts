import type { AirlockContext } from '../context.ts'
import type { WalletSelection } from '../modal/router.ts'
import type { WalletListing } from './api.ts'
import { walletImageUrl } from './images.ts'

/** The count a link to All Wallets shows: under 10 as is, else rounded down to tens, '+' when rounded. */
export function walletCountLabel(count: number): string {
  if (count < 10) return String(Math.max(0, count))
  const rounded = Math.floor(count / 10) * 10
  return rounded < count ? `${rounded}+` : String(rounded)
}

/**
 * What the connecting views need of a registry listing: its name and image for the header, and its mobile,
 * desktop and web links to open the wallet with the pairing URI.
 */
export function walletSelectionOf(
  ctx: Pick<AirlockContext, 'cloud'>,
  wallet: WalletListing,
): WalletSelection {
  const selection: WalletSelection = {
    id: wallet.id,
    name: wallet.name,
    mobile_link: wallet.mobile_link,
    desktop_link: wallet.desktop_link,
    webapp_link: wallet.webapp_link,
  }
  if (wallet.image_id) selection.image_id = wallet.image_id
  const image = walletImageUrl(ctx, wallet)
  if (image) selection.image_url = image
  if (wallet.rdns) selection.rdns = wallet.rdns
  return selection
}
