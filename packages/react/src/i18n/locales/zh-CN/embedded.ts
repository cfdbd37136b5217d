import type { Translation } from '../../define.ts'
import type { embeddedMessages } from '../../en/embedded.ts'

/** Simplified Chinese texts of the embedded wallet's views. */
export default {
  // ApproveTransaction
  loadingApproval: '正在加载批准请求…',
  // Sign In With Farcaster
  farcasterQrLabel: 'Farcaster 登录二维码',
  preparingQrCode: '正在生成二维码',
  farcasterScan: '请用手机相机或 Farcaster 应用扫描此二维码，然后批准。',
  tryAgain: '重试',
  openLink: '打开链接',
  copyLink: '复制链接',
  linkCopied: '链接已复制',
  linkCopyFailed: '无法复制链接',
  // A known email on a new browser
  approveBrowser: '批准此浏览器',
  deviceEmailSent: '已向 {email} 发送邮件。打开其中的批准链接即可在此使用钱包；此页面会自动继续。',
  // The email login's code
  enterCode: '输入验证码',
  codeSent: '已向 {email} 发送 6 位验证码，10 分钟内有效。',
  oneTimeCode: '一次性验证码',
  resendCode: '重新发送验证码',
  // The email change
  updateEmailLead: '验证码将先发送至 {email} 以确认身份，然后再发送至新邮箱。',
  newEmail: '新邮箱',
  emailPlaceholder: '邮箱',
  cancel: '取消',
  save: '保存',
  confirmItIsYou: '确认身份',
  confirmNewEmail: '确认新邮箱',
  primaryCodeSent: '请输入发送至 {email} 的验证码，以确认更改为 {newEmail}。',
  secondaryCodeSent: '请输入发送至 {email} 的验证码，10 分钟内有效。',
  primaryCodeLabel: '发送至当前邮箱的验证码',
  secondaryCodeLabel: '发送至新邮箱的验证码',
  useAnotherEmail: '使用其他邮箱',
} satisfies Translation<typeof embeddedMessages>
