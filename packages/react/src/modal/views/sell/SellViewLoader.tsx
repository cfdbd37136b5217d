import { Suspense, useEffect } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { sellGateMessages } from '../../../i18n/en/sellGate.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { type ChunkEntry, ChunkView, chunkViews } from '../../chunkViews.ts'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'

// The Sell views are one chunk, fetched the first time one of them opens, and only when the off-ramp is on
// (optional modal pieces load only when enabled); once loaded, each of its views is drawn at once.
const view = chunkViews(() => import('./sellViews.ts'))
const views = {
  Sell: view((m) => m.SellView),
  SellBankAccount: view((m) => m.SellBankAccountView),
  SellProgress: view((m) => m.SellProgressView),
} satisfies Record<string, ChunkEntry>

const SELL_VIEWS: ReadonlySet<string> = new Set(Object.keys(views))

function SellGate({ name }: { name: keyof typeof views }) {
  const airlock = useAirlockInstance()
  const m = useMessages(sellGateMessages)
  const enabled = useStoreValue(airlock.optionsStore, (s) => s.features.offramp)
  // Leaving the Sell views (or closing the modal) stops the quote timers; an order keeps being followed.
  useEffect(
    () => () => {
      const { sale } = airlock.offramp.getState()
      const leaving = !airlock.modal.getState().open || !SELL_VIEWS.has(airlock.router.getState().view)
      if (leaving && (sale.status === 'idle' || sale.status === 'failed'))
        void airlock.offrampActions.dispose()
    },
    [airlock],
  )
  if (!enabled)
    return (
      <div className="center" data-testid="sell-disabled">
        <p>{m.sellDisabled}</p>
      </div>
    )
  return (
    <Suspense fallback={<FormSkeleton />}>
      <ChunkView key={name} entry={views[name]} />
    </Suspense>
  )
}

export const SellViewLoader = () => <SellGate name="Sell" />
export const SellBankAccountViewLoader = () => <SellGate name="SellBankAccount" />
export const SellProgressViewLoader = () => <SellGate name="SellProgress" />
