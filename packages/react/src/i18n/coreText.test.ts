import { OffRampQuoteExpiredError, OffRampRefundedError } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { bankAccountProblems, routingNumberProblem } from '../../../protocol/src/bank.ts'
import { translateCoreText } from './coreText.ts'
import { defineLocale } from './define.ts'
import { loadLocale } from './loadLocale.ts'

const es = defineLocale('es', {
  core: {
    'Insufficient funds': 'Fondos insuficientes',
    'Swapped {from} for {to}': 'Intercambiaste {from} por {to}',
    'The minimum for {method} is {min} {currency}': 'El mínimo para {method} es {min} {currency}',
    'Code sent again': '',
  },
})

describe('translateCoreText', () => {
  it('translates a fixed core text by its English', () => {
    expect(translateCoreText('Insufficient funds', es)).toBe('Fondos insuficientes')
  })

  it('translates a templated text and carries its values over', () => {
    expect(translateCoreText('Swapped 1.5 USDC for 0.0004 ETH', es)).toBe(
      'Intercambiaste 1.5 USDC por 0.0004 ETH',
    )
    expect(translateCoreText('The minimum for card is 20 USD', es)).toBe('El mínimo para card es 20 USD')
  })

  it('shows texts it has no key for (a wallet’s own words) and empty translations as they came', () => {
    expect(translateCoreText('execution reverted: nope', es)).toBe('execution reverted: nope')
    expect(translateCoreText('Code sent again', es)).toBe('Code sent again')
  })

  it('changes nothing in English', () => {
    expect(translateCoreText('Insufficient funds', undefined)).toBe('Insufficient funds')
  })

  it('treats regex characters in keys literally', () => {
    const fr = defineLocale('fr', { core: { 'Fee (max) {x}.': 'Frais {x}.' } })
    expect(translateCoreText('Fee (max) 3.', fr)).toBe('Frais 3.')
    expect(translateCoreText('Fee Xmax) 3!', fr)).toBe('Fee Xmax) 3!')
  })
})

describe('the Sell and bank account texts', () => {
  it('shows a sale’s error and a bank field’s problem in the visitor’s language', async () => {
    const [es, ja] = await Promise.all([loadLocale('es'), loadLocale('ja')])
    const refunded = new OffRampRefundedError({
      orderId: 'off_1',
      reason: 'The deposit came late.',
      transactionHash: '0x01',
    }).shortMessage
    expect(translateCoreText(refunded, es)).toBe(
      'La venta se reembolsó. The deposit came late. Los tokens volvieron a tu billetera.',
    )
    expect(translateCoreText(new OffRampQuoteExpiredError({ quoteId: 'q' }).shortMessage, ja)).toBe(
      '見積もりの有効期限が切れました。新しい見積もりを確認して、もう一度売却してください',
    )
    const [problem] = bankAccountProblems({ type: 'iban', holderName: 'Ada', iban: 'DE89 3704' })
    expect(translateCoreText(problem?.message ?? '', es)).toBe(
      'Un IBAN de DE tiene 22 caracteres; este tiene 8',
    )
    expect(translateCoreText(routingNumberProblem('021000022') ?? '', ja)).toBe(
      'ルーティング番号のチェックディジットが一致しません。入力ミスがないか確認してください',
    )
  })
})
