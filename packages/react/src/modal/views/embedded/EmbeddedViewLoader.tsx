import { Suspense } from 'react'
import { type ChunkEntry, ChunkView, chunkViews } from '../../chunkViews.ts'
import { FormSkeleton } from '../../components/FormSkeleton.tsx'

// The email login's views (and the email change's, and Farcaster's) are one chunk, fetched when a login
// reaches them; once loaded (by the login), the approval view of a later transaction is drawn at once.
const view = chunkViews(() => import('./embeddedViews.ts'))
const views = {
  EmailVerifyOtp: view((m) => m.EmailVerifyOtpView),
  EmailVerifyDevice: view((m) => m.EmailVerifyDeviceView),
  ApproveTransaction: view((m) => m.ApproveTransactionView),
  UpdateEmailWallet: view((m) => m.UpdateEmailWalletView),
  UpdateEmailPrimaryOtp: view((m) => m.UpdateEmailPrimaryOtpView),
  UpdateEmailSecondaryOtp: view((m) => m.UpdateEmailSecondaryOtpView),
  ConnectingFarcaster: view((m) => m.ConnectingFarcasterView),
} satisfies Record<string, ChunkEntry>

function EmbeddedGate({ name }: { name: keyof typeof views }) {
  return (
    <Suspense fallback={<FormSkeleton />}>
      <ChunkView key={name} entry={views[name]} />
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
