import { Suspense, useEffect } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { onrampGateMessages } from '../../../i18n/en/onrampGate.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { type ChunkEntry, ChunkView, chunkViews } from '../../chunkViews.ts'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'

// The Buy views are one chunk, fetched the first time one of them opens, and only when the on-ramp is on
// (optional modal pieces load only when enabled); once loaded, each of its views is drawn at once.
const view = chunkViews(() => import('./onrampViews.ts'))
const views = {
  OnRampProviders: view((m) => m.OnRampProvidersView),
  OnRampAmount: view((m) => m.OnRampAmountView),
  OnRampTokenSelect: view((m) => m.OnRampTokenSelectView),
  OnRampFiatSelect: view((m) => m.OnRampFiatSelectView),
  BuyInProgress: view((m) => m.BuyInProgressView),
} satisfies Record<string, ChunkEntry>

const ONRAMP_VIEWS: ReadonlySet<string> = new Set(Object.keys(views))

function OnRampGate({ name }: { name: keyof typeof views }) {
  const airlock = useAirlockInstance()
  const m = useMessages(onrampGateMessages)
  const enabled = useStoreValue(airlock.optionsStore, (s) => s.features.onramp)
  // Leaving the Buy views (or closing the modal) stops the quote timer; an order keeps being followed.
  useEffect(
    () => () => {
      if (!airlock.modal.getState().open || !ONRAMP_VIEWS.has(airlock.router.getState().view))
        void airlock.onrampActions.dispose()
    },
    [airlock],
  )
  if (!enabled)
    return (
      <div className="center" data-testid="onramp-disabled">
        <p>{m.buyDisabled}</p>
      </div>
    )
  return (
    <Suspense fallback={<FormSkeleton />}>
      <ChunkView key={name} entry={views[name]} />
    </Suspense>
  )
}

export const OnRampProvidersViewLoader = () => <OnRampGate name="OnRampProviders" />
export const OnRampAmountViewLoader = () => <OnRampGate name="OnRampAmount" />
export const OnRampTokenSelectViewLoader = () => <OnRampGate name="OnRampTokenSelect" />
export const OnRampFiatSelectViewLoader = () => <OnRampGate name="OnRampFiatSelect" />
export const BuyInProgressViewLoader = () => <OnRampGate name="BuyInProgress" />
