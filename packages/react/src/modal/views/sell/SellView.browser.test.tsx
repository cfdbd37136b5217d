import { type OffRampQuote, OffRampRefundedError, type OffRampState } from '@airlock/core'
import { internalsOf } from '@airlock/core/internal'
import { act, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testConnector } from '../../../../../core/src/test/fakeAdapter.ts'
import { AirlockModal } from '../../../AirlockProvider.tsx'
import { mouseClick, pressKey, screenshot, typeText } from '../../../test/browser/page.ts'
import { airlockModal, renderWithKit, testKitWithWallet } from '../../../test/renderWithKit.tsx'

const devnet = { name: 'airlock-devnet', display_name: 'Airlock Devnet', chain_id: '31337' }

const quote: OffRampQuote = {
  quoteId: 'q-1',
  provider: 'sandbox',
  sellCurrency: 'USDC',
  network: 'airlock-devnet',
  sellAmount: '20',
  payoutCurrency: 'EUR',
  rate: '0.92',
  grossAmount: '18.40',
  providerFee: '0.18',
  networkFee: '0.05',
  payoutAmount: '18.17',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
}

/** A draft ready for its bank account: 20 USDC quoted in EUR, so the payout goes to an IBAN. */
const draft: Partial<OffRampState> = {
  sellCurrencies: [
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      decimals: 6,
      networks: [{ ...devnet, contract_address: '0xab4951c6d0c948716a4b2072a0652dd69abd5b1e' }],
      min: '1',
      max: '1000',
    },
  ],
  payoutCurrencies: [
    { id: 'USD', min: '1', max: '10000', bankAccountTypes: ['us'] },
    { id: 'EUR', min: '1', max: '10000', bankAccountTypes: ['iban'] },
  ],
  providers: [{ name: 'sandbox', label: 'Sandbox', feePercent: 1, sandbox: true }],
  sellAmount: '20',
  balance: '50',
  quote,
}

/** A connected kit with Sell on and its draft set, the modal open on `view`. */
async function openSell(
  view: 'Sell' | 'SellBankAccount' | 'SellProgress',
  theme: 'light' | 'dark' = 'light',
) {
  const kit = testKitWithWallet({
    cloudUrl: `${location.origin}/cloud`,
    features: { offramp: true },
    themeMode: theme,
  })
  const rendered = renderWithKit(<AirlockModal />, kit)
  await act(() => rendered.airlock.connect(testConnector))
  const internals = internalsOf(rendered.airlock)
  const [usdc] = draft.sellCurrencies ?? []
  const [, eur] = draft.payoutCurrencies ?? []
  internals.offramp.setState({
    ...draft,
    sellCurrency: usdc,
    network: usdc?.networks[0],
    payoutCurrency: eur,
    bankAccountType: 'iban',
  })
  act(() => rendered.airlock.open({ view }))
  const modal = await airlockModal()
  return { ...rendered, modal, internals }
}

describe('SellBankAccountView', () => {
  it('shows each bank field’s problem beside it, sends nothing and keeps what was typed', async () => {
    const { modal, internals } = await openSell('SellBankAccount')
    // Found again at each step: the modal may draw the view anew between them.
    const dialog = () => modal.getByRole('dialog', { name: 'Bank Account' })
    const input = (label: string) => within(dialog()).getByLabelText(label) as HTMLInputElement
    const error = (field: string) => within(dialog()).getByTestId(`sell-${field}-error`)
    await modal.findByRole('dialog', { name: 'Bank Account' })
    await within(dialog()).findByLabelText('Account holder')
    expect(within(dialog()).queryByLabelText('Routing number')).toBeNull()

    await mouseClick(input('IBAN'))
    await typeText('DE89 3704 0044 0532 0130 01')
    await mouseClick(within(dialog()).getByRole('button', { name: 'Sell 20 USDC' }))
    await waitFor(() => expect(error('iban').textContent).toMatch(/check digits/))
    expect(input('IBAN').getAttribute('aria-invalid')).toBe('true')
    expect(input('IBAN').getAttribute('aria-describedby')).toBe(error('iban').id)
    expect(error('holderName').textContent).toMatch(/holder/)
    // Nothing was sent and the draft is as typed.
    expect(internals.offramp.getState().sale.status).toBe('idle')
    expect(internals.offramp.getState().bankDetails.iban).toBe('DE89 3704 0044 0532 0130 01')
    await screenshot('SellBankAccountView-errors')

    // The first wrong field took the focus: the keys go there. Editing it clears its problem at once; Enter
    // sells again from the keyboard, and the focus goes on to the field still wrong.
    await typeText('Ada Lovelace')
    await waitFor(() => expect(internals.offramp.getState().bankDetails.holderName).toBe('Ada Lovelace'))
    expect(error('holderName').textContent).toBe('')
    await pressKey('Enter')
    await typeText('X')
    await waitFor(() =>
      expect(internals.offramp.getState().bankDetails.iban).toBe('DE89 3704 0044 0532 0130 01X'),
    )
    expect(internals.offramp.getState().sale.status).toBe('idle')
  })
})

