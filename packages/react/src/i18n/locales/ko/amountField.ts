import type { Translation } from '../../define.ts'
import type { amountFieldMessages } from '../../en/amountField.ts'

/** Korean text of why an amount field’s text is not an amount. */
export default {
  negative: '금액은 음수일 수 없습니다',
  notDigits: '숫자만 입력하세요(예: {example})',
  twoMarks: '소수점은 하나만 쓸 수 있습니다(예: {example})',
  wrongMark: '소수점은 “{mark}”을(를) 쓰고 천 단위 구분 기호는 넣지 마세요(예: {example})',
} satisfies Translation<typeof amountFieldMessages>
