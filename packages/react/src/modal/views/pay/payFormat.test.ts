import {
  airlockDevnet,
  mainnet,
  PaymentAlreadyPaidError,
  PaymentExpiredError,
  PaymentInsufficientFundsError,
  PaymentRejectedError,
} from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { endingOf, paySteps, roundUpAsShown, routeError, shopIcon, transactionUrl } from './payFormat.ts'

describe('endingOf', () => {
  it('tells an expired request and one paid before from any other end', () => {
    expect(endingOf(new PaymentExpiredError('pay_1'))).toBe('expired')
    expect(endingOf(new PaymentAlreadyPaidError({ paymentId: 'pay_1' }))).toBe('alreadyPaid')
    expect(endingOf(new PaymentRejectedError())).toBe('failed')
    expect(endingOf(undefined)).toBe('failed')
  })
})

describe('routeError', () => {
  it('leaves out a shortfall (the Buy offer tells it) and keeps any other failure', () => {
    expect(routeError(new PaymentInsufficientFundsError(5n))).toBeUndefined()
    const declined = new PaymentRejectedError()
    expect(routeError(declined)).toBe(declined)
  })
})

describe('paySteps', () => {
  it('walks approve, pay and the shop’s confirmation in order', () => {
    expect(paySteps('approving', true, true)).toEqual({
      approve: 'active',
      pay: 'waiting',
      confirm: 'waiting',
    })
    expect(paySteps('paying', true, true)).toEqual({ approve: 'done', pay: 'active', confirm: 'waiting' })
    expect(paySteps('confirming', true, true)).toEqual({ approve: 'done', pay: 'done', confirm: 'active' })
    expect(paySteps('paid', true, true)).toEqual({ approve: 'done', pay: 'done', confirm: 'done' })
  })

  it('has no approval step without an approval, and no confirmation without a payment request', () => {
    expect(paySteps('paying', false, false)).toEqual({
      approve: undefined,
      pay: 'active',
      confirm: undefined,
    })
  })
})

describe('transactionUrl', () => {
  it('links the explorer’s transaction page when the network has an explorer', () => {
    expect(transactionUrl(mainnet, '0xabc')).toBe('https://etherscan.io/tx/0xabc')
    expect(transactionUrl(airlockDevnet, '0xabc')).toBeUndefined()
    expect(transactionUrl(undefined, '0xabc')).toBeUndefined()
  })
})

describe('shopIcon', () => {
  it('takes the first icon a page may load', () => {
    expect(shopIcon(['/relative.png', 'https://shop.example/icon.png'])).toBe('https://shop.example/icon.png')
    expect(shopIcon(['data:image/svg+xml,<svg/>'])).toBe('data:image/svg+xml,<svg/>')
    expect(shopIcon(undefined)).toBeUndefined()
  })
})

describe('roundUpAsShown', () => {
  it('rounds a bound up to the digits an amount shows (3 significant below 0.1, else 3 decimals), never down', () => {
    expect(roundUpAsShown(1_680_068_121_496_443n, 18)).toBe(1_690_000_000_000_000n)
    expect(roundUpAsShown(1_690_000_000_000_000n, 18)).toBe(1_690_000_000_000_000n)
    expect(roundUpAsShown(5_025_125n, 6)).toBe(5_026_000n)
    expect(roundUpAsShown(1_234_567_800_000_000_000_000n, 18)).toBe(1_234_568_000_000_000_000_000n)
    expect(roundUpAsShown(7n, 18)).toBe(7n)
    expect(roundUpAsShown(0n, 18)).toBe(0n)
  })
})
