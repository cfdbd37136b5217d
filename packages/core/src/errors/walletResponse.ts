import { BaseError } from './base.ts'

export type WalletResponseKind = 'transactionHash' | 'signature'

/** The texts of a wallet answer the kit refuses, naming what was expected. */
export const WalletResponseMessages = {
  transactionHash: 'The wallet returned a malformed transaction hash (expected 0x and 64 hex digits)',
  signature: 'The wallet returned a malformed signature (expected 0x and at least 62 hex digits)',
} as const satisfies Record<WalletResponseKind, string>

/** Enough of a value to recognise it in a log, without printing a whole payload a wallet sent by mistake. */
function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : String(value)
  return text.length > 80 ? `${text.slice(0, 77)}...` : text
}

/**
 * A wallet answered a send or a signature with something that is not a transaction hash or a signature. The kit
 * stops it where it enters: a dapp, the activity list or the send flow never carry a value that would fail later
 * and far from its cause (an explorer link to nowhere, a signature no verifier accepts).
 *
 * @example
 * try {
 *   await airlock.sendTransaction({ to, value })
 * } catch (error) {
 *   if (error instanceof MalformedWalletResponseError) console.error(error.kind, error.received)
 * }
 */
export class MalformedWalletResponseError extends BaseError {
  override name = 'MalformedWalletResponseError'
  readonly kind: WalletResponseKind
  /** What the wallet answered (shortened for the message). */
  readonly received: unknown

  constructor(kind: WalletResponseKind, received: unknown, method?: string) {
    super(WalletResponseMessages[kind], {
      metaMessages: [...(method ? [`Method: ${method}`] : []), `Received: ${preview(received)}`],
    })
    this.kind = kind
    this.received = received
  }
}
