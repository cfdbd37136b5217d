import { type Airlock, ConnectionClosedError } from '@airlock/core'
import { internalsOf } from '@airlock/core/internal'
import { act, render, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { type ReactNode, StrictMode, useEffect, useState } from 'react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { testConnector } from '../../core/src/test/fakeAdapter.ts'
import { AirlockProvider } from './AirlockProvider.tsx'
import { ConnectButton } from './ConnectButton/ConnectButton.tsx'
import { trackLiveResources } from './test/liveResources.ts'
import { airlockModal, connectButton, testKitWithWallet } from './test/renderWithKit.tsx'

/*
 * In development React's <StrictMode> mounts every component, unmounts it and mounts it again, running each
 * effect, its cleanup and the effect once more. A dapp wraps its app in it: the provider and the kit's components
 * must then hold what they hold under a single mount (nothing twice: two focus traps would each move focus, two
 * store subscriptions render twice), and give everything back when they unmount.
 */

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))
const plain = (ui: ReactNode) => ui
const strict = (ui: ReactNode) => <StrictMode>{ui}</StrictMode>

/**
 * Renders the provider and the button, opens the modal from the button and closes it, unmounts; the counts at
 * each step. Connected, the button is the account chip and opens Account.
 */
async function walk(wrap: (ui: ReactNode) => ReactNode, { connected = false } = {}) {
  // Lets the runner arm its own timeout first: only what the walk starts is counted.
  await nextTask()
  // React listens on the document once per page, with its first root; user-event once per page, when first set
  // up. Both before counting.
  render(<div />).unmount()
  const user = userEvent.setup()
  // A kit starts its balance and account-type watchers once their chunks arrive: loaded here first, they start
  // at once, and are counted before the tree mounts.
  await Promise.all([
    import('../../core/src/account/balanceWatch.ts'),
    import('../../core/src/smartAccounts/preference.ts'),
  ])
  // 'system' follows the visitor's colour scheme: a listener on a media query per shadow host.
  const { airlock, fake } = testKitWithWallet({ themeMode: 'system' })
  // The wallet reports its tokens (none), as wallets with EIP-7811 do: without them and without a cloud, Account
  // would say 'Token Balance Unavailable' in a toast, which stays on after the modal closes.
  fake.adapter.getWalletAssets = async () => []
  // Every store of the kit, the modal's own (router, toast) with the ones a dapp reads.
  const live = trackLiveResources(internalsOf(airlock))
  onTestFinished(live.stop)
  await airlock.ready
  if (connected) await airlock.connect(testConnector)
  const before = await live.quiet()

  const view = render(
    wrap(
      <AirlockProvider airlock={airlock}>
        <ConnectButton />
      </AirlockProvider>,
    ),
  )
  const button = await connectButton()
  // The modal's chunk arrives once the page is idle: its host is appended then.
  await waitFor(() => expect(document.querySelector('airlock-modal')).not.toBeNull())
  const mounted = await live.quiet()

  await user.click(button.getByRole('button', { name: connected ? /^Account / : 'Connect Wallet' }))
  const modal = await airlockModal()
  await modal.findByRole('dialog', { name: connected ? 'Account' : 'Connect Wallet' })
  const open = await live.quiet()

  await user.click(modal.getByRole('button', { name: 'Close' }))
  await waitFor(() => expect(modal.queryByRole('dialog')).toBeNull())
  const closed = await live.quiet()

  view.unmount()
  const unmounted = await live.quiet()
  // What was scheduled runs or is cancelled: nothing keeps scheduling itself once the tree is gone.
  await live.until(
    () => Object.values(live.pending()).every((count) => count === 0),
    'timers, frames or idle callbacks are still scheduled after unmount',
  )
  const leftovers = JSON.stringify(live.leftovers(), null, 2)
  live.stop()
  return { before, mounted, open, closed, unmounted, leftovers }
}

/** The same walk once plainly and once under StrictMode: the same counts at every step. */
async function expectStrictModeHoldsTheSame(options: { connected?: boolean } = {}) {
  const once = await walk(plain, options)
  const twice = await walk(strict, options)

  // The counters see what the tree holds: the stores it reads, the colour-scheme query of each shadow host,
  // and the focus trap's key listener while the modal is open.
  expect(once.mounted.storeListeners).toBeGreaterThan(once.before.storeListeners)
  expect(once.mounted.mediaQueryListeners).toBe(once.before.mediaQueryListeners + 2)
  expect(once.open.documentListeners).toBe(once.mounted.documentListeners + 1)

  expect(twice.mounted).toEqual(once.mounted)
  expect(twice.open).toEqual(once.open)
  expect(twice.closed).toEqual(once.closed)
  // Closing gives back what opening took, and unmounting what mounting took.
  expect(once.closed).toEqual(once.mounted)
  expect(twice.closed).toEqual(twice.mounted)
  expect(once.unmounted, once.leftovers).toEqual(once.before)
  expect(twice.unmounted, twice.leftovers).toEqual(twice.before)
}

describe('<AirlockProvider> under <StrictMode>', () => {
  it('holds what a single mount holds, the Connect modal open and closed, and unmounting gives it back', () =>
    expectStrictModeHoldsTheSame())

  it('connected, the same with the Account view (its tabs, its token list) open and closed', () =>
    expectStrictModeHoldsTheSame({ connected: true }))
})

/** The pattern the Getting started page shows, with the kit made by `make`. */
function Wallet({ make }: { make: () => Airlock }) {
  const [airlock, setAirlock] = useState<Airlock>()
  useEffect(() => {
    const kit = make()
    setAirlock(kit)
    return () => kit.destroy()
  }, [make])
  if (!airlock) return null
  return (
    <AirlockProvider airlock={airlock}>
      <ConnectButton />
    </AirlockProvider>
  )
}

/** A destroyed kit refuses wallet requests with ConnectionClosedError; a live one without a wallet, otherwise. */
const destroyed = (airlock: Airlock) =>
  airlock.signMessage('hello').then(
    () => false,
    (error: unknown) => error instanceof ConnectionClosedError,
  )

/*
 * A kit a component owns (apps/docs/src/examples/kit-in-component.tsx, on Getting started): its effect makes it
 * and the effect's cleanup destroys it. StrictMode's second mount then makes a second kit after destroying the
 * first, and the provider renders the live one. (Made in a useState initializer instead, StrictMode calls the
 * initializer twice and drops one kit undestroyed.)
 */
describe('a kit made in an effect and destroyed by its cleanup', () => {
  it('under StrictMode leaves one live kit, which the button opens; unmounting destroys it', async () => {
    const made: Airlock[] = []
    const make = () => {
      const { airlock } = testKitWithWallet()
      made.push(airlock)
      return airlock
    }

    const user = userEvent.setup()
    const view = render(strict(<Wallet make={make} />))
    const button = await connectButton()
    expect(made).toHaveLength(2)
    expect(await destroyed(made[0]!)).toBe(true)
    expect(await destroyed(made[1]!)).toBe(false)

    await user.click(button.getByRole('button', { name: 'Connect Wallet' }))
    await (await airlockModal()).findByRole('dialog', { name: 'Connect Wallet' })
    expect(made[1]?.modal.getState().open).toBe(true)
    expect(made[0]?.modal.getState().open).toBe(false)

    act(() => view.unmount())
    expect(await destroyed(made[1]!)).toBe(true)
  })
})
