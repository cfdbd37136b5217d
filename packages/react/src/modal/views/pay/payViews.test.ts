import type { LocaleInput, PayRoute, PayState } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { intentFixture, USDC } from '../../../../../core/src/pay/intent.fixtures.ts'
import { renderInKit, testKit, visibleText } from '../../../test/renderInKit.ts'
import { PayView } from './PayView.tsx'

const SHOP = '0x2222222222222222222222222222222222222222'
const NATIVE = 'eip155:31337/slip44:60'
const direct: PayRoute = { kind: 'direct', payWith: USDC, symbol: 'USDC', decimals: 6, amountIn: 5_000_000n }
const swap: PayRoute = {
  kind: 'swap',
  payWith: NATIVE,
  symbol: 'ETH',
  decimals: 18,
  amountIn: 1_671_000_000_000_000n,
  maxAmountIn: 1_679_355_000_000_000n,
  slippageBps: 50,
  quote: {
    asset: USDC,
    amountAtomic: '5000000',
    payWith: NATIVE,
    amountInAtomic: '1671000000000000',
    maxAmountInAtomic: '1679355000000000',
    slippageBps: 50,
    path: [],
    contract: '0x00000000000000000000000000000000000000cc',
    router: '0x00000000000000000000000000000000000000dd',
  },
}

function kit(state: Partial<PayState>, locale?: LocaleInput) {
  const airlock = testKit(locale, {
    features: { pay: true },
    metadata: { name: 'Corner Shop', description: '', url: 'https://shop.example', icons: [] },
  })
  airlock.payment.patch({
    status: 'ready',
    request: { recipient: SHOP, amount: '5', asset: USDC },
    asset: { caip19: USDC, network: 'eip155:31337', symbol: 'USDC', decimals: 6, amountAtomic: 5_000_000n },
    usdValue: 5,
    routes: [direct, swap],
    route: direct,
    ...state,
  })
  return airlock
}

const text = (airlock: ReturnType<typeof kit>) => visibleText(renderInKit(airlock, PayView))

describe('the Pay view in English', () => {
  it('shows the shop, the amount and its value, the network, the recipient and the ways to pay', () => {
    const shown = text(kit({}))
    expect(shown).toContain('Corner Shop asks you to pay')
    expect(shown).toContain('5 USDC')
    expect(shown).toContain('$5.00')
    expect(shown).toContain('Airlock Devnet')
    expect(shown).toContain('0x22...222222')
    expect(shown).toContain('Pay with USDC')
    expect(shown).toContain('Straight from your balance')
    expect(shown).toContain('Pay with ETH')
    expect(shown).toContain('Pay 5 USDC')
  })

  it('tells a conversion’s cost now, its most, its margin, and that the rest stays with the payer', () => {
    const shown = text(kit({ route: swap }))
    // One rounding for the estimate and the cost; the most it may take rounded up, so it stays a bound.
    expect(shown).toContain('About 0.00167 ETH')
    expect(shown).toContain('Costs now0.00167 ETH')
    expect(shown).toContain('At most0.00168 ETH')
    expect(shown).toContain('Price margin0.5%')
    expect(shown).toContain('Whatever the conversion does not use stays in your wallet.')
  })

  it('shows the payment request’s expiry', () => {
    const intent = intentFixture({ expiresAt: new Date(Date.now() + 30 * 60_000 + 30_000).toISOString() })
    expect(text(kit({ intent }))).toContain('Expiresin 30 min')
  })
})

describe('the Pay view in another locale', () => {
  it('reads the catalogue’s texts and the locale’s numbers, English for a key it lacks', () => {
    const german: LocaleInput = {
      locale: 'de',
      messages: { pay: { payAmount: '{amount} zahlen', costsNow: 'Kostet jetzt' } },
    }
    const shown = text(kit({ route: swap }, german))
    expect(shown).toContain('5 USDC zahlen')
    expect(shown).toContain('Kostet jetzt0,00167 ETH')
    expect(shown).toContain('At most')
  })
})
