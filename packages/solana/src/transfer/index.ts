import { type Instruction, isAddress } from '@solana/kit'
import type { SolanaRpc } from '../rpc.ts'
import { InvalidSolanaAddressError } from '../rpcErrors.ts'
import { compileForWallet, feeForMessage, type UnsignedTransaction } from './message.ts'

/*
 * Building a send for the wallet, and its fee. The SOL and SPL instruction sets are separate modules, loaded
 * only by the send that needs them.
 */

export interface TransferRequest {
  from: string
  to: string
  amount: bigint
  /** The SPL mint; undefined for SOL. */
  mint?: string | undefined
  decimals: number
}

export interface BuiltTransfer extends UnsignedTransaction {
  rent: bigint | undefined
}

/** The unsigned transaction of a SOL or SPL send (with the receiver's token account created when missing). */
export async function buildTransfer(rpc: SolanaRpc, request: TransferRequest): Promise<BuiltTransfer> {
  for (const value of [request.from, request.to, ...(request.mint === undefined ? [] : [request.mint])]) {
    if (!isAddress(value)) throw new InvalidSolanaAddressError(value)
  }
  let instructions: Instruction[]
  let rent: bigint | undefined
  if (request.mint === undefined) {
    const { solTransferInstructions } = await import('./sol.ts')
    instructions = await solTransferInstructions(rpc, request.from, request.to, request.amount)
  } else {
    const { tokenTransferInstructions } = await import('./token.ts')
    ;({ instructions, rent } = await tokenTransferInstructions(rpc, { ...request, mint: request.mint }))
  }
  return { ...(await compileForWallet(rpc, request.from, instructions)), rent }
}

/** What the sender pays besides the amount: the network fee, plus the rent of a token account it creates. */
export async function transferFee(
  rpc: SolanaRpc,
  request: TransferRequest,
): Promise<{ total: bigint; rent: bigint | undefined }> {
  const built = await buildTransfer(rpc, request)
  const fee = await feeForMessage(rpc, built.messageBase64)
  return { total: fee + (built.rent ?? 0n), rent: built.rent }
}
