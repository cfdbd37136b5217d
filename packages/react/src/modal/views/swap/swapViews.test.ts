import type { LocaleInput, SwapQuote, SwapToken } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { renderInKit, testKit, visibleText } from '../../../test/renderInKit.ts'
import { SwapPreviewView } from './SwapPreviewView.tsx'
import { SwapView } from './SwapView.tsx'

const eth: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
  logoUri: '',
  eip2612: false,
  balance: '1234.5678',
  price: 3000,
}
const usdc: SwapToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:31337:0xaB4951C6D0C948716A4B2072a0652DD69AbD5B1E',
  decimals: 6,
  logoUri: '',
  eip2612: false,
  balance: '10',
  price: 1,
}
const quote: SwapQuote = {
  id: null,
  fromAmount: '500000000000000000',
  fromAccount: eth.address,
  toAmount: '1495500000',
  toAccount: usdc.address,
  path: [eth.address, usdc.address],
  priceImpact: 4.2,
  feePercent: 0.3,
  blockNumber: '1',
}

function kit(locale?: LocaleInput) {
  const airlock = testKit(locale)
  airlock.swap.patch({
    tokens: [eth, usdc],
    sourceToken: eth,
    toToken: usdc,
    sourceTokenAmount: '0.5',
    toTokenAmount: '1495.5',
    quote,
    approvalNeeded: true,
    networkFee: { amount: '0.0004', symbol: 'ETH', usd: 0.004 },
  })
  return airlock
}

const render = renderInKit
const text = visibleText

describe('the swap views in English (texts unchanged)', () => {
  it('shows the form and the quote as before', () => {
    const html = render(kit(), SwapView)
    const shown = text(html)
    expect(shown).toContain('Balance 1,234.567 ETH')
    expect(shown).toContain('$1,500.00')
    expect(shown).toContain('1 ETH = 2,991 USDC')
    expect(shown).toContain('4.20% · high')
    expect(shown).toContain('< $0.01')
    expect(shown).toContain('Minimum received')
    expect(shown).toContain('Review swap')
    expect(html).toContain('<bdi dir="ltr">1,234.567 ETH</bdi>')
    expect(html).toContain('aria-label="Token to receive: USDC. Change token"')
    expect(html).toContain('aria-label="0.5% slippage"')
    expect(html).toMatch(/<input[^>]*aria-label="Amount to pay"[^>]*dir="ltr"/)
  })

  it('reviews the two steps and warns of the price impact', () => {
    const shown = text(render(kit(), SwapPreviewView))
    expect(shown).toContain('Approve ETH')
    expect(shown).toContain('Swap ETH for USDC')
    expect(shown).toContain(
      'This trade moves the price by 4.20%: you get noticeably less than the market rate. Consider a smaller amount.',
    )
    expect(shown).toContain(
      'Your wallet asks twice: once to let the exchange use exactly this much ETH, then for the swap.',
    )
    expect(shown).toContain('Approve & swap')
    expect(shown).toContain('Max. slippage1%')
  })
})

describe('the swap views in another locale', () => {
  const german: LocaleInput = {
    locale: 'de',
    messages: {
      swap: { balance: 'Guthaben {balance}', reviewSwap: 'Swap prüfen', approveToken: '{symbol} freigeben' },
    },
  }

  it("reads the catalogue's texts and the locale's numbers, English for a key it lacks", () => {
    const form = text(render(kit(german), SwapView))
    expect(form).toContain('Guthaben 1.234,567 ETH')
    expect(form).toContain('Swap prüfen')
    expect(form).toContain('Minimum received')
    expect(form).toMatch(/4,20\s?%/)
    const review = text(render(kit(german), SwapPreviewView))
    expect(review).toContain('ETH freigeben')
  })
})
