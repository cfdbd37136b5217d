import type { Translation } from '../../define.ts'
import type { namesMessages } from '../../en/names.ts'

/** Arabic texts of RegisterAccountName and RegisterAccountNameSuccess. */
export default {
  intro: 'اسم يمكن للآخرين الإرسال إليه بدلًا من {address}. أحرف وأرقام وشرطات، 4 على الأقل.',
  yourAddress: 'عنوانك',
  nameLabel: 'الاسم',
  namePlaceholder: 'yourname',
  checking: 'جارٍ التحقق من التوفّر…',
  available: '{name} متاح',
  availableInstead: 'بدائل متاحة',
  confirmInWallet: 'أكّد في المحفظة',
  register: 'تسجيل',
  nameRegistered: 'تم تسجيل الاسم',
  registered: 'تم تسجيل اسمك: يمكن للمحافظ والتطبيقات الإرسال إليه بدلًا من عنوانك.',
  done: 'تم',
} satisfies Translation<typeof namesMessages>
