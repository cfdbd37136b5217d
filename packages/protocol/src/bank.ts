/**
 * Bank account checks the off-ramp's payout needs (@airlock/protocol/bank), shared by the cloud and the kit
 * so a mistyped IBAN or routing number is caught before any token is sent: no code beyond the checks.
 */

export {
  accountNumberProblem,
  type BankAccountProblem,
  bankAccountProblems,
  HOLDER_NAME_MAX,
} from './bank/account.ts'
export { IBAN_LENGTHS, ibanCheckDigits, ibanProblem, normalizeIban } from './bank/iban.ts'
export { normalizeRoutingNumber, routingNumberProblem } from './bank/routingNumber.ts'
