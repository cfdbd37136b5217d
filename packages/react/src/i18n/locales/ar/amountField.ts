import type { Translation } from '../../define.ts'
import type { amountFieldMessages } from '../../en/amountField.ts'

/** Arabic text of why an amount field’s text is not an amount. */
export default {
  negative: 'لا يمكن أن يكون المبلغ سالبًا',
  notDigits: 'استخدم الأرقام فقط، مثل {example}',
  twoMarks: 'للمبلغ فاصلة عشرية واحدة فقط، مثل {example}',
  wrongMark: 'استخدم «{mark}» للكسور العشرية ومن دون فاصل للآلاف، مثل {example}',
} satisfies Translation<typeof amountFieldMessages>
