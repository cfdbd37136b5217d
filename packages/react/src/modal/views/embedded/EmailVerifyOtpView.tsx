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

/** The one-time code: six digits, checked as soon as the sixth is typed; the code can be sent again. */
export function EmailVerifyOtpView() {
  const airlock = useAirlockInstance()
  const m = useMessages(embeddedMessages)
  const coreText = useCoreText()
  const { status, error, email } = useStoreValue(airlock.embedded, (s) => s)
  const [otp, setOtp] = useState('')
  const ref = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const errorId = useId()
  useChunkStyles(ref, embeddedCss)
  const verifying = status === 'verifying'

  useEffect(() => inputRef.current?.focus(), [])
  useEffect(() => {
    // A wrong code is cleared for the next try, and focus goes back to the field.
    if (error && status === 'otp') {
      setOtp('')
      inputRef.current?.focus()
    }
  }, [error, status])

  function change(value: string) {
    const digits = value.replace(/\D/g, '').slice(0, 6)
    setOtp(digits)
    if (digits.length === 6) void airlock.embeddedActions.connectOtp(digits)
  }

  return (
    <div className="otp" ref={ref}>
      <h2>{m.enterCode}</h2>
      <p>
        {fillNodes(m.codeSent, {
          email: (
            <strong>
              <Ltr>{email}</Ltr>
            </strong>
          ),
        })}
      </p>
      <label className="visually-hidden" htmlFor={`${errorId}-otp`}>
        {m.oneTimeCode}
      </label>
      <input
        ref={inputRef}
        id={`${errorId}-otp`}
        className="otp-input"
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={otp}
        disabled={verifying}
        aria-invalid={Boolean(error)}
        aria-describedby={errorId}
        onChange={(event) => change(event.currentTarget.value)}
        data-testid="otp-input"
      />
      <p className="otp-error" id={errorId} role="alert">
        {verifying ? <Spinner size={16} /> : error ? coreText(error) : ''}
      </p>
      <button
        type="button"
        className="otp-resend"
        disabled={verifying}
        onClick={() => email && void airlock.embeddedActions.resendCode(email)}
      >
        {m.resendCode}
      </button>
    </div>
  )
}
