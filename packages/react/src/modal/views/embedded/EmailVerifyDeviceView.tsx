import { useRef } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { PendingRing } from '../../components/PendingRing.tsx'
import { embeddedCss } from './embeddedStyles.ts'

/** A known email on a new browser: waiting for the device-approval link sent to the email. */
export function EmailVerifyDeviceView() {
  const airlock = useAirlockInstance()
  const { email, error } = useStoreValue(airlock.embedded, (s) => s)
  const ref = useRef<HTMLDivElement>(null)
  useChunkStyles(ref, embeddedCss)
  return (
    <div className="otp" ref={ref} data-testid="verify-device">
      <div className="device-ring" aria-hidden="true">
        <PendingRing />
      </div>
      <h2>Approve this browser</h2>
      <p>
        We sent an email to <strong>{email}</strong>. Open the approval link in it to use your wallet here;
        this view goes on by itself.
      </p>
      {error && (
        <p className="otp-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
