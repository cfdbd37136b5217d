import { type ComponentType, lazy, Suspense } from 'react'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'

// The email login's views are one chunk, fetched when a login reaches them.
const load = () => import('./embeddedViews.ts')
const views = {
  EmailVerifyOtp: lazy(() => load().then((m) => ({ default: m.EmailVerifyOtpView }))),
  EmailVerifyDevice: lazy(() => load().then((m) => ({ default: m.EmailVerifyDeviceView }))),
  ApproveTransaction: lazy(() => load().then((m) => ({ default: m.ApproveTransactionView }))),
} satisfies Record<string, ComponentType>

function EmbeddedGate({ name }: { name: keyof typeof views }) {
  const View = views[name]
  return (
    <Suspense fallback={<FormSkeleton />}>
      <View />
    </Suspense>
  )
}

export const EmailVerifyOtpViewLoader = () => <EmbeddedGate name="EmailVerifyOtp" />
export const EmailVerifyDeviceViewLoader = () => <EmbeddedGate name="EmailVerifyDevice" />
export const ApproveTransactionViewLoader = () => <EmbeddedGate name="ApproveTransaction" />
