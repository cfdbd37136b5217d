import {
  airlockDevnet,
  type LocaleInput,
  type OnRampProviderInfo,
  type OnRampQuoteResult,
} from '@airlock/core'
import { DEFAULT_PAYMENT_CURRENCIES, DEFAULT_PURCHASE_CURRENCIES } from '@airlock/core/internal'
import { describe, expect, it } from 'vitest'
import { renderInKit, testKit, visibleText } from '../../../test/renderInKit.ts'
import { BuyInProgressView } from './BuyInProgressView.tsx'
import { OnRampAmountView } from './OnRampAmountView.tsx'
import { OnRampProvidersView } from './OnRampProvidersView.tsx'

const provider: OnRampProviderInfo = {
  name: 'coinbase',
  label: 'Coinbase',
  type: 'session',
  feePercent: 1.5,
  sandbox: true,
}
const usd = (amount: string) => ({ amount, currency: 'USD' })
const quote: OnRampQuoteResult = {
  coinbaseFee: usd('0.75'),
  networkFee: usd('0.05'),
  paymentSubtotal: usd('1249.20'),
  paymentTotal: usd('1250'),
  purchaseAmount: { amount: '1249.200000', currency: 'USDC' },
  quoteId: 'q1',
  estimate: false,
}
const usdc = DEFAULT_PURCHASE_CURRENCIES[0]
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function kit(locale?: LocaleInput) {
  const airlock = testKit(locale)
  airlock.onramp.patch({
    providers: [provider],
    selectedProvider: provider,
    paymentCurrencies: [...DEFAULT_PAYMENT_CURRENCIES],
    paymentCurrency: DEFAULT_PAYMENT_CURRENCIES[0],
    purchaseCurrencies: [...DEFAULT_PURCHASE_CURRENCIES],
    purchaseCurrency: usdc,
    network: usdc?.networks[0],
    paymentAmount: '1250',
    purchaseAmount: '1249.2',
    quote,
  })
  return airlock
}

function completed(airlock: ReturnType<typeof kit>) {
  airlock.onramp.patch({
    checkout: {
      status: 'completed',
      orderId: 'o1',
      url: 'https://pay.example/o1',
      provider,
      error: undefined,
      order: {
        id: 'o1',
        provider: 'coinbase',
        status: 'completed',
        chainId: airlockDevnet.caipNetworkId,
        address,
        purchaseAmount: { amount: '1249.200000', currency: 'USDC' },
        paymentTotal: usd('1250'),
        transactionHash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060',
        createdAt: '2026-11-26T07:00:00Z',
        updatedAt: '2026-11-26T07:01:00Z',
      },
    },
  })
  return airlock
}

const render = renderInKit
const text = visibleText

describe('the Buy views in English (texts unchanged)', () => {
  it('lists the providers with their fee and payment methods', () => {
    const shown = text(render(kit(), OnRampProvidersView))
    expect(shown).toContain('Buy crypto with a card or a bank transfer')
    expect(shown).toContain('CoinbaseSandbox')
    expect(shown).toContain('1.5% fee · Card · Bank transfer')
  })

  it('shows the amount form and the quote as before', () => {
    const html = render(kit(), OnRampAmountView)
    const shown = text(html)
    expect(shown).toContain('You get on Ethereum')
    expect(shown).toContain('1249.2')
    expect(shown).toContain('Card10.00–7,500.00 USD')
    expect(shown).toContain('Coinbase fee0.75 USD')
    expect(shown).toContain('Total1,250.00 USD')
    expect(shown).toContain('Continue with Coinbase')
    expect(html).toContain('aria-label="Amount to pay in USD"')
    expect(html).toContain('aria-label="Token you buy: USDC. Change token"')
    expect(html).toContain('<bdi dir="ltr">50 USD</bdi>')
    expect(html).toMatch(/<input[^>]*aria-label="Amount to pay in USD"[^>]*dir="ltr"/)
  })

  it('says what was bought, where the tokens are and the transaction', () => {
    const html = render(completed(kit()), BuyInProgressView)
    const shown = text(html)
    expect(shown).toContain('Bought 1249.2 USDC')
    expect(shown).toContain('Paid 1,250.00 USD. The tokens are in 0xf3...b92266.')
    expect(shown).toContain('Transaction 0x5c...b22060')
    expect(html).toContain('<bdi dir="ltr">0xf3...b92266</bdi>')
    expect(html).toContain('<bdi dir="ltr">1249.2 USDC</bdi>')
  })
})

describe('the Buy views in another locale', () => {
  const german: LocaleInput = {
    locale: 'de',
    messages: {
      onramp: { total: 'Gesamt', bought: '{amount} gekauft', continueWith: 'Weiter mit {provider}' },
    },
  }

  it("reads the catalogue's texts and the locale's numbers, English for a key it lacks", () => {
    const form = text(render(kit(german), OnRampAmountView))
    expect(form).toContain('Weiter mit Coinbase')
    expect(form).toMatch(/Gesamt1\.250,00\sUSD/)
    expect(form).toContain('Buys tokens')
    const done = text(render(completed(kit(german)), BuyInProgressView))
    expect(done).toContain('1249,2 USDC gekauft')
  })
})
