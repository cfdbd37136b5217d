import { BaseError, type BaseErrorParameters } from '../errors/base.ts'
import { ErrorMessages, RpcErrorCode } from '../errors.ts'

/**
 * The action does not work on the namespace of the active network (a send on a namespace other than eip155
 * and solana fails as unsupported).
 *
 * @example
 * if (error instanceof UnsupportedChainError) showHint(`Sending is not available on ${error.chain}`)
 */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  readonly chain: string

  constructor(chain: string, parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.UNSUPPORTED_CHAIN, { metaMessages: [`Chain: ${chain}`], ...parameters })
    this.chain = chain
  }
}

/**
 * The wallet is on a chain the dapp did not configure, or refused to add the one asked for: nothing is sent to
 * a chain the visitor did not choose.
 *
 * @example
 * if (error instanceof ChainNotSupportedError) await airlock.open({ view: 'Networks' })
 */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  readonly chain: string

  constructor(chain: string, parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.CHAIN_NOT_SUPPORTED, { metaMessages: [`Chain: ${chain}`], ...parameters })
    this.chain = chain
  }
}

/**
 * Switching the wallet to `chain` failed: the WalletConnect session did not approve that chain, or the wallet
 * cannot switch (code 4902, so an adapter may try to add the chain first, as with an injected wallet).
 *
 * @example
 * if (error instanceof ChainSwitchError) console.warn(`still on the old chain, ${error.chain} refused`)
 */
export class ChainSwitchError extends BaseError {
  override name = 'ChainSwitchError'
  readonly chain: string

  constructor(chain: string, parameters: Omit<BaseErrorParameters, 'code'> = {}) {
    super(ErrorMessages.CHAIN_SWITCH_FAILED(chain), { ...parameters, code: RpcErrorCode.SWITCH_CHAIN_ERROR })
    this.chain = chain
  }
}
