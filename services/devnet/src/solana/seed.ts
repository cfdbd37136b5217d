import { address, createKeyPairSignerFromPrivateKeyBytes, lamports } from '@solana/kit'
import { getCreateAccountInstruction, getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getInitializeMint2Instruction,
  getMintToInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { devnetSolanaAccounts, devnetSolanaUsdc, USDC_MINT_SEED_HEX } from './accounts.ts'
import type { SolanaChain } from './chain.ts'
import { MINT_SIZE } from './constants.ts'
import type { Faucet } from './faucet.ts'

/** Each test account's SOL at start. */
export const SEEDED_SOL_LAMPORTS = 1_000_000_000_000n
/** Account 0's USDC at start, in base units (10,000 USDC). */
export const SEEDED_USDC_UNITS = 10_000_000_000n

/**
 * Funds the test accounts and creates the USDC-like mint with account 0's balance, all through real
 * transactions from the faucet, so they appear in the accounts' histories like any transfer.
 */
export async function seedSolanaChain(chain: SolanaChain, faucet: Faucet): Promise<void> {
  await faucet.send(
    devnetSolanaAccounts.map((account) =>
      getTransferSolInstruction({
        source: faucet.signer,
        destination: address(account.address),
        amount: lamports(SEEDED_SOL_LAMPORTS),
      }),
    ),
  )
  const mint = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(USDC_MINT_SEED_HEX, 'hex'))
  const owner = address(devnetSolanaAccounts[0]?.address ?? '')
  const [ata] = await findAssociatedTokenPda({
    owner,
    mint: mint.address,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  const space = BigInt(MINT_SIZE)
  await faucet.send([
    getCreateAccountInstruction({
      payer: faucet.signer,
      newAccount: mint,
      lamports: chain.svm.minimumBalanceForRentExemption(space),
      space,
      programAddress: TOKEN_PROGRAM_ADDRESS,
    }),
    getInitializeMint2Instruction({
      mint: mint.address,
      decimals: devnetSolanaUsdc.decimals,
      mintAuthority: faucet.signer.address,
    }),
    getCreateAssociatedTokenIdempotentInstruction({ payer: faucet.signer, owner, mint: mint.address, ata }),
    getMintToInstruction({
      mint: mint.address,
      token: ata,
      mintAuthority: faucet.signer,
      amount: SEEDED_USDC_UNITS,
    }),
  ])
}
