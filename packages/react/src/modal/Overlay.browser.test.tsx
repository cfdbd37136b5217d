import { act, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testConnector } from '../../../core/src/test/fakeAdapter.ts'
import { AirlockModal } from '../AirlockProvider.tsx'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'
import { screenshot } from '../test/browser/page.ts'
import { airlockModal, connectButton, renderWithKit, testKitWithWallet } from '../test/renderWithKit.tsx'

/**
 * How the modal looks, as Chromium lays it out: its size, layer, type, theme and inline mode, by default and
 * as a dapp sets them through the kit's theme variables.
 */

/** The modal open on Connect, and its dialog. */
async function openModal(options: Parameters<typeof testKitWithWallet>[0] = {}) {
  const rendered = renderWithKit(<AirlockModal />, testKitWithWallet({ disableAppend: true, ...options }))
  act(() => rendered.airlock.open())
  const dialog = await (await airlockModal()).findByRole('dialog', { name: 'Connect Wallet' })
  // The card scales in on open; sizes are read once it has.
  await waitFor(() => expect(dialog.getAnimations().every((a) => a.playState === 'finished')).toBe(true))
  return { ...rendered, dialog }
}

/** The element's animations and transitions still under way, but for endless ones (spinners, shimmer). */
const moving = (element: Element) =>
  element
    .getAnimations({ subtree: true })
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)

const style = (element: Element, pseudo?: string) => getComputedStyle(element, pseudo)

/** The sum of an `rgb(r, g, b)` colour's channels: 765 is white, 0 black. */
const lightness = (color: string) =>
  (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).reduce((sum, channel) => sum + Number(channel), 0)

describe('the modal’s looks', () => {
  it('is 360 px wide over the page at z-index 999, both changed by theme variables', async () => {
    const { dialog, airlock } = await openModal()
    const backdrop = dialog.parentElement!
    expect(style(dialog).width).toBe('360px')
    expect(style(backdrop).zIndex).toBe('999')
    expect(style(backdrop).position).toBe('fixed')

    act(() => airlock.setThemeVariables({ '--airlock-modal-width': '420px', '--airlock-z-index': 1234 }))
    expect(style(dialog).width).toBe('420px')
    expect(style(backdrop).zIndex).toBe('1234')
  })

  it('writes in the Inter it ships, at a 10 px master font size and 4 px master radius, both adjustable', async () => {
    const { dialog, airlock } = await openModal()
    expect(style(dialog).fontFamily.split(',')[0]).toBe('AirlockInter')
    await document.fonts.ready
    expect(document.fonts.check('14px AirlockInter')).toBe(true)
    expect(style(dialog).fontSize).toBe('14px')
    expect(style(dialog).borderTopLeftRadius).toBe('32px')

    act(() =>
      airlock.setThemeVariables({
        '--airlock-font-size-master': '12px',
        '--airlock-border-radius-master': '2px',
      }),
    )
    expect(style(dialog).fontSize).toBe('16.8px')
    expect(style(dialog).borderTopLeftRadius).toBe('16px')
  })

  it('has a dark theme, chosen at run time', async () => {
    const { dialog, airlock } = await openModal({ themeMode: 'light' })
    const light = lightness(style(dialog).backgroundColor)
    expect(light).toBeGreaterThan(700)

    act(() => airlock.setThemeMode('dark'))
    await waitFor(() => expect(lightness(style(dialog).backgroundColor)).toBeLessThan(200))
    expect(lightness(style(dialog).color)).toBeGreaterThan(600)
    // The rows fade their colours over; once done, a wallet row is dark too, under light text.
    const row = within(dialog).getByRole('button', { name: 'Test Wallet Installed' })
    await waitFor(() => expect(moving(row)).toEqual([]))
    expect(lightness(style(row).backgroundColor)).toBeLessThan(250)
    await screenshot('Overlay-dark')
  })

  it('draws the network’s initial in the button and in the modal alike', async () => {
    const { airlock } = renderWithKit(
      <>
        <ConnectButton />
        <AirlockModal />
      </>,
      testKitWithWallet({ disableAppend: true }),
    )
    await act(() => airlock.connect(testConnector))
    act(() => airlock.open())
    const account = await (await airlockModal()).findByRole('dialog', { name: 'Account' })
    await (await connectButton()).findByRole('button', { name: /^Account/ })

    const inButton = document.querySelector('airlock-button')!.shadowRoot!.querySelector('.network-icon')!
    const inModal = account.querySelector('.network-icon')!
    for (const icon of [inButton, inModal]) {
      expect(style(icon, '::before').content).toBe('"A"')
      expect(style(icon).borderRadius).toBe('50%')
    }
  })

  it('inline (enableEmbedded), is a block in the dapp’s slot: 100% wide fills it, and it grows with its content', async () => {
    const { airlock } = renderWithKit(
      <div style={{ width: 500 }}>
        <AirlockModal />
      </div>,
      testKitWithWallet({ enableEmbedded: true }),
    )
    act(() => airlock.open())
    const card = await (await airlockModal()).findByRole('region', { name: 'Connect Wallet' })
    expect(style(document.querySelector('airlock-modal')!).display).toBe('block')
    expect(card.getBoundingClientRect().width).toBe(360)
    expect(style(card).maxHeight).toBe('none')

    act(() => airlock.setThemeVariables({ '--airlock-modal-width': '100%' }))
    expect(card.getBoundingClientRect().width).toBe(500)
  })

  it('in Arabic, lays out from the right: row icons first on the right, arrows mirrored', async () => {
    const { airlock } = renderWithKit(
      <AirlockModal />,
      testKitWithWallet({ disableAppend: true, locale: 'ar' }),
    )
    await act(() => airlock.connect(testConnector))
    act(() => airlock.open())
    const dialog = await (await airlockModal()).findByRole('dialog')
    const host = document.querySelector('airlock-modal')!
    await waitFor(() => expect(host.getAttribute('dir')).toBe('rtl'))
    const row = within(dialog).getByRole('button', { name: /Airlock Devnet/ })
    // The view slides in from the reading side; positions are read once it stands.
    await waitFor(() => expect(moving(dialog.querySelector('.view')!)).toEqual([]))
    const [icon, label, trail] = [...row.children].map((part) => part.getBoundingClientRect())
    expect(icon!.left).toBeGreaterThan(label!.left)
    expect(trail!.right).toBeLessThan(label!.left)
    expect(style(row.querySelector('.dir-icon')!).scale).toBe('-1 1')
    await screenshot('Overlay-arabic')
  })
})
