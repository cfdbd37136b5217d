import type { Translation } from '../../define.ts'
import type { amountFieldMessages } from '../../en/amountField.ts'

/** German text of why an amount field’s text is not an amount. */
export default {
  negative: 'Ein Betrag kann nicht negativ sein',
  notDigits: 'Nur Ziffern verwenden, z. B. {example}',
  twoMarks: 'Ein Betrag hat nur ein Dezimalzeichen, z. B. {example}',
  wrongMark: 'Für Dezimalstellen „{mark}“ verwenden, ohne Tausendertrennzeichen, z. B. {example}',
} satisfies Translation<typeof amountFieldMessages>
