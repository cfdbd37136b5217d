import { type Address, address, type Instruction } from '@solana/kit'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { accountOwner, type SolanaRpc } from '../rpc.ts'
import { SolanaRpcError, SolanaTokenError } from '../rpcErrors.ts'
import { walletSigner } from './message.ts'

/** Token-2022: a mint it owns moves with the same transferChecked instruction, sent to that program. */
const TOKEN_2022_PROGRAM_ADDRESS = address('TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb')

/**
 * Size of the token account created for the receiver: 165 bytes for the Token program, 170 for Token-2022
 * (its associated accounts carry the ImmutableOwner extension).
 */
const TOKEN_ACCOUNT_SIZE = { classic: 165n, token2022: 170n } as const

export interface TokenTransfer {
  instructions: Instruction[]
  /** Lamports locked in the receiver's new token account; undefined when it already exists. */
  rent: bigint | undefined
}

/**
 * The instructions of an SPL token send: from the wallet's associated token account to the receiver's, which
 * is created first (idempotently, paid by the sender) when it does not exist yet. The mint's owner decides the
 * token program (Token or Token-2022).
 */
export async function tokenTransferInstructions(
  rpc: SolanaRpc,
  params: { from: string; to: string; mint: string; amount: bigint; decimals: number },
): Promise<TokenTransfer> {
  const mint = address(params.mint)
  const owner = address(params.to)
  const tokenProgram = await tokenProgramOf(rpc, mint)
  const [[source], [destination]] = await Promise.all([
    findAssociatedTokenPda({ owner: address(params.from), mint, tokenProgram }),
    findAssociatedTokenPda({ owner, mint, tokenProgram }),
  ])
  const payer = walletSigner(params.from)
  const instructions: Instruction[] = []
  let rent: bigint | undefined
  if (!(await accountOwner(rpc, destination))) {
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({ payer, ata: destination, owner, mint, tokenProgram }),
    )
    const size =
      tokenProgram === TOKEN_PROGRAM_ADDRESS ? TOKEN_ACCOUNT_SIZE.classic : TOKEN_ACCOUNT_SIZE.token2022
    rent = await rpc
      .getMinimumBalanceForRentExemption(size)
      .send()
      .catch((error: unknown) => Promise.reject(SolanaRpcError.from(error)))
  }
  instructions.push(
    getTransferCheckedInstruction(
      { source, mint, destination, authority: payer, amount: params.amount, decimals: params.decimals },
      { programAddress: tokenProgram },
    ),
  )
  return { instructions, rent }
}

async function tokenProgramOf(rpc: SolanaRpc, mint: Address): Promise<Address> {
  const owner = await accountOwner(rpc, mint)
  if (!owner) throw new SolanaTokenError(mint, 'The token does not exist on this network')
  if (owner !== TOKEN_PROGRAM_ADDRESS && owner !== TOKEN_2022_PROGRAM_ADDRESS) {
    throw new SolanaTokenError(mint, 'The token is not an SPL token')
  }
  return owner
}
