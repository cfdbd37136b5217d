import { describe, expect, it } from 'vitest'
import { bankAccountOf, depositAmount, sellAmountIssue } from './draft.ts'

const usdc = { decimals: 6, min: '1', max: '1000', symbol: 'USDC' }

describe('sellAmountIssue', () => {
  it('names the first problem the visitor meets', () => {
    expect(sellAmountIssue(' ', usdc, '50')).toBe('Enter an amount')
    expect(sellAmountIssue('1,5', usdc, '50')).toBe('Enter an amount such as 20 or 0.5')
    expect(sellAmountIssue('0.0000001', usdc, '50')).toBe('Enter an amount such as 20 or 0.5')
    expect(sellAmountIssue('0.99', usdc, '50')).toBe('The minimum is 1 USDC')
    expect(sellAmountIssue('1000.01', usdc, '5000')).toBe('The maximum is 1000 USDC')
    expect(sellAmountIssue('50.000001', usdc, '50')).toBe('The amount is more than your balance')
  })

  it('accepts an amount within the limits and the balance, or any amount while the balance is unknown', () => {
    expect(sellAmountIssue('50', usdc, '50')).toBeUndefined()
    expect(sellAmountIssue('900', usdc, undefined)).toBeUndefined()
  })
})

describe('bankAccountOf', () => {
  const details = {
    holderName: ' Ada Lovelace ',
    iban: 'de89 3704 0044 0532 0130 00',
    routingNumber: '011 000 015',
    accountNumber: '1234-5678',
  }

  it('builds the kind of account the payout currency needs, without the grouping people type', () => {
    expect(bankAccountOf('iban', details)).toEqual({
      type: 'iban',
      holderName: 'Ada Lovelace',
      iban: 'DE89370400440532013000',
    })
    expect(bankAccountOf('us', details)).toEqual({
      type: 'us',
      holderName: 'Ada Lovelace',
      routingNumber: '011000015',
      accountNumber: '12345678',
    })
  })
})

describe('depositAmount', () => {
  it('turns the atomic deposit into the token units the Send machinery parses back exactly', () => {
    expect(depositAmount('20000000', 6)).toBe('20')
    expect(depositAmount('500000000000000001', 18)).toBe('0.500000000000000001')
  })
})
