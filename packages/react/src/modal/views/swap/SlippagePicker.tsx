import { SLIPPAGE_CHOICES } from '@airlock/core/internal'
import { swapMessages } from '../../../i18n/en/swap.ts'
import { fill } from '../../../i18n/fill.ts'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { formatPercent } from './swapFormat.ts'

/** A dapp may set any tolerance (e.g. 0.125%): shown as set, up to four decimals, not rounded to the choices'. */
export const SLIPPAGE_DIGITS = { digits: 4 } as const

/** The slippage tolerance choices, as a group of toggle buttons (the dapp's own value shows too). */
export function SlippagePicker({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const m = useMessages(swapMessages)
  const { locale } = useLocaleTools()
  const choices = SLIPPAGE_CHOICES.includes(value)
    ? SLIPPAGE_CHOICES
    : [...SLIPPAGE_CHOICES, value].sort((a, b) => a - b)
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <span className="slippage" role="group" aria-labelledby="slippage-label">
      {choices.map((choice) => {
        const percent = formatPercent(choice, locale, SLIPPAGE_DIGITS)
        return (
          <button
            key={choice}
            type="button"
            aria-pressed={choice === value}
            aria-label={fill(m.slippageChoice, { percent })}
            onClick={() => onChange(choice)}
          >
            {percent}
          </button>
        )
      })}
    </span>
  )
}
