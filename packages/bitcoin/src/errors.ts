import { BaseError, type BaseErrorParameters } from '@airlock/core'
import { RpcErrorCode } from '@airlock/core/internal'

/**
 * The network's Esplora API (its `rpcUrls.default` url) answered with an error or could not be reached: a
 * broadcast the node refused says why in `details` (`sendrawtransaction RPC error: …`).
 *
 * @example
 * if (error instanceof EsploraError && error.status === 400) console.error('refused:', error.details)
 */
export class EsploraError extends BaseError {
  override name = 'EsploraError'
  readonly status: number | undefined
  readonly url: string

  constructor(url: string, parameters: BaseErrorParameters & { status?: number | undefined } = {}) {
    const { status, ...rest } = parameters
    super(
      status === undefined ? 'The Bitcoin API could not be reached' : 'The Bitcoin API refused the request',
      {
        ...rest,
        metaMessages: [`URL: ${url}`, ...(status === undefined ? [] : [`Status: ${status}`])],
      },
    )
    this.status = status
    this.url = url
  }
}

/**
 * The payment address's unspent outputs do not cover the amount and the network fee.
 *
 * @example
 * if (error instanceof InsufficientBitcoinError) showHint(`You have ${error.available} sats`)
 */
export class InsufficientBitcoinError extends BaseError {
  override name = 'InsufficientBitcoinError'
  readonly available: bigint
  readonly amount: bigint

  constructor(available: bigint, amount: bigint) {
    super('Insufficient funds for the amount and the network fee', {
      metaMessages: [`Available: ${available} sats`, `Amount: ${amount} sats`],
    })
    this.available = available
    this.amount = amount
  }
}

/**
 * The connected wallet cannot do what was asked: it offers neither a transfer nor PSBT signing (some
 * WalletConnect wallets only sign messages), or the payment address is of a type the adapter cannot spend.
 * Code 4200 (unsupported method).
 *
 * @example
 * if (error instanceof BitcoinWalletUnsupportedError) hideSendButton()
 */
export class BitcoinWalletUnsupportedError extends BaseError {
  override name = 'BitcoinWalletUnsupportedError'

  constructor(what: string, parameters: Omit<BaseErrorParameters, 'code'> = {}) {
    super(`The wallet does not support ${what}`, { ...parameters, code: RpcErrorCode.UNSUPPORTED_METHOD })
  }
}

/**
 * A sent transaction was not in a block within the wait (Bitcoin blocks take minutes): it may still confirm.
 *
 * @example
 * if (error instanceof TransactionNotConfirmedError) toast(`Sent; ${error.txid} is still unconfirmed`)
 */
export class TransactionNotConfirmedError extends BaseError {
  override name = 'TransactionNotConfirmedError'
  readonly txid: string

  constructor(txid: string, waitedMs: number) {
    super('The transaction is not confirmed yet', {
      metaMessages: [`Transaction: ${txid}`, `Waited: ${Math.round(waitedMs / 1000)} s`],
    })
    this.txid = txid
  }
}

/** A sats-connect provider's JSON-RPC error envelope, kept as the cause of the WalletError the dapp sees. */
export class SatsConnectRpcError extends Error {
  override name = 'SatsConnectRpcError'
  readonly code: number | undefined

  constructor(message: string, code: number | undefined) {
    super(message)
    this.code = code
  }
}

/**
 * The recipient is not a valid address on the network of the send (a mainnet address on testnet, a typo).
 *
 * @example
 * if (error instanceof InvalidBitcoinAddressError) form.setError('to', error.shortMessage)
 */
export class InvalidBitcoinAddressError extends BaseError {
  override name = 'InvalidBitcoinAddressError'
  readonly address: string

  constructor(address: string, parameters: BaseErrorParameters = {}) {
    super('Invalid Bitcoin address for this network', {
      ...parameters,
      metaMessages: [`Address: ${address}`],
    })
    this.address = address
  }
}
