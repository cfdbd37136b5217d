import { BaseError, type BaseErrorParameters } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'

/**
 * The action needs a connected account and none is connected on the active namespace.
 *
 * @example
 * try {
 *   await airlock.signMessage('hello')
 * } catch (error) {
 *   if (error instanceof NoActiveCaipAddressError) airlock.open() // connect first
 * }
 */
export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError'

  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.NO_ACTIVE_CAIP_ADDRESS, parameters)
  }
}

/**
 * An account is connected but the kit has no active network for it (the dapp configured none there).
 *
 * @example
 * if (error instanceof NoActiveCaipNetworkError) console.error('configure a network of', error.namespace)
 */
export class NoActiveCaipNetworkError extends BaseError {
  override name = 'NoActiveCaipNetworkError'
  readonly namespace: string

  constructor(namespace: string) {
    super(ErrorMessages.NO_ACTIVE_CAIP_NETWORK_OR_CLIENT, { metaMessages: [`Namespace: ${namespace}`] })
    this.namespace = namespace
  }
}

/**
 * An account is shown as connected but no connector holds its connection any more (it went away mid-action).
 *
 * @example
 * if (error instanceof NoConnectionClientError) airlock.open() // reconnect
 */
export class NoConnectionClientError extends BaseError {
  override name = 'NoConnectionClientError'
  readonly namespace: string

  constructor(namespace: string) {
    super(ErrorMessages.NO_CONNECTION_CLIENT, { metaMessages: [`Namespace: ${namespace}`] })
    this.namespace = namespace
  }
}

/**
 * A request was made while the kit was still restoring the connection of an earlier visit (the account already
 * shows as connected) and that connection did not come back within the wait: the embedded wallet's frame load
 * timeout, 20 s.
 *
 * @example
 * if (error instanceof ConnectionRestoreTimeoutError) airlock.open() // connect again
 */
export class ConnectionRestoreTimeoutError extends BaseError {
  override name = 'ConnectionRestoreTimeoutError'
  readonly namespace: string

  constructor(namespace: string, timeoutMs: number) {
    super(ErrorMessages.CONNECTION_RESTORE_TIMEOUT, {
      metaMessages: [`Namespace: ${namespace}`, `Waited: ${timeoutMs} ms`],
    })
    this.namespace = namespace
  }
}

/**
 * A contract write needs the active network and account, and one of them is missing.
 *
 * @example
 * if (error instanceof CaipNetworkOrAddressUndefinedError) airlock.open()
 */
export class CaipNetworkOrAddressUndefinedError extends BaseError {
  override name = 'CaipNetworkOrAddressUndefinedError'

  constructor() {
    super(ErrorMessages.CAIP_NETWORK_OR_ADDRESS_UNDEFINED)
  }
}

/**
 * No adapter serves the namespace (the dapp did not pass one in `adapters`).
 *
 * @example
 * createAirlock({ ..., adapters: [createEvmAdapter()] }) // then connecting a solana wallet throws this
 */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError'
  readonly namespace: string

  constructor(namespace: string) {
    super(ErrorMessages.ADAPTER_NOT_FOUND, { metaMessages: [`Namespace: ${namespace}`] })
    this.namespace = namespace
  }
}

/**
 * The embedded wallet signed the visitor in (email code, social or Farcaster), but the kit could not take up
 * that session as a connection: its provider still answered for a signed-out session, or the wallet went away
 * in between. The login form shows this rather than the provider's raw refusal; the cause keeps it.
 *
 * @example
 * if (error instanceof AuthInitializationError) await airlock.embeddedActions.connectEmail(email) // try again
 */
export class AuthInitializationError extends BaseError {
  override name = 'AuthInitializationError'

  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.AUTH_INITIALIZATION_FAILED, parameters)
  }
}

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
