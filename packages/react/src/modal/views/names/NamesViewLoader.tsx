import { type ComponentType, lazy, Suspense } from 'react'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'

// The two names views are one chunk, fetched the first time one of them opens: names is an optional piece, and
// optional pieces load only when used, so the page never pays for them.
const load = () => import('./namesViews.ts')
const views = {
  RegisterAccountName: lazy(() => load().then((m) => ({ default: m.RegisterAccountNameView }))),
  RegisterAccountNameSuccess: lazy(() => load().then((m) => ({ default: m.RegisterAccountNameSuccessView }))),
} satisfies Record<string, ComponentType>

function NamesGate({ name }: { name: keyof typeof views }) {
  const View = views[name]
  return (
    <Suspense fallback={<FormSkeleton />}>
      <View />
    </Suspense>
  )
}

export const RegisterAccountNameViewLoader = () => <NamesGate name="RegisterAccountName" />
export const RegisterAccountNameSuccessViewLoader = () => <NamesGate name="RegisterAccountNameSuccess" />
