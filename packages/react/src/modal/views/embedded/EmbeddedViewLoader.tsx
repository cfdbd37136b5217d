import { type ComponentType, lazy, Suspense } from 'react'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'

// The email login's views (and the email change's, and Farcaster's) are one chunk, fetched when a login reaches them.
const load = () => import('./embeddedViews.ts')
const views = {
  EmailVerifyOtp: lazy(() => load().then((m) => ({ default: m.EmailVerifyOtpView }))),
  EmailVerifyDevice: lazy(() => load().then((m) => ({ default: m.EmailVerifyDeviceView }))),
  ApproveTransaction: lazy(() => load().then((m) => ({ default: m.ApproveTransactionView }))),
  UpdateEmailWallet: lazy(() => load().then((m) => ({ default: m.UpdateEmailWalletView }))),
  UpdateEmailPrimaryOtp: lazy(() => load().then((m) => ({ default: m.UpdateEmailPrimaryOtpView }))),
  UpdateEmailSecondaryOtp: lazy(() => load().then((m) => ({ default: m.UpdateEmailSecondaryOtpView }))),
  ConnectingFarcaster: lazy(() => load().then((m) => ({ default: m.ConnectingFarcasterView }))),
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
export const UpdateEmailWalletViewLoader = () => <EmbeddedGate name="UpdateEmailWallet" />
export const UpdateEmailPrimaryOtpViewLoader = () => <EmbeddedGate name="UpdateEmailPrimaryOtp" />
export const UpdateEmailSecondaryOtpViewLoader = () => <EmbeddedGate name="UpdateEmailSecondaryOtp" />
export const ConnectingFarcasterViewLoader = () => <EmbeddedGate name="ConnectingFarcaster" />
