import type { AirlockInternals } from '@airlock/core/internal'
import { internalsOf } from '@airlock/core/internal'
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { AirlockProvider } from '../../AirlockProvider.tsx'
import { testKitWithWallet } from '../../test/renderWithKit.tsx'
import { AllWalletsView } from './AllWalletsView.tsx'
import { ActivityTab } from './account/ActivityTab.tsx'
import { NftsTab } from './account/NftsTab.tsx'
import { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectView.tsx'
import { OnRampAmountView } from './onramp/OnRampAmountView.tsx'
import { OnRampProvidersView } from './onramp/OnRampProvidersView.tsx'
import { SendPreviewView } from './send/SendPreviewView.tsx'
import { SendView } from './send/SendView.tsx'
import { SmartSessionsView } from './smartAccount/SmartSessionsView.tsx'
import { SwapView } from './swap/SwapView.tsx'

/**
 * A view a click opens is rendered, and its effects run, inside the click's task: a load started there (and
 * the store updates it makes at once) would render the view again before the browser painted it. Every view
 * that loads on mount starts its load after the first paint (useAfterPaint), so the click paints in one frame.
 */

/** Counts the calls of one of the kit's actions, which answers at once with nothing. */
function countCalls(target: object, name: string) {
  const calls = { count: 0 }
  Object.assign(target, {
    [name]: () => {
      calls.count++
      return Promise.resolve(undefined)
    },
  })
  return calls
}

/** The kit's WalletConnect, faked: a pairing attempt marks `lastAttempt` before it reaches the relay. */
function countPairings(kit: AirlockInternals) {
  const walletConnect = { lastAttempt: 0, pending: undefined, session: {} }
  Object.assign(kit, { walletConnect })
  kit.modal.setOpen(true)
  return {
    get count() {
      return walletConnect.lastAttempt === 0 ? 0 : 1
    },
  }
}

const cases: [string, ComponentType, (kit: AirlockInternals) => { count: number }][] = [
  ['Activity tab', ActivityTab, (kit) => countCalls(kit, 'loadTransactions')],
  ['NFTs tab', NftsTab, (kit) => countCalls(kit, 'loadNfts')],
  ['All Wallets', AllWalletsView, (kit) => countCalls(kit, 'loadWallets')],
  ['WalletConnect QR code', ConnectingWalletConnectBasicView, countPairings],
  ['Buy: providers', OnRampProvidersView, (kit) => countCalls(kit.onrampActions, 'init')],
  ['Buy: amount', OnRampAmountView, (kit) => countCalls(kit.onrampActions, 'init')],
  ['Smart sessions', SmartSessionsView, (kit) => countCalls(kit.smartAccountActions, 'loadSessions')],
  ['Swap', SwapView, (kit) => countCalls(kit.swapActions, 'init')],
  ['Send', SendView, (kit) => countCalls(kit, 'refreshTokenBalances')],
  ['Send: review', SendPreviewView, (kit) => countCalls(kit, 'estimateSendFee')],
]

/** Resolves once the browser has painted the frame being prepared, and a task after it has run. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

describe('views that load on mount', () => {
  for (const [name, View, count] of cases) {
    it(`${name}: starts its load after the first paint, not in the render's task`, async () => {
      const { airlock } = testKitWithWallet()
      const calls = count(internalsOf(airlock))
      // render() runs the view's effects before it returns, as a click's render does before the paint.
      render(
        <AirlockProvider airlock={airlock}>
          <View />
        </AirlockProvider>,
      )
      expect(calls.count).toBe(0)
      await afterNextPaint()
      expect(calls.count).toBe(1)
    })
  }

  it('a view left before its first paint starts nothing', async () => {
    const { airlock } = testKitWithWallet()
    const calls = countCalls(internalsOf(airlock), 'loadNfts')
    const view = render(
      <AirlockProvider airlock={airlock}>
        <NftsTab />
      </AirlockProvider>,
    )
    view.unmount()
    await afterNextPaint()
    expect(calls.count).toBe(0)
  })
})
