import type { OnRampProviderInfo } from '@airlock/core'
import { useRef } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useAfterPaint } from '../../../hooks/useAfterPaint.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { onrampMessages } from '../../../i18n/en/onramp.ts'
import { fill } from '../../../i18n/fill.ts'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { ChevronIcon } from '../../components/icons.tsx'
import { formatFeePercent } from '../ramp/moneyFormat.ts'
import { rampCss } from '../ramp/rampStyles.ts'
import { paymentMethodLabel } from './buyFormat.ts'
import { onrampCss } from './onrampStyles.ts'
import { ProviderLogo } from './ProviderLogo.tsx'
import { useOnRampState } from './useOnRampState.ts'

/**
 * Buy, first step: the providers the project offers, each with its fee and payment methods. Picking one opens
 * the amount view. A dapp that named a provider in `open()` lands on the amount view straight away.
 */
export function OnRampProvidersView() {
  const airlock = useAirlockInstance()
  const state = useOnRampState()
  const m = useMessages(onrampMessages)
  const coreText = useCoreText()
  const { locale } = useLocaleTools()
  const ref = useRef<HTMLDivElement>(null)
  useChunkStyles(ref, rampCss)
  useChunkStyles(ref, onrampCss)

  // After the first paint, so the click that opened Buy paints the view in one frame.
  useAfterPaint(() => {
    const args = airlock.router.getState().data?.onramp
    void airlock.onrampActions.init(args).then(() => {
      const named = args?.provider
      if (named && airlock.onramp.getState().selectedProvider?.name === named)
        airlock.router.push('OnRampAmount')
    })
  }, [airlock])

  function pick(provider: OnRampProviderInfo) {
    void airlock.onrampActions.selectProvider(provider)
    airlock.router.push('OnRampAmount')
  }

  const methods = (state.paymentCurrencies[0]?.payment_method_limits ?? [])
    .map((limit) => paymentMethodLabel(limit.id, m))
    .join(' · ')

  return (
    <div className="buy buy-providers" ref={ref}>
      {state.optionsLoading && state.providers.length === 0 ? (
        <div className="buy-loading" role="status" aria-label={m.loadingProviders}>
          <span className="skeleton wide-line" />
          <span className="skeleton wide-line" />
        </div>
      ) : state.error && state.providers.length === 0 ? (
        <div className="center" role="alert">
          <p>{coreText(state.error)}</p>
          <button type="button" className="secondary small" onClick={() => void airlock.onrampActions.init()}>
            {m.tryAgain}
          </button>
        </div>
      ) : state.providers.length === 0 ? (
        <p className="send-tokens-empty" role="status" data-testid="onramp-no-providers">
          {m.noProviders}
        </p>
      ) : (
        <>
          <div className="section-label">{m.providersIntro}</div>
          <ul className="list" aria-label={m.providers}>
            {state.providers.map((provider) => (
              <li key={provider.name}>
                <button
                  type="button"
                  className="row"
                  onClick={() => pick(provider)}
                  data-testid={`onramp-provider-${provider.name}`}
                >
                  <ProviderLogo provider={provider} />
                  <span className="label">
                    <span className="buy-provider-name">
                      {provider.label}
                      {provider.sandbox && <span className="buy-badge">{m.sandbox}</span>}
                    </span>
                    <span className="buy-provider-sub">
                      {fill(m.providerFeePercent, { percent: formatFeePercent(provider.feePercent, locale) })}
                      {methods && ` · ${methods}`}
                    </span>
                  </span>
                  <span className="trail">
                    <ChevronIcon />
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {state.optionsFallback && (
            <p className="buy-note" role="status">
              {m.optionsFallback}
            </p>
          )}
          {state.providers.some((p) => p.sandbox) && <p className="buy-note">{m.sandboxNote}</p>}
        </>
      )}
    </div>
  )
}
