import { useId, useRef, useState } from 'react'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'

/** The email field's look, adopted only where the field renders. */
const emailFieldCss = `
.email-login { display: flex; flex-direction: column; gap: 6px; margin-bottom: 12px; }
.email-field { display: flex; align-items: center; gap: 6px; padding: 6px 6px 6px 14px; border-radius: calc(var(--_r) * 4); background: var(--_bg-2); box-shadow: inset 0 0 0 1px transparent; }
.email-field:focus-within { box-shadow: inset 0 0 0 1.5px var(--_accent); }
.email-field.invalid { box-shadow: inset 0 0 0 1.5px var(--_error); }
.email-field input { flex: 1; min-width: 0; border: 0; outline: none; background: transparent; color: var(--_fg); font: inherit; font-size: 15px; }
.email-field input::placeholder { color: var(--_fg-3); }
.email-error { margin: 0 4px; color: var(--_error); font-size: 13px; font-weight: 600; }
.connect-or { display: flex; align-items: center; gap: 10px; margin: 4px 0 12px; color: var(--_fg-3); font-size: 13px; }
.connect-or::before, .connect-or::after { content: ''; flex: 1; height: 1px; background: var(--_border); }
`

/**
 * The Connect view's email login (spec section 1: email first by default): an email field and Continue,
 * which sends a one-time code. The embedded wallet's code loads on submit, not before.
 */
export function EmailConnectField() {
  const airlock = useAirlockInstance()
  const status = useStoreValue(airlock.embedded, (s) => s.status)
  const error = useStoreValue(airlock.embedded, (s) => s.error)
  const [email, setEmail] = useState('')
  const errorId = useId()
  const ref = useRef<HTMLFormElement>(null)
  useChunkStyles(ref, emailFieldCss)
  const sending = status === 'sending'

  return (
    <form
      ref={ref}
      className="email-login"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!sending) void airlock.embeddedActions.connectEmail(email)
      }}
    >
      <label className="visually-hidden" htmlFor={`${errorId}-email`}>
        Email
      </label>
      <div className={`email-field${error && status !== 'otp' ? ' invalid' : ''}`}>
        <input
          id={`${errorId}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="Email"
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
          {sending ? <Spinner size={16} /> : 'Continue'}
        </button>
      </div>
      {error && status !== 'otp' && (
        <p className="email-error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
