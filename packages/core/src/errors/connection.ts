import { ErrorMessages, RpcErrorCode } from '../errors.ts'
import { BaseError, type BaseErrorParameters } from './base.ts'

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
 * WalletConnect was asked for but the kit has none: no relay is known (no `cloudUrl`, no
 * `walletConnect.relayUrl`).
 *
 * @example
 * if (error instanceof WalletConnectConnectorNotFoundError) console.error('set cloudUrl or walletConnect.relayUrl')
 */
export class WalletConnectConnectorNotFoundError extends BaseError {
  override name = 'WalletConnectConnectorNotFoundError'

  constructor() {
    super(ErrorMessages.WALLET_CONNECT_CONNECTOR_NOT_FOUND)
  }
}

/**
 * The connection the request needed was closed before (the kit was destroyed, or its relay connection
 * stopped). Code 4900: the provider is disconnected.
 *
 * @example
 * if (error instanceof ConnectionClosedError) airlock = createAirlock(options) // start a new kit
 */
export class ConnectionClosedError extends BaseError {
  override name = 'ConnectionClosedError'

  constructor(parameters: Omit<BaseErrorParameters, 'code'> = {}) {
    super(ErrorMessages.CONNECTION_ALREADY_CLOSED, { ...parameters, code: RpcErrorCode.DISCONNECTED })
  }
}
