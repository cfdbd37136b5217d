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
 * A code of the email change: first the one sent to the current address, then the one sent to the new
 * address. Checked when the sixth digit is typed (or on Enter); a wrong code keeps the view and says why.
 */
function UpdateEmailOtp({ step }: { step: 'primary' | 'secondary' }) {
  const airlock = useAirlockInstance()
  const m = useMessages(embeddedMessages)
  const coreText = useCoreText()
  const { status, newEmail, error } = useStoreValue(airlock.embedded, (s) => s.emailUpdate)
  const current =
    useStoreValue(airlock.embedded, (s) => s.user?.email) ?? airlock.account.get('eip155')?.user?.email
  const [otp, setOtp] = useState('')
  const ref = useRef<HTMLFormElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const id = useId()
  useChunkStyles(ref, embeddedCss)
  const verifying = status === (step === 'primary' ? 'verifyingPrimary' : 'verifyingSecondary')
  const sending = status === 'sending'
  const to = step === 'primary' ? current : newEmail

  useEffect(() => inputRef.current?.focus(), [])
  useEffect(() => {
    // A refused code is cleared for the next try; focus goes back to the field.
    if (error && !verifying) {
      setOtp('')
      inputRef.current?.focus()
    }
  }, [error, verifying])

  const check = (code: string) =>
    step === 'primary'
      ? airlock.embeddedActions.updateEmailPrimaryOtp(code)
      : airlock.embeddedActions.updateEmailSecondaryOtp(code)

  function change(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, 6)
    setOtp(digits)
    if (error) void airlock.embeddedActions.clearUpdateError()
    if (digits.length === 6) void check(digits)
  }

  return (
    <form
      className="otp"
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!verifying) void check(otp)
      }}
    >
      <h2>{step === 'primary' ? m.confirmItIsYou : m.confirmNewEmail}</h2>
      <p>
        {fillNodes(step === 'primary' ? m.primaryCodeSent : m.secondaryCodeSent, {
          email: (
            <strong data-testid="update-email-to">
              <Ltr>{to}</Ltr>
            </strong>
          ),
          newEmail: (
            <strong>
              <Ltr>{newEmail}</Ltr>
            </strong>
          ),
        })}
      </p>
      <label className="visually-hidden" htmlFor={`${id}-otp`}>
        {step === 'primary' ? m.primaryCodeLabel : m.secondaryCodeLabel}
      </label>
      <input
        ref={inputRef}
        id={`${id}-otp`}
        className="otp-input"
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        disabled={verifying}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error`}
        onChange={(event) => change(event.currentTarget.value)}
        data-testid="update-otp-input"
      />
      <p className="otp-error" id={`${id}-error`} role="alert">
        {verifying || sending ? <Spinner size={16} /> : error ? coreText(error) : ''}
      </p>
      {step === 'primary' ? (
        <button
          type="button"
          className="otp-resend"
          disabled={verifying || sending || !newEmail}
          onClick={() => newEmail && void airlock.embeddedActions.updateEmail(newEmail)}
        >
          {m.resendCode}
        </button>
      ) : (
        <button
          type="button"
          className="otp-resend"
          disabled={verifying}
          onClick={() => airlock.router.goBack()}
        >
          {m.useAnotherEmail}
        </button>
      )}
    </form>
  )
}

export const UpdateEmailPrimaryOtpView = () => <UpdateEmailOtp step="primary" />
export const UpdateEmailSecondaryOtpView = () => <UpdateEmailOtp step="secondary" />
