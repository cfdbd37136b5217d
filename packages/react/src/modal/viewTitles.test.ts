import type { ViewName } from '@airlock/core'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { defineLocale } from '../i18n/define.ts'
import { shellMessages } from '../i18n/en/shell.ts'
import { resolveMessages } from '../i18n/useMessages.ts'
import { renderInKit, testKit } from '../test/renderInKit.ts'
import { AlertBanner } from './components/AlertBanner.tsx'
import { Header } from './components/Header.tsx'
import { viewTitle } from './viewTitles.ts'

const kit = () => testKit()
const en = shellMessages.en

// Every view's English title, written out (the table names every ViewName, so a new view needs one here too):
// moving them into the catalogue must not change a character.
const ENGLISH = {
  Connect: 'Connect Wallet',
  ConnectingExternal: 'Connecting',
  ConnectingMultiChain: 'Select Network',
  ConnectingWalletConnectBasic: 'WalletConnect',
  ConnectingWalletConnect: 'WalletConnect',
  Account: 'Account',
  AllWallets: 'All Wallets',
  Networks: 'Choose Network',
  UnsupportedChain: 'Switch Network',
  RegisterAccountName: 'Choose Name',
  RegisterAccountNameSuccess: 'Name Registered',
  Receive: 'Receive',
  Send: 'Send',
  SendSelectToken: 'Select Token',
  SendPreview: 'Review Send',
  Swap: 'Swap',
  SwapSelectToken: 'Select Token',
  SwapPreview: 'Review Swap',
  OnRampProviders: 'Buy Crypto',
  OnRampAmount: 'Buy',
  OnRampTokenSelect: 'Select Token',
  Sell: 'Sell Crypto',
  SellBankAccount: 'Bank Account',
  SellProgress: 'Sell Crypto',
  OnRampFiatSelect: 'Select Currency',
  EmailVerifyOtp: 'Confirm Email',
  EmailVerifyDevice: 'Register Device',
  ConnectingFarcaster: 'Farcaster',
  ApproveTransaction: 'Approve',
  SIWXSignMessage: 'Sign In',
  UpdateEmailWallet: 'Edit Email',
  UpdateEmailPrimaryOtp: 'Confirm Current Email',
  UpdateEmailSecondaryOtp: 'Confirm New Email',
  SmartSessions: 'Sessions',
  BuyInProgress: 'Buy',
  Pay: 'Pay',
} satisfies Record<ViewName, string>

describe('view titles (shell namespace)', () => {
  it.each(Object.entries(ENGLISH))('%s is titled "%s" in English', (view, title) => {
    expect(viewTitle(view as ViewName, en, kit())).toBe(title)
  })

  it('names the wallet, connector, token and provider when the view has them', () => {
    const airlock = kit()
    airlock.router.reset('ConnectingExternal', {
      connector: { id: 'x', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155' },
    })
    expect(viewTitle('ConnectingExternal', en, airlock)).toBe('Rabby')
    airlock.onramp.patch({ purchaseCurrency: { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [] } })
    expect(viewTitle('OnRampAmount', en, airlock)).toBe('Buy USDC')
  })

  it('follows the catalogue, keeping brand titles as they are', () => {
    const es = resolveMessages(
      shellMessages,
      defineLocale('es', { shell: { connectWallet: 'Conectar billetera', buyToken: 'Comprar {symbol}' } }),
    )
    const airlock = kit()
    expect(viewTitle('Connect', es, airlock)).toBe('Conectar billetera')
    expect(viewTitle('ConnectingWalletConnectBasic', es, airlock)).toBe('WalletConnect')
    airlock.onramp.patch({ purchaseCurrency: { id: 'eth', name: 'Ether', symbol: 'ETH', networks: [] } })
    expect(viewTitle('OnRampAmount', es, airlock)).toBe('Comprar ETH')
  })
})

describe('shell controls', () => {
  const render = (airlock: ReturnType<typeof kit>, element: ReturnType<typeof createElement>) =>
    renderInKit(airlock, () => element)

  it('labels Back and Close in English', () => {
    const html = render(
      kit(),
      createElement(Header, { title: 'Account', titleId: 't', onBack: () => {}, onClose: () => {} }),
    )
    expect(html).toContain('aria-label="Back"')
    expect(html).toContain('aria-label="Close"')
    // The back arrow points along the reading direction: it mirrors in right-to-left locales.
    expect(html).toMatch(/aria-label="Back"><svg class="dir-icon"/)
  })

  it("labels the alert's Dismiss in English", () => {
    const airlock = kit()
    airlock.alert.setState({ open: true, shortMessage: 'Short', longMessage: 'Long', variant: 'error' })
    const html = render(airlock, createElement(AlertBanner, { airlock }))
    expect(html).toContain('aria-label="Dismiss"')
  })
})
