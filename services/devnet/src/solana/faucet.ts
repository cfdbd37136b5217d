import {
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getTransactionEncoder,
  type Instruction,
  type KeyPairSigner,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { SOLANA_FAUCET } from './accounts.ts'
import type { SolanaChain } from './chain.ts'
import { decodeTransaction } from './message.ts'
import { submitOrThrow } from './submit.ts'

const LAMPORTS_PER_SOL = 1_000_000_000n
// Kept under 2^53 lamports so clients that parse JSON numbers as doubles still read it exactly.
const FAUCET_FLOAT = 1_000_000n * LAMPORTS_PER_SOL

/**
 * The account airdrops and the seeding pay from. Airdrops are real signed transfers (not litesvm's
 * airdrop), so each has a getTransaction record and shows in the recipient's history.
 */
export class Faucet {
  private constructor(
    private readonly chain: SolanaChain,
    readonly signer: KeyPairSigner,
  ) {}

  static async create(chain: SolanaChain): Promise<Faucet> {
    const signer = await createKeyPairSignerFromPrivateKeyBytes(Buffer.from(SOLANA_FAUCET.seedHex, 'hex'))
    const faucet = new Faucet(chain, signer)
    faucet.#refill(0n)
    return faucet
  }

  get address(): string {
    return this.signer.address
  }

  /** Sends `to` `amount` lamports; resolves to the signature once it has landed. */
  airdrop(to: string, amount: bigint): Promise<string> {
    this.#refill(amount)
    return this.send([
      getTransferSolInstruction({ source: this.signer, destination: address(to), amount: lamports(amount) }),
    ])
  }

  /** Signs `instructions` with the faucet as fee payer (and any signers they carry) and lands them. */
  async send(instructions: readonly Instruction[]): Promise<string> {
    const { blockhash, lastValidBlockHeight } = this.chain.latestBlockhash()
    const transaction = await pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(this.signer, message),
      (message) =>
        setTransactionMessageLifetimeUsingBlockhash(
          { blockhash: blockhash as Blockhash, lastValidBlockHeight },
          message,
        ),
      (message) => appendTransactionMessageInstructions(instructions, message),
      (message) => signTransactionMessageWithSigners(message),
    )
    const wire = new Uint8Array(getTransactionEncoder().encode(transaction))
    return submitOrThrow(this.chain, decodeTransaction(wire), { skipPreflight: false })
  }

  // The faucet never runs dry: it is topped up (outside any transaction) whenever a request would drain it.
  #refill(amount: bigint) {
    const account = this.chain.account(this.signer.address)
    const balance = account?.lamports ?? 0n
    if (balance >= amount + FAUCET_FLOAT / 2n) return
    this.chain.svm.setAccount({
      address: this.signer.address,
      data: new Uint8Array(),
      executable: false,
      lamports: lamports(balance + amount + FAUCET_FLOAT),
      programAddress: address('11111111111111111111111111111111'),
      space: 0n,
    })
  }
}
