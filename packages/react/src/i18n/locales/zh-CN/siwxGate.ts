import type { Translation } from '../../define.ts'
import type { siwxGateMessages } from '../../en/siwxGate.ts'

/** Simplified Chinese texts of the sign-in view's gate. */
export default {
  notEnabled: '未启用 SIWX',
  loading: '正在加载',
  loadFailed: '无法加载登录',
  checkConnection: '请检查网络连接，然后重试。',
} satisfies Translation<typeof siwxGateMessages>
