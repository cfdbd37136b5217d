/**
 * Pairing with a dapp from a pasted `wc:` link: the wallet waits for the dapp's proposal (or one-click auth
 * request) and says so; a dapp that does not answer within PAIR_TIMEOUT_MS gets a clear error instead of an
 * endless spinner.
 */
import { messageOf, readableError } from '../format/text.ts'
import type { WalletContext } from '../wallet/context.ts'
import { extractPairingUri } from './uri.ts'

export const PAIR_TIMEOUT_MS = 20_000

export const NOT_A_PAIRING_LINK =
  'That is not a WalletConnect link. It starts with "wc:" — copy it from the dapp’s QR code screen.'
export const DAPP_DID_NOT_ANSWER =
  'The dapp did not answer. The link may have expired: ask the dapp for a new one.'

export interface Pairing {
  /** Pairs with a pasted `wc:` URI (or a link carrying one); resolves true once the relay took it. */
  pair(input: string): Promise<boolean>
  clearPairError(): void
  /** The dapp answered (or the wallet stops): no more waiting. */
  settle(): void
}

export function createPairing(ctx: WalletContext): Pairing {
  const { store } = ctx
  let timer: ReturnType<typeof setTimeout> | undefined
  const settle = () => {
    clearTimeout(timer)
    timer = undefined
    if (store.getState().pairing) store.setState({ pairing: false })
  }
  return {
    async pair(input) {
      const client = ctx.client
      if (!client) return false
      const uri = extractPairingUri(input)
      if (!uri) {
        store.setState({ pairError: NOT_A_PAIRING_LINK })
        return false
      }
      // A new link replaces the wait for the previous one: its timer must not report on this one.
      clearTimeout(timer)
      store.setState({ pairing: true, pairError: undefined })
      try {
        await client.pair({ uri })
      } catch (error) {
        store.setState({ pairing: false, pairError: readableError(messageOf(error)) })
        return false
      }
      timer = setTimeout(
        () => store.setState({ pairing: false, pairError: DAPP_DID_NOT_ANSWER }),
        PAIR_TIMEOUT_MS,
      )
      return true
    },
    clearPairError() {
      if (store.getState().pairError) store.setState({ pairError: undefined })
    },
    settle,
  }
}
