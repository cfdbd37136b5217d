export { ApproveTransactionView } from './ApproveTransactionView.tsx'
export { EmailVerifyDeviceView } from './EmailVerifyDeviceView.tsx'
export { EmailVerifyOtpView } from './EmailVerifyOtpView.tsx'
