import { SLIPPAGE_CHOICES } from '@airlock/core'

/** The slippage tolerance choices, as a group of toggle buttons (the dapp's own value shows too). */
export function SlippagePicker({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const choices = SLIPPAGE_CHOICES.includes(value)
    ? SLIPPAGE_CHOICES
    : [...SLIPPAGE_CHOICES, value].sort((a, b) => a - b)
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form's fieldset
    <span className="slippage" role="group" aria-labelledby="slippage-label">
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={choice === value}
          aria-label={`${choice}% slippage`}
          onClick={() => onChange(choice)}
        >
          {choice}%
        </button>
      ))}
    </span>
  )
}
