import { ErrorMessages } from '../errors.ts'
import { BaseError } from './base.ts'

// UnavailableRpcUrlError lives in unavailableRpcUrl.ts: only the lazily loaded transport raises it, and a file
// of its own keeps it out of the page-load chunk (which needs NoRpcUrlError, for defineNetwork).

/**
 * A network has no RPC endpoint at all: neither the cloud gateway nor an endpoint of its own.
 *
 * @example
 * if (error instanceof NoRpcUrlError) console.error(`Give ${error.chain} an RPC url`)
 */
export class NoRpcUrlError extends BaseError {
  override name = 'NoRpcUrlError'
  readonly chain: string | undefined

  constructor(chain?: string) {
    super(ErrorMessages.NO_RPC_URL, { metaMessages: chain ? [`Chain: ${chain}`] : [] })
    this.chain = chain
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
