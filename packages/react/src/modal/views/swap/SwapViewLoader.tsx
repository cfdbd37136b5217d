import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { useAirlockInstance } from '../../../context.ts'
import { useStoreValue } from '../../../hooks/useStoreValue.ts'
import { swapGateMessages } from '../../../i18n/en/swapGate.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'

// The three swap views are one chunk, fetched the first time one of them opens, and only when swaps are on
// (optional modal pieces load only when enabled, so the page never pays for them).
const load = () => import('./swapViews.ts')
const views = {
  Swap: lazy(() => load().then((m) => ({ default: m.SwapView }))),
  SwapSelectToken: lazy(() => load().then((m) => ({ default: m.SwapSelectTokenView }))),
  SwapPreview: lazy(() => load().then((m) => ({ default: m.SwapPreviewView }))),
} satisfies Record<string, ComponentType>

const SWAP_VIEWS: ReadonlySet<string> = new Set(Object.keys(views))

function SwapGate({ name }: { name: keyof typeof views }) {
  const airlock = useAirlockInstance()
  const m = useMessages(swapGateMessages)
  const enabled = useStoreValue(airlock.optionsStore, (s) => s.features.swaps)
  const View = views[name]
  // Leaving the swap (or closing the modal) stops its quote timer and requests.
  useEffect(
    () => () => {
      if (!airlock.modal.getState().open || !SWAP_VIEWS.has(airlock.router.getState().view))
        void airlock.swapActions.dispose()
    },
    [airlock],
  )
  if (!enabled)
    return (
      <div className="center" data-testid="swap-disabled">
        <p>{m.swapsDisabled}</p>
      </div>
    )
  return (
    <Suspense fallback={<FormSkeleton />}>
      <View />
    </Suspense>
  )
}

export const SwapViewLoader = () => <SwapGate name="Swap" />
export const SwapSelectTokenViewLoader = () => <SwapGate name="SwapSelectToken" />
export const SwapPreviewViewLoader = () => <SwapGate name="SwapPreview" />
