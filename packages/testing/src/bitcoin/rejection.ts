/**
 * Why the test chain refused a transaction, in bitcoind's words and codes (-22 decode, -25 missing inputs,
 * -26 rejected, -27 already in the chain), so the 400 text reads like Esplora relaying bitcoind:
 * `sendrawtransaction RPC error: {"code":-26,"message":"txn-mempool-conflict"}`.
 */
export class TransactionRejectedError extends Error {
  override name = 'TransactionRejectedError'
  readonly code: number

  constructor(code: number, reason: string) {
    super(reason)
    this.code = code
  }

  /** The body Esplora answers a refused POST /tx with. */
  toEsploraText(): string {
    return `sendrawtransaction RPC error: ${JSON.stringify({ code: this.code, message: this.message })}`
  }
}

export const decodeFailed = (detail: string) =>
  new TransactionRejectedError(-22, `TX decode failed (${detail})`)
export const missingInputs = () => new TransactionRejectedError(-25, 'bad-txns-inputs-missingorspent')
export const rejected = (reason: string) => new TransactionRejectedError(-26, reason)
export const alreadyInChain = () => new TransactionRejectedError(-27, 'Transaction already in block chain')
