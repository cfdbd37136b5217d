import { normalizeIban, normalizeRoutingNumber } from '@airlock/protocol/bank'
import type { OffRampBankAccount, OffRampSellCurrency } from '@airlock/protocol/cloud-api'
import { formatUnits, isDecimalAmount, parseUnits } from '../format/units.ts'
import { OffRampMessages } from './constants.ts'
import type { OffRampBankDetails } from './store.ts'

/** Compares two decimal amounts of a token exactly (in its smallest unit). */
function units(value: string, decimals: number) {
  return parseUnits(value.trim(), decimals)
}

/**
 * The first problem of the amount to sell, in the order the visitor meets them: nothing typed, not a number,
 * below the order's minimum, above its maximum, more than the balance (when it is known).
 */
export function sellAmountIssue(
  amount: string,
  currency: Pick<OffRampSellCurrency, 'decimals' | 'min' | 'max' | 'symbol'> | undefined,
  balance: string | undefined,
): string | undefined {
  const text = amount.trim()
  if (text === '') return OffRampMessages.ENTER_AMOUNT
  if (!isDecimalAmount(text)) return OffRampMessages.INVALID_AMOUNT
  if (!currency) return undefined
  let value: bigint
  try {
    value = units(text, currency.decimals)
  } catch {
    return OffRampMessages.INVALID_AMOUNT
  }
  if (value === 0n || value < units(currency.min, currency.decimals))
    return OffRampMessages.BELOW_MIN(currency.min, currency.symbol)
  if (value > units(currency.max, currency.decimals))
    return OffRampMessages.ABOVE_MAX(currency.max, currency.symbol)
  if (balance !== undefined && value > units(balance, currency.decimals))
    return OffRampMessages.INSUFFICIENT_BALANCE
  return undefined
}

/** The account the payout goes to, out of the typed details, for the kind the payout currency needs. */
export function bankAccountOf(
  type: OffRampBankAccount['type'],
  details: OffRampBankDetails,
): OffRampBankAccount {
  const holderName = details.holderName.trim()
  return type === 'iban'
    ? { type, holderName, iban: normalizeIban(details.iban) }
    : {
        type,
        holderName,
        routingNumber: normalizeRoutingNumber(details.routingNumber),
        // Spaces and dashes are how people group the digits, not part of the number.
        accountNumber: details.accountNumber.replace(/[\s-]+/g, ''),
      }
}

/** A deposit's amount in the token's units, as the Send machinery takes it (exact: formatUnits round-trips). */
export function depositAmount(amountAtomic: string, decimals: number) {
  return formatUnits(BigInt(amountAtomic), decimals)
}
