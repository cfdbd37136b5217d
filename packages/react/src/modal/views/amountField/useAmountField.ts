import {
  type AmountTextProblem,
  amountDecimalMark,
  amountFieldText,
  parseAmountText,
  sameAmount,
} from '@airlock/core/internal'
import { type ChangeEvent, useCallback, useEffect, useRef, useState } from 'react'
import { type AmountFieldTexts, amountFieldMessages } from '../../../i18n/en/amountField.ts'
import { fill } from '../../../i18n/fill.ts'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'

/** Why the text is not an amount, in `m` (the field's texts of the locale); undefined when there is nothing to say. */
export function amountProblemText(
  problem: AmountTextProblem | undefined,
  mark: string,
  m: AmountFieldTexts,
): string | undefined {
  const example = amountFieldText('1.25', mark)
  switch (problem) {
    case 'negative':
      return m.negative
    case 'notDigits':
      return fill(m.notDigits, { example })
    case 'twoMarks':
      return fill(m.twoMarks, { example })
    case 'wrongMark':
      return fill(m.wrongMark, { mark, example })
    default:
      // Nothing typed yet, or a lone decimal mark on its way to an amount: no message, and no going on.
      return undefined
  }
}

export interface AmountField {
  /** The text as the visitor typed it: the input's value. */
  text: string
  onChange(event: ChangeEvent<HTMLInputElement>): void
  /** Typed text that is not an amount: Review stays disabled while it is. */
  blocked: boolean
  /** Why the text is not an amount, in the locale; undefined for an amount or an empty field. */
  message: string | undefined
}

/**
 * An amount field over a draft's amount (`amount`, a plain decimal, and `setAmount`). The field keeps exactly
 * what was typed; the draft gets the number it spells, or '' while it spells none, so nothing downstream
 * quotes or sends a number the visitor did not type. The locale's decimal mark is read and shown ('0,5' in
 * German). When the draft changes from elsewhere (Max, a dapp's argument, a reset) the field shows it.
 */
export function useAmountField(amount: string | undefined, setAmount: (amount: string) => void): AmountField {
  const { locale } = useLocaleTools()
  const m = useMessages(amountFieldMessages)
  const mark = amountDecimalMark(locale)
  const [text, setText] = useState(() => amountFieldText(amount ?? '', mark))
  const textRef = useRef(text)
  textRef.current = text

  useEffect(() => {
    const read = parseAmountText(textRef.current, mark)
    if (!sameAmount(read.ok ? read.amount : '', amount ?? '')) setText(amountFieldText(amount ?? '', mark))
  }, [amount, mark])

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => {
      const typed = event.currentTarget.value
      textRef.current = typed
      setText(typed)
      const read = parseAmountText(typed, mark)
      setAmount(read.ok ? read.amount : '')
    },
    [mark, setAmount],
  )

  const read = parseAmountText(text, mark)
  return {
    text,
    onChange,
    blocked: !read.ok && read.problem !== 'empty',
    message: read.ok ? undefined : amountProblemText(read.problem, mark, m),
  }
}