describe('SellView', () => {
  it('says why Continue is disabled, with the amount’s problem beside it', async () => {
    const { modal } = await openSell('Sell', 'dark')
    const dialog = await modal.findByRole('dialog', { name: 'Sell USDC' })
    const amount = await within(dialog).findByLabelText('Amount of USDC to sell')
    const continueButton = within(dialog).getByTestId('sell-continue') as HTMLButtonElement

    await mouseClick(amount)
    await pressKey('Control+A')
    await pressKey('Backspace')
    await waitFor(() => expect(continueButton.textContent).toBe('Enter an amount'))
    expect(continueButton.disabled).toBe(true)
    await typeText('0.5')
    await waitFor(() =>
      expect(within(dialog).getByTestId('sell-message').textContent).toBe('The minimum is 1 USDC'),
    )
    expect(continueButton.textContent).toBe('Check the amount')
    expect(amount.getAttribute('aria-invalid')).toBe('true')
    await screenshot('SellView-dark')
  })

  it('names the token in the header as it is picked on the view, with no change of view', async () => {
    const { modal, internals } = await openSell('Sell')
    await modal.findByRole('dialog', { name: 'Sell USDC' })
    const picked = internals.offramp.getState()
    act(() => internals.offramp.setState({ ...picked, sellCurrency: undefined, network: undefined }))
    await modal.findByRole('dialog', { name: 'Sell Crypto' })
    act(() => internals.offramp.setState({ ...picked }))
    await modal.findByRole('dialog', { name: 'Sell USDC' })
  })
})

describe('SellProgressView', () => {
  it('says a refunded sale’s reason, names the refund’s transaction and offers to sell again', async () => {
    const { modal, internals } = await openSell('SellProgress')
    const refundHash = `0x0a${'00'.repeat(29)}c1fadc`
    const reason = 'The deposit arrived after the order expired'
    internals.offramp.setState({
      ...internals.offramp.getState(),
      sale: {
        status: 'refunded',
        depositHash: `0x${'ab'.repeat(32)}`,
        error: new OffRampRefundedError({ orderId: 'off_1', reason, transactionHash: refundHash })
          .shortMessage,
        order: {
          id: 'off_1',
          status: 'refunded',
          provider: 'sandbox',
          quote,
          fromAddress: '0x1111111111111111111111111111111111111111',
          bankAccount: { type: 'iban', holderName: 'Ada Lovelace', masked: '•••• 3000' },
          deposit: {
            address: '0x2222222222222222222222222222222222222222',
            token: '0xab4951c6d0c948716a4b2072a0652dd69abd5b1e',
            chainId: 'eip155:31337',
            amountAtomic: '20000000',
          },
          refund: { transactionHash: refundHash, token: '', amountAtomic: '20000000', reason },
          createdAt: new Date().toISOString(),
          expiresAt: new Date().toISOString(),
        },
      },
    })
    const dialog = await modal.findByRole('dialog', { name: 'Sell Crypto' })
    await waitFor(() => expect(within(dialog).getByTestId('sell-title').textContent).toBe('Sale refunded'))
    expect(within(dialog).getByTestId('sell-detail').textContent).toBe(
      'The sale was refunded. The deposit arrived after the order expired. The tokens went back to your wallet.',
    )
    expect(within(dialog).getByTestId('sell-refund').textContent).toBe('Refund transaction 0x0a...c1fadc')
    // Nothing is in progress any more: no steps, and selling again is offered.
    expect(within(dialog).queryByRole('list')).toBeNull()
    expect((within(dialog).getByRole('button', { name: 'Sell again' }) as HTMLButtonElement).disabled).toBe(
      false,
    )
    await screenshot('SellProgressView-refunded')
  })
})
