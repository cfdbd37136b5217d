import { ErrorMessages, RpcErrorCode } from '../errors.ts'
import { BaseError, type BaseErrorParameters } from './base.ts'

/**
 * The connection the request needed was closed before (the kit was destroyed, or its relay connection
 * stopped). Code 4900: the provider is disconnected. It lives with BaseError rather than in a capability's folder
 * because no one capability owns it: a destroyed kit refuses every later action with it (kit.ts), and destroy()
 * ends the waits still pending in the embedded wallet, WalletConnect and the connect flow with it
 * (kitDestroyed.ts).
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
