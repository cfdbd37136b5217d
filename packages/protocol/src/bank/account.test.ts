import { describe, expect, it } from 'vitest'
import { accountNumberProblem, bankAccountProblems } from './account.ts'

describe('bankAccountProblems', () => {
  it('accepts a valid IBAN account and a valid US account', () => {
    expect(
      bankAccountProblems({ type: 'iban', holderName: 'Ada Lovelace', iban: 'DE89 3704 0044 0532 0130 00' }),
    ).toEqual([])
    expect(
      bankAccountProblems({
        type: 'us',
        holderName: 'Ada Lovelace',
        routingNumber: '021000021',
        accountNumber: '123456789',
      }),
    ).toEqual([])
  })

  it('names every wrong field', () => {
    expect(
      bankAccountProblems({ type: 'us', holderName: ' ', routingNumber: '021000022', accountNumber: '12' }),
    ).toEqual([
      { field: 'holderName', message: 'Enter the account holder’s name' },
      {
        field: 'routingNumber',
        message: 'The routing number’s check digit does not match: check it for a typo',
      },
      { field: 'accountNumber', message: 'An account number has 4 to 17 digits; this one has 2' },
    ])
    expect(bankAccountProblems({ type: 'iban', holderName: 'A'.repeat(71), iban: 'DE00' })).toEqual([
      { field: 'holderName', message: 'An account holder’s name has at most 70 characters' },
      { field: 'iban', message: 'A DE IBAN has 22 characters; this one has 4' },
    ])
    expect(bankAccountProblems({ type: 'swift', holderName: 'Ada' } as never)).toEqual([
      { field: 'type', message: "A bank account's type is 'iban' or 'us'" },
    ])
  })

  it('reads account numbers as digits, spaces and dashes allowed', () => {
    expect(accountNumberProblem('1234-5678 90')).toBeUndefined()
    expect(accountNumberProblem('12345678901234567890')).toBe(
      'An account number has 4 to 17 digits; this one has 20',
    )
    expect(accountNumberProblem('12ab')).toBe('An account number has only digits')
    expect(accountNumberProblem('')).toBe('Enter the account number')
  })
})
