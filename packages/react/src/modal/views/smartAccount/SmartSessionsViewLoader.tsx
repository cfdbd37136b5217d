import { lazy, Suspense } from 'react'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'

// Its own chunk, fetched the first time the view opens: sessions are an optional piece the page never pays for.
const SmartSessionsView = lazy(() =>
  import('./SmartSessionsView.tsx').then((m) => ({ default: m.SmartSessionsView })),
)

export function SmartSessionsViewLoader() {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <SmartSessionsView />
    </Suspense>
  )
}
