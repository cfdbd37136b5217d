import { act, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AirlockModal } from '../../AirlockProvider.tsx'
import { pressKey } from '../../test/browser/page.ts'
import { airlockModal, renderWithKit, testKitWithRegistry } from '../../test/renderWithKit.tsx'
import { deepActiveElement } from '../focusTrap.ts'

const focused = () => deepActiveElement(document)

describe('ConnectView', () => {
  it('lists the browser wallet, WalletConnect and the registry’s wallets, with the way to All Wallets', async () => {
    const { airlock } = renderWithKit(<AirlockModal />, testKitWithRegistry({ disableAppend: true }))
    act(() => airlock.open())
    const dialog = await (await airlockModal()).findByRole('dialog', { name: 'Connect Wallet' })
    const wallets = within(dialog).getByRole('list', { name: 'Wallets' })

    const allWallets = await within(wallets).findByRole('button', { name: 'All Wallets 8' })
    const rows = within(wallets).getAllByRole('button')
    const order = [
      within(wallets).getByRole('button', { name: 'WalletConnect QR code' }),
      within(wallets).getByRole('button', { name: 'Test Wallet Installed' }),
      within(wallets).getByRole('button', { name: 'Rainbow' }),
      allWallets,
    ].map((row) => rows.indexOf(row))
    expect(order).toEqual([0, 1, 2, rows.length - 1])
  })

  it('is driven from the keyboard: Tab reaches the wallets, Enter connects, Escape closes', async () => {
    const { airlock } = renderWithKit(<AirlockModal />, testKitWithRegistry({ disableAppend: true }))
    act(() => airlock.open())
    const modal = await airlockModal()
    const dialog = await modal.findByRole('dialog', { name: 'Connect Wallet' })
    await waitFor(() => expect(focused()).toBe(dialog))

    await pressKey('Tab')
    expect(focused()).toBe(within(dialog).getByRole('button', { name: 'Close' }))
    await pressKey('Tab')
    await pressKey('Tab')
    expect(focused()).toBe(within(dialog).getByRole('button', { name: 'Test Wallet Installed' }))
    await pressKey('Shift+Tab')
    await pressKey('Shift+Tab')
    await pressKey('Shift+Tab')
    expect(focused(), 'Shift+Tab from the first control wraps to the last').toBe(
      within(dialog).getByRole('button', { name: /^All Wallets/ }),
    )

    await pressKey('Escape')
    await waitFor(() => expect(modal.queryByRole('dialog')).toBeNull())
    expect(airlock.modal.getState().open).toBe(false)

    act(() => airlock.open())
    const reopened = await modal.findByRole('dialog', { name: 'Connect Wallet' })
    await waitFor(() => expect(focused()).toBe(reopened))
    await pressKey('Tab')
    await pressKey('Tab')
    await pressKey('Tab')
    await pressKey('Enter')
    await waitFor(() => expect(airlock.account.getState().accounts.eip155?.address).toBeDefined())
    await waitFor(() => expect(modal.queryByRole('dialog')).toBeNull())
  })
})
