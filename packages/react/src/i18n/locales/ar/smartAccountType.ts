import type { Translation } from '../../define.ts'
import type { smartAccountTypeMessages } from '../../en/smartAccountType.ts'

/** Arabic texts of the Account view's account-type row. */
export default {
  smartAccount: 'حساب ذكي',
  eoa: 'EOA',
  switchToEoa: 'التبديل إلى حساب EOA',
  switchToSmartAccount: 'التبديل إلى حسابك الذكي',
  switchedToEoa: 'تم التبديل إلى حساب EOA',
  switchedToSmartAccount: 'تم التبديل إلى حسابك الذكي',
  deployed: 'منشور',
  notDeployed: 'لم يُنشر بعد: يُنشر مع أول معاملة',
  sessions: 'الجلسات',
} satisfies Translation<typeof smartAccountTypeMessages>
