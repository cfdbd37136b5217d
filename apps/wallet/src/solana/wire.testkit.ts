import { ProviderRpcError } from '@airlock/wallet-engine'
import { getBase58Decoder } from '@solana/kit'
import fc from 'fast-check'
import { expect } from 'vitest'
import type { ChainNetwork } from '../config.ts'
import { mutatedBytes } from '../mutatedBytes.testkit.ts'

// Shared by the Solana fuzz tests: a valid wire transaction, its mutations, and requests that carry them.

export const PAYER = new Uint8Array(32).fill(5)
export const ADDRESS = getBase58Decoder().decode(PAYER)
export const NETWORK: ChainNetwork = {
  caip: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  namespace: 'solana',
  name: 'Solana',
  short: 'S',
  symbol: 'SOL',
  decimals: 9,
}

/** A legacy wire transaction: the payer sends 1 SOL with the System program (transfer, instruction 2). */
export function transferTransaction(): Uint8Array {
  const lamports = new Uint8Array(8)
  new DataView(lamports.buffer).setBigUint64(0, 1_000_000_000n, true)
  const message = [
    1,
    0,
    1, // header: one signer, no read-only signer, one read-only account (the program)
    3,
    ...PAYER,
    ...new Uint8Array(32).fill(6),
    ...new Uint8Array(32), // accounts: payer, recipient, System
    ...new Uint8Array(32).fill(9), // recent blockhash
    1,
    2,
    2,
    0,
    1,
    12,
    2,
    0,
    0,
    0,
    ...lamports, // one instruction: program 2, accounts [0, 1], 12 bytes of data
  ]
  return Uint8Array.from([1, ...new Uint8Array(64), ...message])
}
export const VALID = transferTransaction()
export const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** The valid transaction with bytes changed, cut or inserted; a v0 prefix; or random bytes. */
export const wireBytes = fc.oneof(
  mutatedBytes(VALID),
  fc.uint8Array({ maxLength: 200 }).map((rest) => Uint8Array.from([1, ...new Uint8Array(64), 0x80, ...rest])),
  fc.uint8Array({ maxLength: 200 }),
)

export const transaction = fc.oneof(wireBytes.map(toBase64), fc.string({ maxLength: 40 }), fc.jsonValue())
export const params = fc.record(
  {
    transaction,
    transactions: fc.oneof(fc.array(transaction, { maxLength: 3 }), fc.jsonValue()),
    message: fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.uint8Array({ maxLength: 40 }).map((b) => getBase58Decoder().decode(b)),
      fc.jsonValue(),
    ),
    pubkey: fc.oneof(fc.constant(ADDRESS), fc.string({ maxLength: 10 })),
  },
  { requiredKeys: [] },
)
export const METHODS = [
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
  'solana_signMessage',
  'solana_getAccounts',
  '',
]

/** Runs `read`; a throw must be a ProviderRpcError with a message. */
export function valueOrProviderError(read: () => unknown) {
  try {
    return read()
  } catch (error) {
    expect(error, String((error as Error)?.stack)).toBeInstanceOf(ProviderRpcError)
    expect((error as ProviderRpcError).message.length).toBeGreaterThan(0)
    return undefined
  }
}
