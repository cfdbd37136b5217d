import type { OnRampPaymentCurrency } from '@airlock/core'
import { useRef } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { type OnRampTexts, onrampMessages } from '../../../i18n/en/onramp.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { rampCss } from '../ramp/rampStyles.ts'
import { CurrencyIcon } from './CurrencyIcon.tsx'
import { onrampCss } from './onrampStyles.ts'
import { useOnRampState } from './useOnRampState.ts'

/** The currency names the views show for the codes the options list (others show their code). */
const CURRENCY_NAMES: Readonly<Record<string, keyof OnRampTexts>> = { USD: 'currencyUSD', EUR: 'currencyEUR' }

/** Picks the currency the visitor pays in. */
export function OnRampFiatSelectView() {
  const airlock = useAirlockInstance()
  const { paymentCurrencies, paymentCurrency } = useOnRampState()
  const m = useMessages(onrampMessages)
  const ref = useRef<HTMLDivElement>(null)
  useChunkStyles(ref, rampCss)
  useChunkStyles(ref, onrampCss)

  async function pick(currency: OnRampPaymentCurrency) {
    await airlock.onrampActions.selectPaymentCurrency(currency)
    airlock.router.goBack()
  }

  return (
    <div className="buy buy-list" ref={ref}>
      <div className="section-label">{m.payIn}</div>
      <ul className="list" aria-label={m.currencies}>
        {paymentCurrencies.map((currency) => {
          const selected = currency.id === paymentCurrency?.id
          return (
            <li key={currency.id}>
              <button
                type="button"
                className={`row${selected ? ' selected' : ''}`}
                aria-pressed={selected}
                onClick={() => void pick(currency)}
              >
                <CurrencyIcon code={currency.id} />
                <span className="label">
                  <span className="send-token-name">{nameOf(currency.id, m)}</span>
                  <span className="send-token-amount">{currency.id}</span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function nameOf(code: string, m: OnRampTexts): string {
  const key = Object.hasOwn(CURRENCY_NAMES, code) ? CURRENCY_NAMES[code] : undefined
  return key ? m[key] : code
}
