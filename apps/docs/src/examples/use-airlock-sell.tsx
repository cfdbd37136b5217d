// #region example
import { useAirlock, useAirlockSell } from '@airlock/react'

export function SellButton() {
  const { open } = useAirlock()
  const { enabled, init, sale, quote } = useAirlockSell()
  if (!enabled) return null
  if (sale.status === 'paid_out')
    return <p>Paid out: {sale.order?.payout?.reference}</p>
  if (sale.error) return <p role="alert">{sale.error}</p>
  return (
    <button
      type="button"
      onClick={async () => {
        // The draft first, then the modal on Sell: the visitor checks the quote and enters the bank account.
        await init({ sellCurrency: 'USDC', payoutCurrency: 'EUR', amount: '20' })
        open({ view: 'Sell' })
      }}
    >
      Sell 20 USDC
      {quote ? ` for ${quote.payoutAmount} ${quote.payoutCurrency}` : ''}
    </button>
  )
}
// #endregion example
