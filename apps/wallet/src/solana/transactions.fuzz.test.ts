import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readSolanaTransaction } from './instructions.ts'
import { requestTransactions } from './summary.ts'
import { decodeWireTransaction } from './transactions.ts'
import { toBase64, transaction, VALID, valueOrProviderError } from './wire.testkit.ts'

/*
 * A dapp's Solana request carries base64 wire transactions. Decoding one answers a transaction or a
 * -32602 ProviderRpcError, never another error, whatever the bytes hold.
 */

describe('Solana requests under random input', () => {
  it('reads the transfer the mutations start from', () => {
    const [tx] = requestTransactions('solana_signTransaction', { transaction: toBase64(VALID) })
    const view = readSolanaTransaction(new Uint8Array(tx!.messageBytes))
    expect(view.transfers).toEqual([expect.objectContaining({ kind: 'sol', lamports: 1_000_000_000n })])
  })

  it('decodeWireTransaction answers a transaction or a -32602 ProviderRpcError', () => {
    fc.assert(
      fc.property(transaction, (value) => {
        const decoded = valueOrProviderError(() => decodeWireTransaction(value))
        if (decoded === undefined)
          expect(() => decodeWireTransaction(value)).toThrow(expect.objectContaining({ code: -32602 }))
      }),
    )
  })
})
