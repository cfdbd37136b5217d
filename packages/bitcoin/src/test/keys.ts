import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr, sha256 } from '@scure/btc-signer/utils.js'
import { signBip322Simple } from '../bip322/index.ts'
import { type BitcoinNetworkParams, networkParamsOf } from '../chains.ts'
import { bytesToHex } from '../encoding.ts'

export const REGTEST = '0f9188f13cb7b2c71f2a335e3a4fc328'

/** A deterministic test key with its regtest p2wpkh (payment) and p2tr (ordinals) addresses. */
export function testKey(label: string, params: BitcoinNetworkParams = networkParamsOf(REGTEST)) {
  const privateKey = sha256(new TextEncoder().encode(label))
  const publicKey = pubECDSA(privateKey, true)
  return {
    privateKey,
    publicKeyHex: bytesToHex(publicKey),
    payment: p2wpkh(publicKey, params).address as string,
    ordinals: p2tr(pubSchnorr(privateKey), undefined, params).address as string,
    xOnlyHex: bytesToHex(pubSchnorr(privateKey)),
  }
}

export type TestKey = ReturnType<typeof testKey>

/** BIP-322 simple signature of `address` (payment or ordinals of the key). */
export function signMessageWith(key: TestKey, address: string, message: string): string {
  return signBip322Simple({ privateKey: key.privateKey, address, message })
}

/** Signs every input of a PSBT the key can sign, as a wallet does (not finalized). */
export function signPsbtWith(key: TestKey, psbt: Uint8Array): Uint8Array {
  const tx = Transaction.fromPSBT(psbt)
  tx.sign(key.privateKey)
  return tx.toPSBT()
}
