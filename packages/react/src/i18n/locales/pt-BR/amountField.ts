import type { Translation } from '../../define.ts'
import type { amountFieldMessages } from '../../en/amountField.ts'

/** Brazilian Portuguese text of why an amount field’s text is not an amount. */
export default {
  negative: 'Um valor não pode ser negativo',
  notDigits: 'Use apenas dígitos, por exemplo {example}',
  twoMarks: 'Um valor tem um só separador decimal, por exemplo {example}',
  wrongMark: 'Use “{mark}” para decimais e nenhum separador de milhar, por exemplo {example}',
} satisfies Translation<typeof amountFieldMessages>
