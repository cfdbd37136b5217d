import type { Translation } from '../../define.ts'
import type { smartAccountMessages } from '../../en/smartAccount.ts'

/** Arabic texts of SmartSessions. */
export default {
  intro:
    'يمكن للتطبيقات التي منحتها مفتاح جلسة التصرّف نيابةً عن هذا الحساب الذكي دون أن تسألك في كل مرة، ضمن هذه الحدود فقط. وتفرضها السلسلة.',
  loadingSessions: 'جارٍ تحميل الجلسات',
  tryAgain: 'حاول مرة أخرى',
  empty: 'لا توجد جلسات بعد. عندما يطلب تطبيق جلسة وتوافق عليها، تظهر هنا.',
  sessions: 'الجلسات',
  key: 'المفتاح {signer}',
  active: 'نشطة',
  expired: 'منتهية',
  revoked: 'ملغاة',
  notStarted: 'لم تبدأ',
  ends: 'تنتهي',
  never: 'بلا انتهاء',
  spent: 'المُنفَق',
  spentOf: '{spent} من {limit}',
  calls: 'الاستدعاءات',
  callOn: '{call} على {target}',
  none: 'لا شيء',
  revoke: 'إلغاء',
  revoking: 'جارٍ الإلغاء…',
  revokeLabel: 'إلغاء جلسة المفتاح {signer}',
} satisfies Translation<typeof smartAccountMessages>
