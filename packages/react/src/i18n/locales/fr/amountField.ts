import type { Translation } from '../../define.ts'
import type { amountFieldMessages } from '../../en/amountField.ts'

/** French text of why an amount field’s text is not an amount. */
export default {
  negative: 'Un montant ne peut pas être négatif',
  notDigits: 'Utilisez uniquement des chiffres, par exemple {example}',
  twoMarks: 'Un montant n’a qu’un seul séparateur décimal, par exemple {example}',
  wrongMark: 'Utilisez « {mark} » pour les décimales, sans séparateur de milliers, par exemple {example}',
} satisfies Translation<typeof amountFieldMessages>
