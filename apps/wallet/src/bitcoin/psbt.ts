import { ProviderRpcError } from '@airlock/wallet-engine'
import { base64 } from '@scure/base'
import * as btc from '@scure/btc-signer'
import type { BitcoinKey } from './keys.ts'
import { record } from './transfer.ts'

const invalidParams = (message: string) => new ProviderRpcError(-32602, message)

/** signPsbt's params, checked: the PSBT, which inputs to sign (and with which sighash), and broadcast. */
export interface PsbtRequest {
  tx: btc.Transaction
  inputs: { index: number; sighashTypes?: number[] }[]
  broadcast: boolean
}

/** One output as the sheet shows it. */
export interface PsbtOutput {
  address: string
  amount: bigint
  /** Pays the wallet's own address (change). */
  mine: boolean
}

/** Reads signPsbt { account, psbt: base64, signInputs: [{ address, index, sighashTypes? }], broadcast? }. */
export function parsePsbtRequest(key: BitcoinKey, params: unknown): PsbtRequest {
  const input = record(params)
  if (typeof input.psbt !== 'string' || input.psbt === '') throw invalidParams('psbt must be a base64 PSBT.')
  let tx: btc.Transaction
  try {
    tx = btc.Transaction.fromPSBT(base64.decode(input.psbt), { allowUnknownOutputs: true })
  } catch (error) {
    throw invalidParams(`The PSBT could not be decoded: ${(error as Error).message}`)
  }
  const list = input.signInputs
  if (!Array.isArray(list)) throw invalidParams('signInputs must list { address, index } entries.')
  const inputs = list.map((entry: unknown) => {
    const { address, index, sighashTypes } = record(entry)
    if (address !== key.address)
      throw new ProviderRpcError(4100, `${String(address)} is not an address of this wallet.`)
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= tx.inputsLength) {
      throw invalidParams(`The PSBT has no input ${JSON.stringify(index)}.`)
    }
    if (
      sighashTypes !== undefined &&
      (!Array.isArray(sighashTypes) || !sighashTypes.every(Number.isInteger))
    ) {
      throw invalidParams('sighashTypes must be a list of sighash numbers.')
    }
    return { index, ...(sighashTypes ? { sighashTypes: sighashTypes as number[] } : {}) }
  })
  return { tx, inputs, broadcast: input.broadcast === true }
}

/** The PSBT's outputs with addresses (or 'OP_RETURN' / 'unknown script'). */
export function psbtOutputs(key: BitcoinKey, tx: btc.Transaction): PsbtOutput[] {
  const outputs: PsbtOutput[] = []
  for (let index = 0; index < tx.outputsLength; index++) {
    const output = tx.getOutput(index)
    const script = output.script ?? new Uint8Array()
    let address: string
    try {
      address = btc.Address(key.network).encode(btc.OutScript.decode(script))
    } catch {
      address = script[0] === 0x6a ? 'OP_RETURN' : 'unknown script'
    }
    outputs.push({ address, amount: output.amount ?? 0n, mine: address === key.address })
  }
  return outputs
}

/**
 * Signs the requested inputs with the payment key and answers { psbt } (base64, not finalized, so the dapp
 * may add signatures); with broadcast, finalizes, sends through `broadcast` and adds the txid.
 */
export async function signPsbt(
  key: BitcoinKey,
  request: PsbtRequest,
  broadcast: (txHex: string) => Promise<string>,
): Promise<{ psbt: string; txid?: string }> {
  const { tx } = request
  for (const { index, sighashTypes } of request.inputs) {
    let signed: boolean
    try {
      signed = tx.signIdx(key.privateKey, index, sighashTypes)
    } catch (error) {
      throw invalidParams(`Input ${index} cannot be signed: ${(error as Error).message}`)
    }
    if (!signed) throw invalidParams(`Input ${index} does not spend an output of this wallet.`)
  }
  if (!request.broadcast) return { psbt: base64.encode(tx.toPSBT()) }
  try {
    tx.finalize()
  } catch (error) {
    throw invalidParams(`The transaction cannot be finalized for broadcast: ${(error as Error).message}`)
  }
  const txid = await broadcast(tx.hex)
  return { psbt: base64.encode(tx.toPSBT()), txid }
}
