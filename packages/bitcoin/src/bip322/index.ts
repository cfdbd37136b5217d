/**
 * Bitcoin message signatures for Sign-In with Bitcoin and wallets: BIP-322 simple (p2wpkh, p2sh-p2wpkh,
 * p2tr key path) and legacy BIP-137 compact ECDSA (p2pkh, p2sh-p2wpkh, p2wpkh), on @scure/btc-signer.
 */
export { BitcoinMessageSigningError, UnsupportedBitcoinAddressError } from './errors.ts'
export { bip137MessageHash } from './legacy.ts'
export {
  type BitcoinMessageNetwork,
  type BitcoinNetworkName,
  type BitcoinNetworkParams,
  REGTEST_NETWORK,
} from './network.ts'
export { type SignBitcoinMessageParameters, signBip137Message, signBip322Simple } from './sign.ts'
export { bip322MessageHash } from './toSign.ts'
export { type VerifyBitcoinMessageParameters, verifyBitcoinMessage } from './verify.ts'
