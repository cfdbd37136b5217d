import { BaseError, type BaseErrorParameters } from '@airlock/core'

/**
 * The address is a valid Bitcoin address of a type the message helpers cannot sign or verify for (p2wsh,
 * script-path taproot, bare multisig, future witness versions). Supported: p2pkh and p2sh-p2wpkh (legacy
 * BIP-137 signatures; p2sh-p2wpkh also BIP-322 simple), p2wpkh and p2tr key path (BIP-322 simple and, for
 * p2wpkh, BIP-137).
 *
 * @example
 * try {
 *   verifyBitcoinMessage({ address, message, signature })
 * } catch (error) {
 *   if (error instanceof UnsupportedBitcoinAddressError) console.warn(`cannot check ${error.addressType}`)
 * }
 */
export class UnsupportedBitcoinAddressError extends BaseError {
  override name = 'UnsupportedBitcoinAddressError'
  readonly address: string
  readonly addressType: string

  constructor(address: string, addressType: string, parameters: BaseErrorParameters = {}) {
    super(`Bitcoin messages cannot be signed or verified for ${addressType} addresses.`, {
      metaMessages: [`Address: ${address}`],
      ...parameters,
    })
    this.address = address
    this.addressType = addressType
  }
}

/**
 * Signing was asked with a private key that does not own the address (or an address that does not decode on
 * the network): the signature would never verify, so none is made.
 *
 * @example
 * try {
 *   signBip322Simple({ privateKey, address, message })
 * } catch (error) {
 *   if (error instanceof BitcoinMessageSigningError) console.error(error.shortMessage)
 * }
 */
export class BitcoinMessageSigningError extends BaseError {
  override name = 'BitcoinMessageSigningError'
  readonly address: string

  constructor(address: string, reason: string, parameters: BaseErrorParameters = {}) {
    super(`Cannot sign a Bitcoin message for ${address}.`, { details: reason, ...parameters })
    this.address = address
  }
}
