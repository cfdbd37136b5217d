import type { OnRampNetwork, OnRampPurchaseCurrency } from '@airlock/core'
import { providerSells } from '@airlock/core/internal'
import { useRef } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { onrampMessages } from '../../../i18n/en/onramp.ts'
import { fill } from '../../../i18n/fill.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { TokenIcon } from '../account/TokenIcon.tsx'
import { rampCss } from '../ramp/rampStyles.ts'
import { onrampCss } from './onrampStyles.ts'
import { useOnRampState } from './useOnRampState.ts'

/** Picks what to buy: each purchase currency on each network it can arrive on, the ones the provider sells. */
export function OnRampTokenSelectView() {
  const airlock = useAirlockInstance()
  const { purchaseCurrencies, purchaseCurrency, network, selectedProvider } = useOnRampState()
  const m = useMessages(onrampMessages)
  const ref = useRef<HTMLDivElement>(null)
  useChunkStyles(ref, rampCss)
  useChunkStyles(ref, onrampCss)
  const choices = purchaseCurrencies
    .filter((currency) => providerSells(selectedProvider, currency.symbol))
    .flatMap((currency) => currency.networks.map((n) => ({ currency, network: n })))

  async function pick(currency: OnRampPurchaseCurrency, on: OnRampNetwork) {
    // Chosen before going back: the amount view's title names the token.
    await airlock.onrampActions.selectPurchaseCurrency(currency, on)
    airlock.router.goBack()
  }

  return (
    <div className="buy buy-list" ref={ref}>
      <div className="section-label">{m.tokenAndNetwork}</div>
      {choices.length === 0 ? (
        <p className="send-tokens-empty" role="status">
          {selectedProvider
            ? fill(m.sellsNothing, { provider: selectedProvider.label })
            : m.thisProviderSellsNothing}
        </p>
      ) : (
        <ul className="list" aria-label={m.tokensToBuy}>
          {choices.map(({ currency, network: on }) => {
            const selected = currency.id === purchaseCurrency?.id && on.chain_id === network?.chain_id
            return (
              <li key={`${currency.id}:${on.chain_id}`}>
                <button
                  type="button"
                  className={`row${selected ? ' selected' : ''}`}
                  aria-pressed={selected}
                  onClick={() => void pick(currency, on)}
                >
                  <TokenIcon
                    url={airlock.cloud?.http.url(`public/getTokenImage/${currency.symbol}`)}
                    symbol={currency.symbol}
                    size={36}
                  />
                  <span className="label">
                    <span className="send-token-name">{currency.name}</span>
                    <span className="send-token-amount">{currency.symbol}</span>
                  </span>
                  <span className="trail">{on.display_name}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
