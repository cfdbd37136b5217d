import type { Translation } from '../../define.ts'
import type { amountFieldMessages } from '../../en/amountField.ts'

/** Japanese text of why an amount field’s text is not an amount. */
export default {
  negative: '金額にマイナスは使えません',
  notDigits: '数字のみを入力してください（例: {example}）',
  twoMarks: '小数点は 1 つだけです（例: {example}）',
  wrongMark: '小数点には「{mark}」を使い、桁区切りは入れないでください（例: {example}）',
} satisfies Translation<typeof amountFieldMessages>
