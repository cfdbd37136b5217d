import type { WalletConnectSession } from './provider.ts'

/**
 * A page opened by a wallet's link-mode answer (the dapp's universal link with the answer in it) hands the
 * answer to the dapp tab that sent the request and closes. When no such tab is open, this page takes the
 * answer itself (its session is restored from storage). The protocol loads only when the address carries one.
 */
export async function receiveLandedLink(session: WalletConnectSession, href: string): Promise<void> {
  if (!href.includes('wc_ev=')) return
  const protocol = await import('@airlock/protocol')
  const url = protocol.landedLink(href)
  if (!url) return
  // The answer is used once: a reload must not deliver it again.
  history.replaceState(history.state, '', protocol.withoutLink(href))
  if (await protocol.handOverLink(url)) {
    window.close()
    return
  }
  const client = await session.client()
  client.dispatchEnvelope(url)
}
