import { useId, useState } from 'react'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { embeddedLoginMessages } from '../../../i18n/en/embeddedLogin.ts'
import { useMessages } from '../../../i18n/useMessages.ts'

/**
 * The Connect view's email login (email comes first by default, then socials, then wallets): an email field and
 * Continue, which sends a one-time code. The embedded wallet's code loads on submit, not before.
 */
export function EmailConnectField() {
  const airlock = useAirlockInstance()
  const m = useMessages(embeddedLoginMessages)
  const coreText = useCoreText()
  const status = useStoreValue(airlock.embedded, (s) => s.status)
  const error = useStoreValue(airlock.embedded, (s) => s.error)
  const [email, setEmail] = useState('')
  const errorId = useId()
  const sending = status === 'sending'

  return (
    <form
      className="email-login"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!sending) void airlock.embeddedActions.connectEmail(email)
      }}
    >
      <label className="visually-hidden" htmlFor={`${errorId}-email`}>
        {m.emailLabel}
      </label>
      <div className={`email-field${error && status !== 'otp' ? ' invalid' : ''}`}>
        <input
          id={`${errorId}-email`}
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete="email"
          placeholder={m.emailPlaceholder}
          value={email}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            setEmail(event.currentTarget.value)
            if (error) void airlock.embeddedActions.clearError()
          }}
          data-testid="email-input"
        />
        <button
          type="submit"
          className="primary small"
          disabled={sending || !email.trim()}
          data-testid="email-continue"
        >
          {sending ? <Spinner size={16} /> : m.continue}
        </button>
      </div>
      {error && status !== 'otp' && (
        <p className="email-error" id={errorId} role="alert">
          {coreText(error)}
        </p>
      )}
    </form>
  )
}
