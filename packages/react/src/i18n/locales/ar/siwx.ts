import type { Translation } from '../../define.ts'
import type { siwxMessages } from '../../en/siwx.ts'

/** Arabic texts of SIWXSignMessage. */
export default {
  title: 'يحتاج {dapp} إلى الاتصال بمحفظتك',
  dappFallback: 'التطبيق',
  required: 'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة. سيؤدي الإلغاء إلى قطع الاتصال.',
  optional: 'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة.',
  cancel: 'إلغاء',
  cancelling: 'جارٍ الإلغاء...',
  sign: 'توقيع',
  signing: 'جارٍ التوقيع...',
} satisfies Translation<typeof siwxMessages>
