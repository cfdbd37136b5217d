import { BaseError } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'

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
 * A WalletConnect session granted `chain`'s namespace without a single chain of it (empty accounts are valid in a
 * session), so a request there has nowhere to go: it is refused here rather than sent with no chain.
 *
 * @example
 * if (error instanceof RpcProviderNotFoundError) await airlock.disconnect() // reconnect, approving a chain
 */
export class RpcProviderNotFoundError extends BaseError {
  override name = 'RpcProviderNotFoundError'
  readonly chain: string

  constructor(chain: string) {
    super(ErrorMessages.RPC_PROVIDER_NOT_FOUND(chain))
    this.chain = chain
  }
}
