import { defineMessages } from '../define.ts'

/**
 * The embedded wallet's chunk: the email code and new-browser views, the email change's views, ApproveTransaction
 * and Sign In With Farcaster.
 */
export const embeddedMessages = defineMessages('embedded', {
  // ApproveTransaction
  loadingApproval: 'Loading the approval…',
  // Sign In With Farcaster
  farcasterQrLabel: 'Farcaster sign-in QR code',
  preparingQrCode: 'Preparing the QR code',
  farcasterScan: "Scan this QR code with your phone's camera or the Farcaster app, then approve.",
  tryAgain: 'Try again',
  openLink: 'Open link',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  linkCopyFailed: 'Could not copy the link',
  // A known email on a new browser
  approveBrowser: 'Approve this browser',
  deviceEmailSent:
    'We sent an email to {email}. Open the approval link in it to use your wallet here; this view goes on by itself.',
  // The email login's code
  enterCode: 'Enter the code',
  codeSent: 'We sent a 6-digit code to {email}. It expires in 10 minutes.',
  oneTimeCode: 'One-time code',
  resendCode: 'Resend code',
  // The email change
  updateEmailLead: 'A code goes to {email} to confirm it is you, then one to the new address.',
  newEmail: 'New email',
  emailPlaceholder: 'Email',
  cancel: 'Cancel',
  save: 'Save',
  confirmItIsYou: 'Confirm it is you',
  confirmNewEmail: 'Confirm the new email',
  /** The code sent to the current email, which confirms the change to the new one. */
  primaryCodeSent: 'Enter the code sent to {email}. It confirms the change to {newEmail}.',
  secondaryCodeSent: 'Enter the code sent to {email}. It expires in 10 minutes.',
  primaryCodeLabel: 'Code sent to your current email',
  secondaryCodeLabel: 'Code sent to your new email',
  useAnotherEmail: 'Use another email',
})
