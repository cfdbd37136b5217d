import type { Translation } from '../../define.ts'
import type { networksMessages } from '../../en/networks.ts'

/** Arabic texts of the Networks view and the UnsupportedChain view. */
export default {
  unsupportedNetwork: 'لا يدعم هذا التطبيق شبكتك الحالية. بدّل إلى خيار متاح للمتابعة.',
  disconnect: 'قطع الاتصال',
  testnet: 'شبكة اختبار',
  networksLabel: 'الشبكات',
  namespaceNetworks: 'شبكات {namespace}',
} satisfies Translation<typeof networksMessages>
