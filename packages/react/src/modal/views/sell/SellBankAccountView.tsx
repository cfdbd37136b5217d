import type { BankAccountProblem, OffRampBankDetails } from '@airlock/core'
import { useEffect, useId, useRef, useState } from 'react'
import { Ltr } from '../../../components/Ltr.tsx'
import { useAirlockInstance } from '../../../context.ts'
import { useCoreText } from '../../../i18n/coreText.ts'
import { type SellTexts, sellMessages } from '../../../i18n/en/sell.ts'
import { fill } from '../../../i18n/fill.ts'
import { fillNodes } from '../../../i18n/fillNodes.tsx'
import { useLocaleTools } from '../../../i18n/useLocaleTools.ts'
import { useMessages } from '../../../i18n/useMessages.ts'
import { useChunkStyles } from '../../../shadow/useChunkStyles.ts'
import { formatFiat, formatPurchase } from '../ramp/moneyFormat.ts'
import { rampCss } from '../ramp/rampStyles.ts'
import { sellCss } from './sellStyles.ts'
import { useSellState } from './useSellState.ts'

type Field = keyof OffRampBankDetails

/** The fields an account type asks for, in the order they are typed. */
const FIELDS: Record<'iban' | 'us', Field[]> = {
  iban: ['holderName', 'iban'],
  us: ['holderName', 'routingNumber', 'accountNumber'],
}

const AUTOCOMPLETE: Record<Field, string> = {
  holderName: 'name',
  iban: 'off',
  routingNumber: 'off',
  accountNumber: 'off',
}

/** What the Sell button says while the sale starts (the label is the reason it cannot be pressed). */
function sellLabel(status: string, amount: string, m: SellTexts) {
  if (status === 'creating') return m.creatingOrder
  if (status === 'depositing') return m.confirmInWallet
  if (status === 'following') return m.inProgress
  return fill(m.sellButton, { amount })
}

/**
 * Sell, second step: the bank account the payout goes to (an IBAN for EUR; a routing and account number for
 * USD) and its holder. Each field's problem shows beside it and nothing is sent while there is one; whatever
 * fails, what was typed stays. Selling creates the order and asks the wallet for the transfer.
 */
export function SellBankAccountView() {
  const airlock = useAirlockInstance()
  const state = useSellState()
  const m = useMessages(sellMessages)
  const coreText = useCoreText()
  const { locale } = useLocaleTools()
  const ref = useRef<HTMLFormElement>(null)
  const firstRef = useRef<HTMLInputElement>(null)
  const id = useId()
  useChunkStyles(ref, rampCss)
  useChunkStyles(ref, sellCss)
  useEffect(() => firstRef.current?.focus(), [])

  const { quote, sale, bankDetails, bankAccountType } = state
  const fields = FIELDS[bankAccountType]
  // Typed into the view's own state first: the store's update waits for Sell's code on the first keystroke,
  // and a field drawn from the store alone would drop the keys typed meanwhile.
  const [typed, setTyped] = useState(bankDetails)
  const problemOf = (field: Field): BankAccountProblem | undefined =>
    state.bankProblems.find((p) => p.field === field)
  const amount = quote ? formatPurchase(quote.sellAmount, state.sellCurrency?.symbol ?? '', locale) : ''
  const payout = quote
    ? formatFiat({ amount: quote.payoutAmount, currency: quote.payoutCurrency }, locale)
    : ''
  // A sale being made or followed (the visitor came back from its progress): nothing to send until it ends.
  const busy = sale.status === 'creating' || sale.status === 'depositing' || sale.status === 'following'
  const error = sale.status === 'failed' ? sale.error : undefined

  async function submit() {
    if (busy || !quote) return
    const orderId = await airlock.offrampActions.sell()
    if (orderId) {
      airlock.router.push('SellProgress')
      return
    }
    // The first wrong field gets the focus, so the keyboard lands where the fix is.
    const first = airlock.offramp.getState().bankProblems[0]
    if (first) ref.current?.querySelector<HTMLInputElement>(`[name="${first.field}"]`)?.focus()
  }

  return (
    <form
      ref={ref}
      className="buy"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {quote && (
        <p className="sell-summary" data-testid="sell-summary">
          {fillNodes(m.summary, { amount: <Ltr>{amount}</Ltr>, payout: <Ltr>{payout}</Ltr> })}
        </p>
      )}
      {fields.map((field, index) => {
        const problem = problemOf(field)
        const inputId = `${id}-${field}`
        return (
          <div className="sell-field" key={field}>
            <label htmlFor={inputId}>{m[field]}</label>
            <input
              ref={index === 0 ? firstRef : undefined}
              id={inputId}
              name={field}
              className="sell-input"
              autoComplete={AUTOCOMPLETE[field]}
              spellCheck={false}
              dir={field === 'holderName' ? undefined : 'ltr'}
              inputMode={field === 'routingNumber' || field === 'accountNumber' ? 'numeric' : undefined}
              aria-invalid={Boolean(problem)}
              aria-describedby={problem ? `${inputId}-error` : undefined}
              value={typed[field]}
              disabled={busy}
              onChange={(event) => {
                const value = event.target.value
                setTyped((current) => ({ ...current, [field]: value }))
                void airlock.offrampActions.setBankDetails({ [field]: value })
              }}
              data-testid={`sell-${field}`}
            />
            <span className="sell-field-error" id={`${inputId}-error`} data-testid={`sell-${field}-error`}>
              {problem && coreText(problem.message)}
            </span>
          </div>
        )
      })}
      {quote && <p className="buy-note">{fillNodes(m.bankNote, { payout: <Ltr>{payout}</Ltr> })}</p>}
      <div className="buy-message" role="alert" data-testid="sell-error">
        {error && <strong>{coreText(error)}</strong>}
      </div>
      <button type="submit" className="primary wide" disabled={busy || !quote} data-testid="sell-submit">
        {sellLabel(sale.status, amount, m)}
      </button>
    </form>
  )
}
