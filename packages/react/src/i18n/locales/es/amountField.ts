import type { Translation } from '../../define.ts'
import type { amountFieldMessages } from '../../en/amountField.ts'

/** Spanish text of why an amount field’s text is not an amount. */
export default {
  negative: 'Un importe no puede ser negativo',
  notDigits: 'Usa solo dígitos, por ejemplo {example}',
  twoMarks: 'Un importe tiene un solo separador decimal, por ejemplo {example}',
  wrongMark: 'Usa «{mark}» para los decimales y ningún separador de miles, por ejemplo {example}',
} satisfies Translation<typeof amountFieldMessages>
