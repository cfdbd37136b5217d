import {
  createKeyPairFromPrivateKeyBytes,
  getAddressFromPublicKey,
  getBase16Encoder,
  signBytes,
} from '@solana/kit'

/** The wallet's Solana key: an Ed25519 key pair held as non-extractable WebCrypto keys. */
export interface SolanaSigner {
  /** Base58 address (the public key). */
  address: string
  sign(message: Uint8Array): Promise<Uint8Array>
}

/**
 * The signer of a 32-byte Ed25519 seed in hex (the form `devnetSolanaAccounts` uses). WebCrypto Ed25519 does
 * the work, in the browser and in Node alike.
 *
 * @example
 * const signer = await createSolanaSigner(SOLANA_ACCOUNT.seedHex)
 * signer.address // 'DA642rUDN2CMmMqdDj88PJ1pVNSZS5RzuMTeSbLhMCoU'
 * const signature = await signer.sign(new TextEncoder().encode('hello'))
 */
export async function createSolanaSigner(seedHex: string): Promise<SolanaSigner> {
  const hex = seedHex.replace(/^0x/, '')
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error('A Solana seed is 32 bytes of hex.')
  const seed = new Uint8Array(getBase16Encoder().encode(hex.toLowerCase()))
  const keyPair = await createKeyPairFromPrivateKeyBytes(seed)
  const address = await getAddressFromPublicKey(keyPair.publicKey)
  return {
    address,
    sign: async (message) => new Uint8Array(await signBytes(keyPair.privateKey, message)),
  }
}
