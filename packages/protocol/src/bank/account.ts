import type { OffRampBankAccount } from '../cloudApi/offramp.ts'
import { ibanProblem } from './iban.ts'
import { BankMessages } from './messages.ts'
import { routingNumberProblem } from './routingNumber.ts'

/** A field of a bank account that is wrong, named as in OffRampBankAccount ("iban", "routingNumber"). */
export interface BankAccountProblem {
  field: 'type' | 'holderName' | 'iban' | 'routingNumber' | 'accountNumber'
  message: string
}

/** The longest holder name a bank transfer carries (SEPA's limit; US transfers allow fewer per line). */
export const HOLDER_NAME_MAX = 70

/** What is wrong with a US account number (4 to 17 digits); undefined when it can be used. */
export function accountNumberProblem(text: string): string | undefined {
  const digits = text.replace(/[\s-]+/g, '')
  if (digits === '') return BankMessages.ENTER_ACCOUNT_NUMBER
  if (!/^\d+$/.test(digits)) return BankMessages.ACCOUNT_NUMBER_DIGITS
  if (digits.length < 4 || digits.length > 17) {
    return BankMessages.ACCOUNT_NUMBER_LENGTH(digits.length)
  }
  return undefined
}

function holderNameProblem(text: string): string | undefined {
  const name = text.trim()
  if (name === '') return BankMessages.ENTER_HOLDER_NAME
  if (name.length > HOLDER_NAME_MAX) return BankMessages.HOLDER_NAME_TOO_LONG(HOLDER_NAME_MAX)
  // Control characters would not survive the bank's transfer file.
  if (/\p{Cc}/u.test(name)) return BankMessages.HOLDER_NAME_CONTROL
  return undefined
}

/**
 * Every problem of a bank account the payout is sent to, field by field, before anything is sent: an IBAN's
 * country, length and check digits, a routing number's checksum, an account number's digits, the holder's
 * name. An empty list means the bank can be asked to pay it.
 *
 * @example
 * bankAccountProblems({ type: 'iban', holderName: 'Ada', iban: 'DE89 3704 0044 0532 0130 01' })
 * // [{ field: 'iban', message: 'The IBAN’s check digits do not match: check it for a typo' }]
 */
export function bankAccountProblems(account: OffRampBankAccount): BankAccountProblem[] {
  const problems: BankAccountProblem[] = []
  const add = (field: BankAccountProblem['field'], message: string | undefined) => {
    if (message) problems.push({ field, message })
  }
  add('holderName', holderNameProblem(String(account.holderName ?? '')))
  if (account.type === 'iban') {
    add('iban', ibanProblem(String(account.iban ?? '')))
  } else if (account.type === 'us') {
    add('routingNumber', routingNumberProblem(String(account.routingNumber ?? '')))
    add('accountNumber', accountNumberProblem(String(account.accountNumber ?? '')))
  } else {
    add('type', BankMessages.UNKNOWN_TYPE)
  }
  return problems
}
