import { address, type Instruction } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { walletSigner } from './message.ts'

/** The one instruction of a SOL transfer: `lamports` from the wallet's account to `to`. */
export function solTransferInstructions(from: string, to: string, lamports: bigint): Instruction[] {
  return [
    getTransferSolInstruction({ source: walletSigner(from), destination: address(to), amount: lamports }),
  ]
}
