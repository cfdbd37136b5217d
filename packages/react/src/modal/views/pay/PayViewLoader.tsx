import { Suspense } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { payGateMessages } from '../../../i18n/en/payGate.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { ChunkView, chunkViews } from '../../chunkViews.ts'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'

// Pay is a chunk of its own, fetched the first time the view opens and only when payments are on (optional
// modal pieces load only when enabled, so the page never pays for them). The payment is not ended when the
// view goes away: Connect and Buy are detours that come back to it, and closing the modal cancels it in core.
const view = chunkViews(() => import('./payViews.ts'))
const payView = view((m) => m.PayView)

export function PayViewLoader() {
  const airlock = useAirlockInstance()
  const m = useMessages(payGateMessages)
  const enabled = useStoreValue(airlock.optionsStore, (s) => s.features.pay)
  if (!enabled)
    return (
      <div className="center" data-testid="pay-disabled">
        <p>{m.payDisabled}</p>
      </div>
    )
  return (
    <Suspense fallback={<FormSkeleton />}>
      <ChunkView entry={payView} />
    </Suspense>
  )
}
