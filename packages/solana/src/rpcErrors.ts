import { BaseError, type BaseErrorParameters } from '@airlock/core'

/*
 * Errors of the network side of a send (the node, the chain), as opposed to the wallet's. They live apart from
 * errors.ts so that only the lazily loaded send and read chunks carry them.
 */

/**
 * The network's Solana RPC refused or failed a request: a transaction whose simulation failed (no funds, a
 * program error), a node that is down. `shortMessage` is the node's reason; `cause` is @solana/kit's error.
 *
 * @example
 * try {
 *   await airlock.sendTransaction({ to, value })
 * } catch (error) {
 *   if (error instanceof SolanaRpcError) console.error('the network said:', error.shortMessage)
 * }
 */
export class SolanaRpcError extends BaseError {
  override name = 'SolanaRpcError'

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
  }

  /** The node's reason in one line, from @solana/kit's error and its cause (e.g. 'Custom program error #1'). */
  static from(error: unknown): SolanaRpcError {
    if (error instanceof SolanaRpcError) return error
    const first = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error)
    const cause =
      error instanceof Error && error.cause instanceof Error ? error.cause.message.split('\n')[0] : ''
    const message = cause && !first.includes(cause) ? `${first.replace(/\.$/, '')}: ${cause}` : first
    return new SolanaRpcError(message || 'The Solana network refused the request', { cause: error })
  }
}

/**
 * A token send named a mint the network does not know, or one no token program owns.
 *
 * @example
 * if (error instanceof SolanaTokenError) console.error(error.mint, error.shortMessage)
 */
export class SolanaTokenError extends BaseError {
  override name = 'SolanaTokenError'
  readonly mint: string

  constructor(mint: string, shortMessage: string) {
    super(shortMessage, { metaMessages: [`Mint: ${mint}`] })
    this.mint = mint
  }
}

/**
 * A sent transaction was not seen confirmed in time. It may still land, or its blockhash may have expired
 * (Solana drops a transaction about 150 blocks after its blockhash).
 *
 * @example
 * if (error instanceof TransactionConfirmationTimeoutError) showLink(error.signature)
 */
export class TransactionConfirmationTimeoutError extends BaseError {
  override name = 'TransactionConfirmationTimeoutError'
  readonly signature: string

  constructor(signature: string, timeoutMs: number) {
    super('The transaction was not confirmed in time', {
      metaMessages: [`Signature: ${signature}`, `Waited: ${Math.round(timeoutMs / 1000)} s`],
    })
    this.signature = signature
  }
}

/**
 * A send named a receiver (or mint) that is not a Solana address: 32 bytes in base58.
 *
 * @example
 * if (error instanceof InvalidSolanaAddressError) console.error(`not a Solana address: ${error.address}`)
 */
export class InvalidSolanaAddressError extends BaseError {
  override name = 'InvalidSolanaAddressError'
  readonly address: string

  constructor(address: string) {
    super('Invalid Solana address', { metaMessages: [`Address: ${address}`] })
    this.address = address
  }
}

/**
 * A SOL send to an account that does not exist yet is below the rent-exempt minimum (890,880 lamports for an
 * empty account): the chain would refuse it, so it is refused before the wallet is asked.
 *
 * @example
 * if (error instanceof RentExemptionError) showHint(`Send at least ${formatUnits(error.minimum, 9)} SOL`)
 */
export class RentExemptionError extends BaseError {
  override name = 'RentExemptionError'
  /** The least a new account may receive, in lamports. */
  readonly minimum: bigint

  constructor(minimum: bigint) {
    super(`A new Solana account must receive at least ${lamportsAsSol(minimum)} SOL`, {
      metaMessages: [`Minimum: ${minimum} lamports`],
    })
    this.minimum = minimum
  }
}

function lamportsAsSol(lamports: bigint): string {
  const whole = lamports / 1_000_000_000n
  const fraction = (lamports % 1_000_000_000n).toString().padStart(9, '0').replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : `${whole}`
}
