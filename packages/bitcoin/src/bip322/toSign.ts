import { Script, Transaction } from '@scure/btc-signer'
import { sha256 } from '@scure/btc-signer/utils.js'

const utf8 = new TextEncoder()

/**
 * BIP-340 tagged hash of the message, tag 'BIP0322-signed-message' (the BIP's "message hash").
 *
 * @example
 * hex.encode(bip322MessageHash('Hello World')) // 'f0eb03b1…de0a7a'
 */
export function bip322MessageHash(message: string): Uint8Array {
  const tag = sha256(utf8.encode('BIP0322-signed-message'))
  const body = utf8.encode(message)
  const data = new Uint8Array(tag.length * 2 + body.length)
  data.set(tag, 0)
  data.set(tag, tag.length)
  data.set(body, tag.length * 2)
  return sha256(data)
}

/**
 * BIP-322's virtual `to_spend` transaction: version 0, one input spending the null outpoint with
 * scriptSig `OP_0 <message hash>`, one 0-sat output paying the address's script.
 *
 * @example
 * const script = OutScript.encode(Address(NETWORK).decode(address))
 * bip322ToSpend(script, 'Hello World').id // the BIP's to_spend txid for that address
 */
export function bip322ToSpend(script: Uint8Array, message: string): Transaction {
  const tx = new Transaction({
    version: 0,
    allowUnknownInputs: true,
    allowUnknownOutputs: true,
    disableScriptCheck: true,
  })
  // Outputs first: scure treats an input that carries finalScriptSig as signed and freezes the outputs.
  tx.addOutput({ script, amount: 0n })
  tx.addInput({
    txid: new Uint8Array(32),
    index: 0xffffffff,
    sequence: 0,
    finalScriptSig: Script.encode(['OP_0', bip322MessageHash(message)]),
  })
  return tx
}

/**
 * BIP-322's virtual `to_sign` transaction: version 0, spends output 0 of `to_spend` (sequence 0), one
 * 0-sat OP_RETURN output. `input` adds the fields signing needs (tapInternalKey, redeemScript). A wallet
 * that signs PSBTs can sign this one (`toPSBT()`) and return the input's witness as the signature.
 *
 * @example
 * const tx = bip322ToSign(script, 'Hello World')
 * tx.signIdx(privateKey, 0)
 * tx.finalizeIdx(0)
 */
export function bip322ToSign(
  script: Uint8Array,
  message: string,
  input: { tapInternalKey?: Uint8Array; redeemScript?: Uint8Array } = {},
): Transaction {
  const tx = new Transaction({ version: 0, allowUnknownOutputs: true, disableScriptCheck: true })
  tx.addInput({
    txid: bip322ToSpend(script, message).id,
    index: 0,
    sequence: 0,
    witnessUtxo: { script, amount: 0n },
    ...input,
  })
  tx.addOutput({ script: Script.encode(['RETURN']), amount: 0n })
  return tx
}
