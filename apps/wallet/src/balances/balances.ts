/**
 * The exposed address's balance on the selected network: read on every change of account, mode or network,
 * after each transaction, and every BALANCE_POLL_MS while the page is visible. A read that a later one
 * overtook is dropped. A listed network without a node has no balance ('unavailable'), which is not an error.
 */
import { exposedAddress, selectedNetwork } from '../accounts/selection.ts'
import { messageOf } from '../format/text.ts'
import type { WalletContext } from '../wallet/context.ts'

export const BALANCE_POLL_MS = 4_000

export interface Balances {
  refresh(): void
  /** Polls while the page is visible; stop() ends it. */
  startPolling(): void
  stop(): void
  /** An account's balance on the devnet, for the account list. */
  devnetBalanceOf(address: `0x${string}`): Promise<bigint>
}

export function createBalances(ctx: WalletContext): Balances {
  const { store } = ctx
  let run = 0
  let timer: ReturnType<typeof setInterval> | undefined
  const refresh = () => {
    const state = store.getState()
    const current = ++run
    if (!selectedNetwork(state).rpcUrl) {
      store.setState({ balance: { status: 'unavailable' } })
      return
    }
    ctx.devnet
      .getBalance({ address: exposedAddress(state) })
      .then((value) => {
        if (current === run) store.setState({ balance: { status: 'ready', value } })
      })
      .catch((error: unknown) => {
        if (current === run)
          store.setState({
            balance: { status: 'error', message: `The devnet is not reachable (${messageOf(error)})` },
          })
      })
  }
  return {
    refresh,
    startPolling() {
      clearInterval(timer)
      timer = setInterval(() => {
        if (globalThis.document?.visibilityState !== 'hidden') refresh()
      }, BALANCE_POLL_MS)
    },
    stop: () => clearInterval(timer),
    devnetBalanceOf: (address) => ctx.devnet.getBalance({ address }),
  }
}
