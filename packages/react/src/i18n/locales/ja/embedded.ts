import type { Translation } from '../../define.ts'
import type { embeddedMessages } from '../../en/embedded.ts'

/** Japanese texts of the embedded wallet's views. */
export default {
  // ApproveTransaction
  loadingApproval: '承認内容を読み込み中…',
  // Sign In With Farcaster
  farcasterQrLabel: 'Farcaster サインイン用 QR コード',
  preparingQrCode: 'QR コードを準備中',
  farcasterScan:
    'スマートフォンのカメラまたは Farcaster アプリでこの QR コードをスキャンし、承認してください。',
  tryAgain: '再試行',
  openLink: 'リンクを開く',
  copyLink: 'リンクをコピー',
  linkCopied: 'リンクをコピーしました',
  linkCopyFailed: 'リンクをコピーできませんでした',
  // A known email on a new browser
  approveBrowser: 'このブラウザを承認',
  deviceEmailSent:
    '{email} にメールを送信しました。メール内の承認リンクを開くと、ここでウォレットを使えるようになります。この画面は自動的に進みます。',
  // The email login's code
  enterCode: 'コードを入力',
  codeSent: '{email} に6桁のコードを送信しました。有効期限は10分です。',
  oneTimeCode: 'ワンタイムコード',
  resendCode: 'コードを再送信',
  // The email change
  updateEmailLead: '本人確認のため {email} にコードを送信し、その後、新しいアドレスにもコードを送信します。',
  newEmail: '新しいメールアドレス',
  emailPlaceholder: 'メールアドレス',
  cancel: 'キャンセル',
  save: '保存',
  confirmItIsYou: '本人確認',
  confirmNewEmail: '新しいメールアドレスを確認',
  primaryCodeSent: '{email} に送信されたコードを入力してください。{newEmail} への変更が確定します。',
  secondaryCodeSent: '{email} に送信されたコードを入力してください。有効期限は10分です。',
  primaryCodeLabel: '現在のメールアドレスに送信されたコード',
  secondaryCodeLabel: '新しいメールアドレスに送信されたコード',
  useAnotherEmail: '別のメールアドレスを使用',
} satisfies Translation<typeof embeddedMessages>
