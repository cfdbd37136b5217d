import { p2pkh, p2sh, p2tr, p2wpkh, RawWitness, SigHash } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { type DecodedAddress, sameBytes } from './address.ts'
import { verifyEcdsaDer, verifySchnorr } from './ecc.ts'
import { bip322ToSign } from './toSign.ts'

/** Checks a BIP-322 "simple" signature (the to_sign input's witness stack) for a p2wpkh, p2sh-p2wpkh or p2tr address. */
export function verifyBip322Simple(address: DecodedAddress, message: string, signature: Uint8Array): boolean {
  let witness: Uint8Array[]
  try {
    witness = RawWitness.decode(signature)
  } catch {
    return false
  }
  if (address.type === 'wpkh' || address.type === 'sh') {
    const [der, publicKey] = witness
    if (witness.length !== 2 || !der || !publicKey || der.length < 9 || publicKey.length !== 33) return false
    let own: Uint8Array
    try {
      own = address.type === 'wpkh' ? p2wpkh(publicKey).script : p2sh(p2wpkh(publicKey)).script
    } catch {
      return false
    }
    if (!sameBytes(own, address.script)) return false
    // BIP-322 signs the whole to_sign transaction: SIGHASH_ALL only.
    const hashType = der[der.length - 1]
    if (hashType !== SigHash.ALL) return false
    const hash = bip322ToSign(address.script, message).preimageWitnessV0(
      0,
      p2pkh(publicKey).script,
      hashType,
      0n,
    )
    return verifyEcdsaDer(der.subarray(0, -1), hash, publicKey)
  }
  if (address.type === 'tr') {
    const [schnorrSig] = witness
    // One element: a key-path spend. Script-path witnesses (several elements) are not "simple" for us.
    if (witness.length !== 1 || !schnorrSig || (schnorrSig.length !== 64 && schnorrSig.length !== 65))
      return false
    // BIP-341: a 65-byte signature names its sighash explicitly, and 0x00 there is invalid.
    const hashType = schnorrSig.length === 65 ? schnorrSig[64] : SigHash.DEFAULT
    if (hashType !== SigHash.DEFAULT && hashType !== SigHash.ALL) return false
    if (schnorrSig.length === 65 && hashType === SigHash.DEFAULT) return false
    const hash = bip322ToSign(address.script, message).preimageWitnessV1(0, [address.script], hashType, [0n])
    return verifySchnorr(schnorrSig.subarray(0, 64), hash, address.script.subarray(2))
  }
  // p2pkh has no simple form (BIP-322 uses the full format there); BIP-137 covers it.
  return false
}

/** The witness of a BIP-322 simple signature by `privateKey`, or undefined when the key does not own the address. */
export function signBip322Witness(
  address: DecodedAddress,
  message: string,
  privateKey: Uint8Array,
): Uint8Array | undefined {
  let tx: ReturnType<typeof bip322ToSign>
  if (address.type === 'tr') {
    const internalKey = pubSchnorr(privateKey)
    if (!sameBytes(p2tr(internalKey).script, address.script)) return undefined
    tx = bip322ToSign(address.script, message, { tapInternalKey: internalKey })
  } else if (address.type === 'wpkh' || address.type === 'sh') {
    const inner = p2wpkh(pubECDSA(privateKey, true))
    const own = address.type === 'wpkh' ? inner.script : p2sh(inner).script
    if (!sameBytes(own, address.script)) return undefined
    tx = bip322ToSign(address.script, message, address.type === 'sh' ? { redeemScript: inner.script } : {})
  } else {
    return undefined
  }
  tx.signIdx(privateKey, 0)
  tx.finalizeIdx(0)
  const witness = tx.getInput(0).finalScriptWitness
  return witness && RawWitness.encode(witness)
}
