import { describe, expect, it } from 'vitest'
import { amountFieldMessages } from '../../../i18n/en/amountField.ts'
import { amountProblemText } from './useAmountField.ts'

const m = amountFieldMessages.en

describe('amountProblemText', () => {
  it('says why a text is not an amount, with an example in the field’s decimal mark', () => {
    expect(amountProblemText('notDigits', '.', m)).toBe('Use digits only, like 1.25')
    expect(amountProblemText('twoMarks', ',', m)).toBe('An amount has one decimal mark, like 1,25')
    expect(amountProblemText('wrongMark', ',', m)).toBe(
      'Use “,” for decimals and no thousands separator, like 1,25',
    )
    expect(amountProblemText('negative', '.', m)).toBe('An amount cannot be negative')
  })

  it('says nothing for an empty field or a lone decimal mark', () => {
    expect(amountProblemText('empty', '.', m)).toBeUndefined()
    expect(amountProblemText('incomplete', '.', m)).toBeUndefined()
    expect(amountProblemText(undefined, '.', m)).toBeUndefined()
  })
})
