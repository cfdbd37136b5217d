import { act, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testConnector } from '../../../core/src/test/fakeAdapter.ts'
import { airlockModal, connectButton, renderWithKit, testKitWithWallet } from '../test/renderWithKit.tsx'
import { ConnectButton } from './ConnectButton.tsx'

describe('ConnectButton', () => {
  it('opens the Connect dialog, connects the wallet the visitor picks, then shows the account', async () => {
    const { user } = renderWithKit(<ConnectButton />)
    const button = await connectButton()

    await user.click(button.getByRole('button', { name: 'Connect Wallet' }))
    const modal = await airlockModal()
    const dialog = await modal.findByRole('dialog', { name: 'Connect Wallet' })
    const wallets = within(dialog).getByRole('list', { name: 'Wallets' })
    await user.click(within(wallets).getByRole('button', { name: /Test Wallet/ }))

    const account = await button.findByRole('button', { name: 'Account 0x11...111111 1.5 ETH' })
    expect(account.textContent).toBe('0x11...111111 1.5 ETH')
    await waitFor(() => expect(modal.queryByRole('dialog')).toBeNull())
  })

  it('opens Account from the account chip, and Disconnect brings the Connect Wallet button back', async () => {
    const { user, airlock } = renderWithKit(<ConnectButton />)
    await act(() => airlock.connect(testConnector))
    const button = await connectButton()

    await user.click(await button.findByRole('button', { name: /^Account 0x11\.\.\.111111/ }))
    const modal = await airlockModal()
    const dialog = await modal.findByRole('dialog', { name: 'Account' })
    expect(within(dialog).getByText('0x11...111111')).toBeTruthy()
    expect(within(dialog).getByText('1.5 ETH')).toBeTruthy()
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }))

    await button.findByRole('button', { name: 'Connect Wallet' })
    await waitFor(() => expect(modal.queryByRole('dialog')).toBeNull())
    expect(airlock.account.getState().accounts.eip155?.address).toBeUndefined()
  })

  it('says Connecting… (busy) while the wallet has not answered', async () => {
    const kit = testKitWithWallet()
    let answer = () => {}
    const connect = kit.fake.adapter.connect.bind(kit.fake.adapter)
    kit.fake.adapter.connect = (params) =>
      new Promise((resolve) => {
        answer = () => resolve(connect(params))
      })
    const { airlock } = renderWithKit(<ConnectButton loadingLabel="Waiting for the wallet" />, kit)
    const button = await connectButton()
    let connecting: Promise<unknown> = Promise.resolve()
    act(() => {
      connecting = airlock.connect(testConnector)
    })

    const busy = await button.findByRole('button', { name: 'Waiting for the wallet' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    await act(async () => {
      answer()
      await connecting
    })
    await button.findByRole('button', { name: /^Account/ })
  })

  it('takes the dapp’s label, and hides the balance when told', async () => {
    const { user, airlock } = renderWithKit(<ConnectButton label="Sign in" balance="hide" />)
    const button = await connectButton()
    await user.click(button.getByRole('button', { name: 'Sign in' }))
    await (await airlockModal()).findByRole('dialog', { name: 'Connect Wallet' })

    await act(() => airlock.connect(testConnector))
    const account = await button.findByRole('button', { name: 'Account 0x11...111111' })
    expect(account.textContent).not.toContain('ETH')
  })
})
