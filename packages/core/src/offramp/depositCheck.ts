import type {
  OffRampOrder,
  OffRampQuote,
  OffRampSellCurrency,
  OnRampNetwork,
} from '@airlock/protocol/cloud-api'
import { parseUnits } from '../format/units.ts'
import { isValidAddress } from '../shared/address.ts'

/**
 * What differs between the order the provider made and the quote the visitor confirmed, or undefined when the
 * deposit asks for exactly the quoted amount of the quoted token on the quoted network. The deposit address is
 * the provider's to choose; what leaves the wallet is the visitor's, so the kit sends nothing that differs.
 */
export function depositMismatch(
  order: Pick<OffRampOrder, 'quote' | 'deposit'>,
  quote: Pick<OffRampQuote, 'quoteId' | 'sellAmount'>,
  currency: Pick<OffRampSellCurrency, 'decimals'>,
  network: Pick<OnRampNetwork, 'chain_id' | 'contract_address'>,
): string | undefined {
  const { deposit } = order
  if (order.quote.quoteId !== quote.quoteId) return 'the order is for another quote'
  if (deposit.chainId !== `eip155:${network.chain_id}`) return `the deposit is asked on another network`
  if (deposit.token.toLowerCase() !== network.contract_address.toLowerCase())
    return 'the deposit asks for another token'
  if (BigInt(deposit.amountAtomic) !== parseUnits(quote.sellAmount, currency.decimals))
    return 'the deposit asks for another amount'
  if (!isValidAddress('eip155', deposit.address)) return 'the deposit address is not an address'
  return undefined
}
