import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  compileTransaction,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'

const systemProgram = address('11111111111111111111111111111111')

/**
 * An unsigned SOL transfer as wire bytes, what a dapp hands solana:signTransaction. Built by hand (System
 * program instruction 2: u32 index, u64 lamports) so tests need no program client.
 */
export function transferWire(options: {
  from: string
  to: string
  lamports: bigint
  blockhash: string
  lastValidBlockHeight?: bigint
}): Uint8Array {
  const data = new Uint8Array(12)
  const view = new DataView(data.buffer)
  view.setUint32(0, 2, true)
  view.setBigUint64(4, options.lamports, true)
  const from = address(options.from) as Address
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(from, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: options.blockhash as Blockhash,
          lastValidBlockHeight: options.lastValidBlockHeight ?? 0n,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstruction(
        {
          programAddress: systemProgram,
          accounts: [
            { address: from, role: AccountRole.WRITABLE_SIGNER },
            { address: address(options.to), role: AccountRole.WRITABLE },
          ],
          data,
        },
        m,
      ),
  )
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
}
