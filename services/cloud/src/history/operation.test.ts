import { zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { type AccountTransfer, APPROVE_SELECTOR, operationTypeOf } from './operation.ts'

const me = '0x1111111111111111111111111111111111111111'
const other = '0x2222222222222222222222222222222222222222'
const usdc = '0x3333333333333333333333333333333333333333'

const out = (asset: string, to = other): AccountTransfer => ({ direction: 'out', asset, from: me, to })
const inbound = (asset: string, from = other): AccountTransfer => ({ direction: 'in', asset, from, to: me })

describe('operationTypeOf', () => {
  const sender = { accountIsSender: true, inputSelector: '0xa9059cbb' }

  it('names sends, receives and self transfers', () => {
    expect(operationTypeOf({ ...sender, transfers: [out('native')] })).toBe('send')
    expect(operationTypeOf({ ...sender, transfers: [out(usdc)] })).toBe('send')
    expect(operationTypeOf({ ...sender, accountIsSender: false, transfers: [inbound(usdc)] })).toBe('receive')
    expect(
      operationTypeOf({ ...sender, transfers: [{ direction: 'self', asset: 'native', from: me, to: me }] }),
    ).toBe('send')
  })

  it('names mints and burns by the zero address', () => {
    expect(operationTypeOf({ ...sender, transfers: [inbound(usdc, zeroAddress)] })).toBe('mint')
    // Paying for the mint does not make it a trade.
    expect(
      operationTypeOf({ ...sender, transfers: [out('native'), inbound(`${usdc}#1`, zeroAddress)] }),
    ).toBe('mint')
    expect(operationTypeOf({ ...sender, transfers: [out(usdc, zeroAddress)] })).toBe('burn')
    expect(operationTypeOf({ ...sender, transfers: [out(usdc, zeroAddress), out('native')] })).toBe('send')
  })

  it('names a trade when different assets go out and come in', () => {
    expect(operationTypeOf({ ...sender, transfers: [out('native'), inbound(usdc)] })).toBe('trade')
    expect(operationTypeOf({ ...sender, transfers: [out(usdc), inbound(usdc)] })).toBe('send')
    expect(
      operationTypeOf({ ...sender, accountIsSender: false, transfers: [out(usdc), inbound(usdc)] }),
    ).toBe('receive')
  })

  it('names calls that moved nothing by what they called', () => {
    expect(operationTypeOf({ accountIsSender: true, inputSelector: APPROVE_SELECTOR, transfers: [] })).toBe(
      'approve',
    )
    expect(operationTypeOf({ accountIsSender: true, inputSelector: '0xa9059cbb', transfers: [] })).toBe(
      'execute',
    )
    expect(operationTypeOf({ accountIsSender: true, inputSelector: null, transfers: [] })).toBe('send')
    expect(operationTypeOf({ accountIsSender: false, inputSelector: null, transfers: [] })).toBe('receive')
  })
})
