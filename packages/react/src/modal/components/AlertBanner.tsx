import type { AirlockInternals } from '@airlock/core/internal'
import { useStoreValue } from '../../hooks/useStoreValue.ts'
import { shellMessages } from '../../i18n/en/shell.ts'
import { useMessages } from '../../i18n/useMessages.ts'
import { AlertIcon, CloseIcon } from './icons.tsx'

/**
 * Configuration problems (the core's alerts: a bad project id, an origin not allowed), shown with their short and
 * long message.
 */
export function AlertBanner({ airlock }: { airlock: AirlockInternals }) {
  const alert = useStoreValue(airlock.alert, (s) => s)
  const m = useMessages(shellMessages)
  if (!alert.open) return null
  return (
    <div className={`alert ${alert.variant}`} role="alert">
      <span className="alert-icon">
        <AlertIcon />
      </span>
      <span className="alert-text">
        <strong>{alert.shortMessage}</strong>
        <span>{alert.longMessage}</span>
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label={m.dismiss}
        onClick={() => airlock.alert.close()}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
