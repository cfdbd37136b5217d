import { defineMessages, type Resolved } from '../define.ts'

/*
 * Why a text typed into an amount field (send, swap, buy) is not an amount; the field keeps the text and shows
 * this under it. In the chunk of the field, shared by those views. `{example}` is 1.25 written with the
 * locale's decimal mark, `{mark}` that mark.
 */
export const amountFieldMessages = defineMessages('amountField', {
  negative: 'An amount cannot be negative',
  notDigits: 'Use digits only, like {example}',
  twoMarks: 'An amount has one decimal mark, like {example}',
  wrongMark: 'Use “{mark}” for decimals and no thousands separator, like {example}',
})

export type AmountFieldTexts = Resolved<(typeof amountFieldMessages)['en']>
