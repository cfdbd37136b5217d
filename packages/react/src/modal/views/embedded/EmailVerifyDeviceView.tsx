import { useRef } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { embeddedMessages } from '../../../i18n/en/embedded.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { PendingRing } from '../../components/PendingRing.tsx'
import { embeddedCss } from './embeddedStyles.ts'

/** A known email on a new browser: waiting for the device-approval link sent to the email. */
export function EmailVerifyDeviceView() {
  const airlock = useAirlockInstance()
  const m = useMessages(embeddedMessages)
  const coreText = useCoreText()
  const { email, error } = useStoreValue(airlock.embedded, (s) => s)
  const ref = useRef<HTMLDivElement>(null)
  useChunkStyles(ref, embeddedCss)
  return (
    <div className="otp" ref={ref} data-testid="verify-device">
      <div className="device-ring" aria-hidden="true">
        <PendingRing />
      </div>
      <h2>{m.approveBrowser}</h2>
      <p>
        {fillNodes(m.deviceEmailSent, {
          email: (
            <strong>
              <Ltr>{email}</Ltr>
            </strong>
          ),
        })}
      </p>
      {error && (
        <p className="otp-error" role="alert">
          {coreText(error)}
        </p>
      )}
    </div>
  )
}
