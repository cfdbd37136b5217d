import { connectMessages } from '../../i18n/en/connect.ts'
import { useMessages } from '../../i18n/useMessages.ts'

/** What a form view (Send, Swap) shows while its chunk loads: two field cards and a button, shimmering. */
export function FormSkeleton() {
  const m = useMessages(connectMessages)
  return (
    <div className="send-loading" role="status" aria-label={m.loading}>
      <span className="skeleton block" />
      <span className="skeleton block" />
      <span className="skeleton wide-line" />
    </div>
  )
}
