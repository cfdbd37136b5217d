import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { onrampGateMessages } from '../../../i18n/en/onrampGate.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'

// The Buy views are one chunk, fetched the first time one of them opens, and only when the on-ramp is on
// (DESIGN section 2: optional modal pieces load only when enabled).
const load = () => import('./onrampViews.ts')
const views = {
  OnRampProviders: lazy(() => load().then((m) => ({ default: m.OnRampProvidersView }))),
  OnRampAmount: lazy(() => load().then((m) => ({ default: m.OnRampAmountView }))),
  OnRampTokenSelect: lazy(() => load().then((m) => ({ default: m.OnRampTokenSelectView }))),
  OnRampFiatSelect: lazy(() => load().then((m) => ({ default: m.OnRampFiatSelectView }))),
  BuyInProgress: lazy(() => load().then((m) => ({ default: m.BuyInProgressView }))),
} satisfies Record<string, ComponentType>

const ONRAMP_VIEWS: ReadonlySet<string> = new Set(Object.keys(views))

function OnRampGate({ name }: { name: keyof typeof views }) {
  const airlock = useAirlockInstance()
  const m = useMessages(onrampGateMessages)
  const enabled = useStoreValue(airlock.optionsStore, (s) => s.features.onramp)
  const View = views[name]
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
      <View />
    </Suspense>
  )
}

export const OnRampProvidersViewLoader = () => <OnRampGate name="OnRampProviders" />
export const OnRampAmountViewLoader = () => <OnRampGate name="OnRampAmount" />
export const OnRampTokenSelectViewLoader = () => <OnRampGate name="OnRampTokenSelect" />
export const OnRampFiatSelectViewLoader = () => <OnRampGate name="OnRampFiatSelect" />
export const BuyInProgressViewLoader = () => <OnRampGate name="BuyInProgress" />
