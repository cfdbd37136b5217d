import type { Translation } from '../../define.ts'
import type { amountFieldMessages } from '../../en/amountField.ts'

/** Simplified Chinese text of why an amount field’s text is not an amount. */
export default {
  negative: '金额不能为负数',
  notDigits: '请只输入数字，例如 {example}',
  twoMarks: '金额只能有一个小数点，例如 {example}',
  wrongMark: '小数请用“{mark}”，不要加千位分隔符，例如 {example}',
} satisfies Translation<typeof amountFieldMessages>
