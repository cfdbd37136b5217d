/*
 * Input checks of the Bitcoin test chain: p2wpkh (BIP-143 ECDSA) and p2tr key path (BIP-341 Schnorr), the
 * two output types the Airlock wallets use. @noble/curves v2 (btc-signer's own) is nested under
 * @scure/btc-signer and not resolvable from this package, and btc-signer exports no verification, so the
 * checks use the workspace's @noble/curves 1.x.
 */
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import { OutScript, p2pkh, p2wpkh, type Transaction } from '@scure/btc-signer'
import { rejected } from './rejection.ts'

/** An output being spent: its script and value. */
export interface SpentOutput {
  script: Uint8Array
  value: bigint
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

const scriptFailure = (index: number, why: string) =>
  rejected(`mandatory-script-verify-flag-failed (${why}), input ${index}`)

function checkP2wpkh(tx: Transaction, index: number, spent: SpentOutput): void {
  const input = tx.getInput(index)
  const witness = input.finalScriptWitness ?? []
  const [signature, publicKey] = witness
  if (input.finalScriptSig?.length) throw scriptFailure(index, 'Witness requires empty scriptSig')
  if (witness.length !== 2 || !signature || !publicKey || signature.length < 9) {
    throw scriptFailure(index, 'Witness program hash mismatch')
  }
  let own: Uint8Array
  try {
    own = p2wpkh(publicKey).script
  } catch {
    throw scriptFailure(index, 'Witness program hash mismatch')
  }
  if (!sameBytes(own, spent.script)) throw scriptFailure(index, 'Witness program hash mismatch')
  const hashType = signature[signature.length - 1]!
  let valid = false
  try {
    const hash = tx.preimageWitnessV0(index, p2pkh(publicKey).script, hashType, spent.value)
    // Low-S, as bitcoind's standardness rules require.
    valid = secp256k1.verify(signature.subarray(0, -1), hash, publicKey, {
      lowS: true,
      prehash: false,
      format: 'der',
    })
  } catch {
    valid = false
  }
  if (!valid) throw scriptFailure(index, 'Signature must be zero for failed CHECK(MULTI)SIG operation')
}

function checkP2trKeyPath(
  tx: Transaction,
  index: number,
  spent: SpentOutput,
  all: readonly SpentOutput[],
): void {
  const input = tx.getInput(index)
  const witness = input.finalScriptWitness ?? []
  const [signature] = witness
  if (input.finalScriptSig?.length) throw scriptFailure(index, 'Witness requires empty scriptSig')
  if (witness.length !== 1 || !signature) {
    throw rejected(
      `non-standard input ${index}: the Airlock Bitcoin TEST chain verifies taproot key-path spends only`,
    )
  }
  if (signature.length !== 64 && signature.length !== 65)
    throw scriptFailure(index, 'Invalid Schnorr signature size')
  const hashType = signature.length === 65 ? signature[64]! : 0
  if (signature.length === 65 && hashType === 0)
    throw scriptFailure(index, 'Invalid Schnorr signature hash type')
  let valid = false
  try {
    const hash = tx.preimageWitnessV1(
      index,
      all.map((output) => output.script),
      hashType,
      all.map((output) => output.value),
    )
    valid = schnorr.verify(signature.subarray(0, 64), hash, spent.script.subarray(2))
  } catch {
    valid = false
  }
  if (!valid) throw scriptFailure(index, 'Invalid Schnorr signature')
}

/**
 * Throws a TransactionRejectedError unless every input of `tx` is a valid p2wpkh or p2tr key-path spend of
 * `spent[i]` (the outputs it spends, in input order).
 */
export function verifyInputs(tx: Transaction, spent: readonly SpentOutput[]): void {
  for (let index = 0; index < tx.inputsLength; index++) {
    const output = spent[index]!
    let type: string
    try {
      type = OutScript.decode(output.script).type
    } catch {
      type = 'unknown'
    }
    if (type === 'wpkh') checkP2wpkh(tx, index, output)
    else if (type === 'tr') checkP2trKeyPath(tx, index, output, spent)
    else {
      throw rejected(
        `non-standard input ${index}: the Airlock Bitcoin TEST chain verifies p2wpkh and p2tr key-path spends only (this one spends ${type})`,
      )
    }
  }
}
