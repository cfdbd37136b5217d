import { REGTEST_NETWORK } from '@airlock/bitcoin/bip322'
import * as btc from '@scure/btc-signer'
import { hexToBytes } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

/** The wallet's Bitcoin key and its payment address (p2wpkh) on the test chain (regtest format, bcrt1q…). */
export interface BitcoinKey {
  privateKey: Uint8Array
  /** Compressed secp256k1 public key (33 bytes). */
  publicKey: Uint8Array
  publicKeyHex: string
  address: string
  /** The address's output script. */
  script: Uint8Array
  network: typeof REGTEST_NETWORK
}

/**
 * The payment key of a 32-byte secp256k1 private key in hex. The public key comes from viem's secp256k1 (the
 * wallet has it already), compressed here.
 *
 * @example
 * const key = bitcoinKeyFromHex(BITCOIN_ACCOUNT.privateKeyHex)
 * key.address // 'bcrt1qnalzr4d87q7275e285ftw3x0yg9ymx4ekcggt8'
 */
export function bitcoinKeyFromHex(privateKeyHex: string): BitcoinKey {
  const hex = privateKeyHex.replace(/^0x/, '')
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('A Bitcoin private key is 32 bytes of hex.')
  const uncompressed = hexToBytes(privateKeyToAccount(`0x${hex}`).publicKey)
  const publicKey = new Uint8Array(33)
  publicKey[0] = ((uncompressed[64] as number) & 1) === 1 ? 0x03 : 0x02
  publicKey.set(uncompressed.slice(1, 33), 1)
  const payment = btc.p2wpkh(publicKey, REGTEST_NETWORK)
  return {
    privateKey: hexToBytes(`0x${hex}`),
    publicKey,
    publicKeyHex: Array.from(publicKey, (byte) => byte.toString(16).padStart(2, '0')).join(''),
    address: payment.address as string,
    script: payment.script,
    network: REGTEST_NETWORK,
  }
}
