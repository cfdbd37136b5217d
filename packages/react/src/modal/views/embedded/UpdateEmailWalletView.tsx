import { useEffect, useId, useRef, useState } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { embeddedMessages } from '../../../i18n/en/embedded.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { embeddedCss } from './embeddedStyles.ts'

/**
 * The Account view's Update email: the new address, filled in with the current one (or the one typed before,
 * coming back from a code). Save sends UPDATE_EMAIL; the code views follow.
 */
export function UpdateEmailWalletView() {
  const airlock = useAirlockInstance()
  const m = useMessages(embeddedMessages)
  const coreText = useCoreText()
  const { status, newEmail, error } = useStoreValue(airlock.embedded, (s) => s.emailUpdate)
  const current =
    useStoreValue(airlock.embedded, (s) => s.user?.email) ?? airlock.account.get('eip155')?.user?.email
  const [email, setEmail] = useState(() => (status !== 'idle' && newEmail ? newEmail : (current ?? '')))
  const ref = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  useChunkStyles(ref, embeddedCss)
  const sending = status === 'sending'

  useEffect(() => {
    const input = inputRef.current
    input?.focus()
    input?.select()
  }, [])
  useEffect(() => {
    if (error) inputRef.current?.focus()
  }, [error])

  return (
    <form
      ref={ref}
      className="update-email"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!sending) void airlock.embeddedActions.updateEmail(email)
      }}
    >
      <p className="update-email-lead">
        {fillNodes(m.updateEmailLead, {
          email: (
            <strong>
              <Ltr>{current}</Ltr>
            </strong>
          ),
        })}
      </p>
      <label className="update-email-label" htmlFor={`${id}-email`}>
        {m.newEmail}
      </label>
      <div className={`email-field${error ? ' invalid' : ''}`}>
        <input
          ref={inputRef}
          id={`${id}-email`}
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete="email"
          placeholder={m.emailPlaceholder}
          value={email}
          disabled={sending}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-error`}
          onChange={(event) => {
            setEmail(event.currentTarget.value)
            if (error) void airlock.embeddedActions.clearUpdateError()
          }}
          data-testid="update-email-input"
        />
      </div>
      <p className="update-email-error" id={`${id}-error`} role="alert">
        {error ? coreText(error) : ''}
      </p>
      <div className="update-email-actions">
        <button
          type="button"
          className="secondary"
          onClick={() => airlock.router.goBack()}
          disabled={sending}
        >
          {m.cancel}
        </button>
        <button
          type="submit"
          className="primary"
          disabled={sending || !email.trim()}
          data-testid="update-email-save"
        >
          {sending ? <Spinner size={16} /> : m.save}
        </button>
      </div>
    </form>
  )
}
