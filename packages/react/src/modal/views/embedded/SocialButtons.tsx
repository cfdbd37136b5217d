import type { SocialProvider } from '@airlock/core'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { embeddedLoginMessages } from '../../../i18n/en/embeddedLogin.ts'
import { fill } from '../../../i18n/fill.ts'
import { useMessages } from '../../../i18n/useMessages.ts'

/** The names the buttons show (brands: the same in every locale). Farcaster signs in through its own channel (ConnectingFarcaster), not a popup. */
const LABELS: Partial<Record<SocialProvider, string>> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

const POPUP_FEATURES = 'popup,width=480,height=680'

/**
 * The Connect view's social logins, in the order the features list them. The provider's window opens inside
 * the click (browsers block one opened later) and keeps its opener: the secure site's callback page posts the
 * result back to this window, which only listens to that origin.
 */
export function SocialButtons({ providers }: { providers: readonly SocialProvider[] }) {
  const airlock = useAirlockInstance()
  const m = useMessages(embeddedLoginMessages)
  const coreText = useCoreText()
  const status = useStoreValue(airlock.embedded, (s) => s.status)
  const active = useStoreValue(airlock.embedded, (s) => s.socialProvider)
  const error = useStoreValue(airlock.embedded, (s) => s.error)
  const shown = providers.filter((p) => LABELS[p])
  if (shown.length === 0) return null
  const busy = status === 'social'

  function start(provider: SocialProvider) {
    if (provider === 'farcaster') return void airlock.embeddedActions.connectFarcaster()
    const popup = window.open('about:blank', 'airlock-social-login', POPUP_FEATURES)
    void airlock.embeddedActions.connectSocial(provider, (uri) => {
      popup?.location.replace(uri)
      return popup
    })
  }

  return (
    <div className="social-login">
      <ul className="social-grid" aria-label={m.socialLogins}>
        {shown.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              className="social-button"
              disabled={busy}
              aria-label={fill(m.continueWith, { provider: LABELS[provider] ?? provider })}
              onClick={() => start(provider)}
              data-testid={`social-${provider}`}
            >
              {busy && active === provider ? (
                <Spinner size={16} />
              ) : (
                <span aria-hidden="true">{LABELS[provider]}</span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {error && active && status === 'idle' && (
        <p className="email-error" role="alert">
          {coreText(error)}
        </p>
      )}
    </div>
  )
}
