import { act, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AirlockModal } from '../../AirlockProvider.tsx'
import { REGISTRY_WALLETS } from '../../test/browser/fakeRegistry.ts'
import { mouseClick, pressKey, screenshot, typeText } from '../../test/browser/page.ts'
import { airlockModal, renderWithKit, testKitWithRegistry } from '../../test/renderWithKit.tsx'
import { deepActiveElement } from '../focusTrap.ts'

/** The registry kit with All Wallets open (reached from Connect, as a visitor does), and its dialog. */
async function openAllWallets() {
  const rendered = renderWithKit(<AirlockModal />, testKitWithRegistry({ disableAppend: true }))
  act(() => rendered.airlock.open())
  const modal = await airlockModal()
  const connect = await modal.findByRole('dialog', { name: 'Connect Wallet' })
  await rendered.user.click(await within(connect).findByRole('button', { name: /^All Wallets/ }))
  const dialog = await modal.findByRole('dialog', { name: 'All Wallets' })
  return { ...rendered, modal, dialog }
}

const tileNames = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('button')
    .map((tile) => tile.textContent)

describe('AllWalletsView', () => {
  it('lists every wallet of the registry', async () => {
    const { dialog } = await openAllWallets()
    const grid = within(dialog).getByRole('list', { name: 'All wallets' })
    await waitFor(() => expect(tileNames(grid)).toHaveLength(REGISTRY_WALLETS.length))
    expect(new Set(tileNames(grid))).toEqual(new Set(REGISTRY_WALLETS.map((wallet) => wallet.name)))
    await screenshot('AllWalletsView')
  })

  it('searches as the visitor types, and says so when nothing matches', async () => {
    const { dialog } = await openAllWallets()
    const search = within(dialog).getByRole('searchbox', { name: 'Search wallet' })

    await mouseClick(search)
    await typeText('ra')
    const results = await within(dialog).findByRole('list', { name: 'Search results' })
    await waitFor(() => expect(tileNames(results).sort()).toEqual(['Rabby', 'Rainbow']))

    await typeText('m')
    // A status is announced, not named: found by its role, then read (the field's spinner is one too).
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('status')
          .map((status) => status.textContent),
      ).toContain('No Wallet found'),
    )

    await pressKey('Control+A')
    await pressKey('Backspace')
    const grid = await within(dialog).findByRole('list', { name: 'All wallets' })
    await waitFor(() => expect(tileNames(grid)).toHaveLength(REGISTRY_WALLETS.length))
  })

  it('is driven from the keyboard: Tab from the search reaches the results, Enter opens the wallet, Back returns', async () => {
    const { dialog, modal, user } = await openAllWallets()
    const search = within(dialog).getByRole('searchbox', { name: 'Search wallet' })
    await mouseClick(search)
    await typeText('zer')
    const results = await within(dialog).findByRole('list', { name: 'Search results' })
    await waitFor(() => expect(tileNames(results)).toEqual(['Zerion']))

    expect(deepActiveElement(document)).toBe(search)
    await pressKey('Tab')
    expect(deepActiveElement(document)).toBe(within(results).getByRole('button', { name: 'Zerion' }))
    await pressKey('Enter')
    const wallet = await modal.findByRole('dialog', { name: 'Zerion' })

    await user.click(within(wallet).getByRole('button', { name: 'Back' }))
    await modal.findByRole('dialog', { name: 'All Wallets' })
  })
})
