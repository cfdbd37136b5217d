import { handOverLink, landedLink, withoutLink } from '@airlock/protocol'

/**
 * A dapp in link mode sends its request in the wallet's universal link, which opens a new tab of this page.
 * When the wallet is already open in another tab (it holds the sessions and the visitor's attention), the new
 * tab hands the request over and closes: resolves 'handed-over'. Otherwise this tab is the wallet and handles
 * the request itself: resolves the link to dispatch once the client is up, or undefined for a plain visit.
 */
export async function takeLandedLink(): Promise<'handed-over' | string | undefined> {
  const href = globalThis.location?.href ?? ''
  const link = landedLink(href)
  if (!link) return undefined
  // The request is used once: a reload must not deliver it again.
  history.replaceState(history.state, '', withoutLink(href))
  if (!(await handOverLink(link))) return link
  window.close()
  return 'handed-over'
}
