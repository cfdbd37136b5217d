import type { OnRampQuoteResult } from '@airlock/core'
import { airlockDevnet, createAirlock, type OnRampState } from '@airlock/core'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AirlockContext } from '../../../context.ts'
import { onrampMessages } from '../../../i18n/en/onramp.ts'
import { buyButton } from './OnRampAmountView.tsx'
import {
  BuyInProgressViewLoader,
  OnRampAmountViewLoader,
  OnRampFiatSelectViewLoader,
  OnRampProvidersViewLoader,
  OnRampTokenSelectViewLoader,
} from './OnRampViewLoader.tsx'

function kit(onramp: boolean) {
  return createAirlock({
    projectId: 'buy-test',
    networks: [airlockDevnet],
    adapters: [],
    features: { onramp },
  })
}

function render(onramp: boolean, loader = OnRampProvidersViewLoader) {
  return renderToString(createElement(AirlockContext.Provider, { value: kit(onramp) }, createElement(loader)))
}

describe('OnRampViewLoader (the Buy chunk loads only when the on-ramp is on)', () => {
  it('says buying is not enabled when the feature is off, for each view', () => {
    for (const loader of [
      OnRampProvidersViewLoader,
      OnRampAmountViewLoader,
      OnRampTokenSelectViewLoader,
      OnRampFiatSelectViewLoader,
      BuyInProgressViewLoader,
    ]) {
      const html = render(false, loader)
      expect(html).toContain('Buying crypto is not enabled in this app.')
      expect(html).not.toContain('skeleton')
    }
  })

  it('shows a skeleton while the chunk loads when the feature is on', () => {
    const html = render(true)
    expect(html).toContain('aria-label="Loading"')
    expect(html).not.toContain('not enabled')
  })
})

describe('the Buy button', () => {
  const usd = { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] }
  const usdc = { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [] }
  const provider = {
    name: 'coinbase',
    label: 'Coinbase',
    type: 'session' as const,
    feePercent: 1.5,
    sandbox: true,
  }
  const base = (patch: Partial<OnRampState>): OnRampState => ({
    ...kit(true).onramp.getState(),
    selectedProvider: provider,
    purchaseCurrency: usdc,
    paymentCurrency: usd,
    ...patch,
  })

  const m = onrampMessages.en

  it('asks for an amount, refuses one past the limits, waits for the quote, then continues with the provider', () => {
    expect(buyButton(base({ paymentAmount: '' }), m)).toEqual({ label: 'Enter an amount', enabled: false })
    expect(buyButton(base({ paymentAmount: '5' }), m)).toEqual({ label: 'Check the amount', enabled: false })
    expect(buyButton(base({ paymentAmount: '50', quotesLoading: true }), m)).toEqual({
      label: 'Getting a quote…',
      enabled: false,
    })
    expect(buyButton(base({ paymentAmount: '50', quote: {} as OnRampQuoteResult }), m)).toEqual({
      label: 'Continue with Coinbase',
      enabled: true,
    })
    expect(buyButton(base({ selectedProvider: undefined, paymentAmount: '50' }), m).enabled).toBe(false)
  })
})
