import type { Translation } from '../../define.ts'
import type { siwxGateMessages } from '../../en/siwxGate.ts'

/** Arabic texts shown in place of SIWXSignMessage before its chunk is there. */
export default {
  notEnabled: 'SIWX غير مفعّل',
  loading: 'جارٍ التحميل',
  loadFailed: 'تعذّر تحميل تسجيل الدخول',
  checkConnection: 'تحقّق من اتصالك، ثم حاول مرة أخرى.',
} satisfies Translation<typeof siwxGateMessages>
