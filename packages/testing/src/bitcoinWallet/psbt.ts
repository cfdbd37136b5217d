import { invalidParams, unauthorized } from '@airlock/wallet-engine'
import * as btc from '@scure/btc-signer'
import type { BitcoinKey } from './keys.ts'

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) =>
  a !== undefined && a.length === b.length && a.every((byte, i) => byte === b[i])

/** Decodes a PSBT, as a -32602 error when it does not parse. */
export function parsePsbt(bytes: Uint8Array): btc.Transaction {
  try {
    return btc.Transaction.fromPSBT(bytes, { allowUnknownOutputs: true })
  } catch (error) {
    throw invalidParams(`signPsbt: the PSBT could not be decoded: ${(error as Error).message}`)
  }
}

/**
 * Which inputs to sign: `signInputs` ({ address: input indexes }, sats-connect's form) for the wallet's own
 * addresses only; without it, every input spending one of the wallet's scripts.
 */
export function inputsToSign(
  key: BitcoinKey,
  tx: btc.Transaction,
  signInputs: Record<string, unknown> | undefined,
): number[] {
  const owned = [key.payment.address, key.ordinals.address]
  if (signInputs === undefined) {
    const indexes: number[] = []
    for (let index = 0; index < tx.inputsLength; index++) {
      const script = tx.getInput(index).witnessUtxo?.script
      if (sameBytes(script, key.payment.script) || sameBytes(script, key.ordinals.script)) indexes.push(index)
    }
    return indexes
  }
  const indexes = new Set<number>()
  for (const [address, list] of Object.entries(signInputs)) {
    if (!owned.includes(address)) throw unauthorized(`signPsbt: ${address} is not an address of this wallet.`)
    if (!Array.isArray(list))
      throw invalidParams(`signPsbt: signInputs["${address}"] must list input indexes.`)
    for (const index of list) {
      if (!Number.isInteger(index) || index < 0 || index >= tx.inputsLength) {
        throw invalidParams(`signPsbt: the PSBT has no input ${JSON.stringify(index)}.`)
      }
      indexes.add(index)
    }
  }
  return [...indexes]
}

/**
 * Signs the given inputs (p2wpkh with the key, p2tr on the key path with its tweak), without finalizing:
 * the dapp may still add signatures. A taproot input of the wallet that lacks tapInternalKey gets it, as
 * wallets do, since the signer needs it to tweak.
 */
export function signPsbtInputs(
  key: BitcoinKey,
  tx: btc.Transaction,
  indexes: number[],
  sigHash?: number,
): void {
  for (const index of indexes) {
    const input = tx.getInput(index)
    if (sameBytes(input.witnessUtxo?.script, key.ordinals.script) && !input.tapInternalKey) {
      tx.updateInput(index, { tapInternalKey: key.ordinals.publicKey }, true)
    }
    if (sigHash !== undefined && input.sighashType === undefined) {
      tx.updateInput(index, { sighashType: sigHash }, true)
    }
    let signed: boolean
    try {
      signed = tx.signIdx(key.privateKey, index, sigHash === undefined ? undefined : [sigHash])
    } catch (error) {
      throw invalidParams(`signPsbt: input ${index} cannot be signed: ${(error as Error).message}`)
    }
    if (!signed) throw invalidParams(`signPsbt: input ${index} does not spend an output of this wallet.`)
  }
}

/** Finalizes every input and returns the raw transaction, for broadcast. */
export function finalizeForBroadcast(tx: btc.Transaction): string {
  try {
    tx.finalize()
  } catch (error) {
    throw invalidParams(`signPsbt: the transaction cannot be finalized: ${(error as Error).message}`)
  }
  return tx.hex
}
