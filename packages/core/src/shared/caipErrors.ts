import { BaseError } from '../errors/base.ts'
import { ErrorMessages } from '../errors.ts'

/*
 * Which one is thrown where (core caip.ts): the strict parsers and builders of values the developer or our own
 * code put together name the standard (CAIP-2, CAIP-10); the narrowing of values a wallet or storage handed us
 * says 'Invalid CAIP Address', the one text callers match to tell "the wallet gave us garbage" apart.
 */

/** The value, shortened: a hostile wallet may hand over megabytes. */
const shown = (value: string) => (value.length > 140 ? `${value.slice(0, 140)}…` : value)

/**
 * A CAIP-2 network id that is not `namespace:reference` with a known namespace.
 *
 * @example
 * parseCaipNetworkId('eip155') // throws InvalidCaip2NetworkIdError, error.value === 'eip155'
 */
export class InvalidCaip2NetworkIdError extends BaseError {
  override name = 'InvalidCaip2NetworkIdError'
  readonly value: string

  constructor(value: string) {
    super(ErrorMessages.INVALID_CAIP2_NETWORK_ID, { metaMessages: [`Value: ${shown(value)}`] })
    this.value = value
  }
}

/**
 * A CAIP-10 account id that is not `namespace:reference:address`.
 *
 * @example
 * parseCaipAddress('eip155:1') // throws InvalidCaip10AddressError
 */
export class InvalidCaip10AddressError extends BaseError {
  override name = 'InvalidCaip10AddressError'
  readonly value: string

  constructor(value: string) {
    super(ErrorMessages.INVALID_CAIP10_ADDRESS, { metaMessages: [`Value: ${shown(value)}`] })
    this.value = value
  }
}

/**
 * A CAIP address from a wallet or storage that is not one.
 *
 * @example
 * validateCaipAddress(fromWallet) // throws InvalidCaipAddressError for garbage
 */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  readonly value: string

  constructor(value: string) {
    super(ErrorMessages.INVALID_CAIP_ADDRESS, { metaMessages: [`Value: ${shown(value)}`] })
    this.value = value
  }
}
