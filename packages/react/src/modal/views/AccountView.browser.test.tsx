import { act, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testConnector } from '../../../../core/src/test/fakeAdapter.ts'
import { AirlockModal } from '../../AirlockProvider.tsx'
import { screenshot } from '../../test/browser/page.ts'
import { airlockModal, renderWithKit, testKitWithWallet } from '../../test/renderWithKit.tsx'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** A connected kit with the Account view open, and the dialog it shows. */
async function openAccount() {
  const rendered = renderWithKit(<AirlockModal />, testKitWithWallet({ disableAppend: true }))
  await act(() => rendered.airlock.connect(testConnector))
  act(() => rendered.airlock.open())
  const modal = await airlockModal()
  const dialog = await modal.findByRole('dialog', { name: 'Account' })
  return { ...rendered, modal, dialog }
}

describe('AccountView', () => {
  it('shows the address, the balance and the network, and copies the whole address', async () => {
    const { dialog, modal, user } = await openAccount()
    const name = within(dialog).getByText('0x11...111111')
    expect(name.closest('[title]')?.getAttribute('title')).toBe(ADDRESS)
    await within(dialog).findByText('1.5 ETH')
    within(dialog).getByRole('button', { name: 'Network: Airlock Devnet. Switch network' })
    await screenshot('AccountView')

    await user.click(within(dialog).getByRole('button', { name: 'Copy address' }))
    // A status message is announced, not named: the toast is found by its role, then read.
    await waitFor(() =>
      expect(modal.getAllByRole('status').map((status) => status.textContent)).toContain('Address copied'),
    )
    expect(await navigator.clipboard.readText()).toBe(ADDRESS)
  })

  it('switches network from the network row and comes back to the account on it', async () => {
    const { dialog, modal, user, airlock } = await openAccount()
    await user.click(within(dialog).getByRole('button', { name: /^Network: Airlock Devnet/ }))
    const networks = await modal.findByRole('dialog', { name: 'Choose Network' })
    const current = within(networks).getByRole('button', { name: /Airlock Devnet/ })
    expect(current.getAttribute('aria-current')).toBe('true')

    await user.click(within(networks).getByRole('button', { name: /Sepolia/ }))
    const account = await modal.findByRole('dialog', { name: 'Account' })
    within(account).getByRole('button', { name: 'Network: Sepolia. Switch network' })
    expect(airlock.chain.getState().activeCaipNetwork?.caipNetworkId).toBe('eip155:11155111')
  })

  it('disconnects with Disconnect and closes', async () => {
    const { dialog, modal, user, airlock } = await openAccount()
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(modal.queryByRole('dialog')).toBeNull())
    expect(airlock.account.getState().accounts.eip155?.address).toBeUndefined()
  })
})
