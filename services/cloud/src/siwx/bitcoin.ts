import { verifyBitcoinMessage } from '@airlock/bitcoin/bip322'
import { BITCOIN_NETWORKS, type BitcoinNetworkName } from '../bitcoin/network.ts'

/**
 * Whether `signature` (base64) is the address's signature of the message: BIP-322 simple (p2wpkh, p2sh-p2wpkh,
 * p2tr), or a legacy BIP-137 compact ECDSA signature, which wallets that ignore `protocol: 'BIP322'` send for
 * p2pkh and p2wpkh addresses. Bad input and address types without a key-path signature are false.
 *
 * @example
 * verifyBitcoinSignIn({ address: 'bcrt1q…', message, signature, network: 'regtest' }) // true
 */
export function verifyBitcoinSignIn(input: {
  address: string
  message: string
  signature: string
  network: BitcoinNetworkName
}): boolean {
  try {
    return verifyBitcoinMessage({
      address: input.address,
      message: input.message,
      signature: input.signature,
      network: BITCOIN_NETWORKS[input.network],
    })
  } catch {
    // UnsupportedBitcoinAddressError: p2wsh and other script addresses cannot sign a simple message.
    return false
  }
}
