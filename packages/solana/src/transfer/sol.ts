import { address, type Instruction } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { accountOwner, type SolanaRpc } from '../rpc.ts'
import { RentExemptionError, SolanaRpcError } from '../rpcErrors.ts'
import { walletSigner } from './message.ts'

/**
 * The one instruction of a SOL transfer: `lamports` from the wallet's account to `to`. A receiver that does not
 * exist yet must get at least the rent-exempt minimum of an empty account, which is checked here so the visitor
 * reads why before the wallet opens (the chain would refuse it with InsufficientFundsForRent).
 */
export async function solTransferInstructions(
  rpc: SolanaRpc,
  from: string,
  to: string,
  lamports: bigint,
): Promise<Instruction[]> {
  const receiver = address(to)
  if (!(await accountOwner(rpc, receiver))) {
    const minimum = await rpc
      .getMinimumBalanceForRentExemption(0n)
      .send()
      .catch((error: unknown) => Promise.reject(SolanaRpcError.from(error)))
    if (lamports < minimum) throw new RentExemptionError(minimum)
  }
  return [getTransferSolInstruction({ source: walletSigner(from), destination: receiver, amount: lamports })]
}
