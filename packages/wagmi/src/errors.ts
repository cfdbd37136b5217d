import { BaseError } from '@airlock/core'

/** The modal asked for a connector the dapp's wagmi config does not have (or no longer has). */
export class WagmiConnectorNotFoundError extends BaseError {
  override name = 'WagmiConnectorNotFoundError'
  constructor(connectorId: string) {
    super(`No wagmi connector "${connectorId}"`, {
      details: 'The connector is not in the wagmi config given to createWagmiAdapter',
    })
  }
}
