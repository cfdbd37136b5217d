import { describe, expect, it } from 'vitest'
import { describeTransactionError } from './errors.ts'
import { stringifyWithBigInts } from './json.ts'
import { formatUnits, uiTokenAmount } from './tokenAmount.ts'

describe('stringifyWithBigInts', () => {
  it('writes bigints as exact JSON integers, u64::MAX included', () => {
    expect(stringifyWithBigInts({ a: 18_446_744_073_709_551_615n, b: [1n, 'x'] })).toBe(
      '{"a":18446744073709551615,"b":[1,"x"]}',
    )
  })

  it('leaves strings that look like its markers alone', () => {
    const text = stringifyWithBigInts({ log: 'bigint-00000000-0000-0000-0000-000000000000:5' })
    expect(JSON.parse(text)).toEqual({ log: 'bigint-00000000-0000-0000-0000-000000000000:5' })
  })
})

describe('token amounts', () => {
  it("formats like Agave's trimmed decimal strings", () => {
    expect(formatUnits(0n, 6)).toBe('0')
    expect(formatUnits(2_500_000n, 6)).toBe('2.5')
    expect(formatUnits(10_000_000_000n, 6)).toBe('10000')
    expect(formatUnits(1n, 9)).toBe('0.000000001')
    expect(formatUnits(42n, 0)).toBe('42')
    expect(uiTokenAmount(1_250_000n, 6)).toEqual({
      amount: '1250000',
      decimals: 6,
      uiAmount: 1.25,
      uiAmountString: '1.25',
    })
  })
})

describe('describeTransactionError', () => {
  it('reads like the text after "Transaction simulation failed: "', () => {
    expect(describeTransactionError('BlockhashNotFound')).toBe('Blockhash not found')
    expect(describeTransactionError({ InstructionError: [0, { Custom: 1 }] })).toBe(
      'Error processing Instruction 0: custom program error: 0x1',
    )
    expect(describeTransactionError({ InsufficientFundsForRent: { account_index: 1 } })).toBe(
      'Transaction results in an account (1) with insufficient funds for rent',
    )
  })
})
