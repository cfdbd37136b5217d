import type { Translation } from '../../define.ts'
import type { siwxGateMessages } from '../../en/siwxGate.ts'

/** Japanese texts of the sign-in view's gate. */
export default {
  notEnabled: 'SIWX は有効になっていません',
  loading: '読み込み中',
  loadFailed: 'サインインを読み込めませんでした',
  checkConnection: '接続を確認して、もう一度お試しください。',
} satisfies Translation<typeof siwxGateMessages>
