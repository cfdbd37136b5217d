// Loaded only by the send paths (sendTransaction without a wallet transfer, estimateTransferFee): scure and
// its noble copy stay out of the adapter's first load.
import { Address, OutScript, p2sh, p2wpkh, selectUTXO, Transaction } from '@scure/btc-signer'
import type { BitcoinNetworkParams } from './chains.ts'
import { hexToBytes } from './encoding.ts'
import {
  BitcoinWalletUnsupportedError,
  InsufficientBitcoinError,
  InvalidBitcoinAddressError,
} from './errors.ts'
import type { EsploraClient, EsploraUtxo } from './esplora.ts'
import type { PsbtSigningInput } from './wallet.ts'

export interface TransferRequest {
  esplora: EsploraClient
  params: BitcoinNetworkParams
  /** The payment address: it spends its UTXOs and gets the change. */
  from: string
  /** Its public key (hex), needed to spend from taproot and nested segwit addresses. */
  publicKey?: string | undefined
  to: string
  amount: bigint
  /** sat/vB; the network's estimate for the next block when absent. */
  feeRate?: number | undefined
}

export interface TransferPlan {
  fee: bigint
  /** The unsigned PSBT, and the inputs the payment address signs (all of them). */
  psbt: Uint8Array
  inputs: PsbtSigningInput[]
}

// x-only key used only to size a taproot input when the wallet did not say its key (the estimate needs a key,
// not the right one: every taproot key-path spend weighs the same). The secp256k1 generator's x coordinate.
const SIZING_KEY = hexToBytes('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')

function xOnly(publicKey: Uint8Array): Uint8Array {
  return publicKey.length === 33 ? publicKey.slice(1) : publicKey
}

/** The PSBT input that spends one of the payment address's outputs. */
function spendOf(request: TransferRequest, utxo: EsploraUtxo, sizingOnly: boolean) {
  const { params, from } = request
  const decoded = Address(params).decode(from)
  const script = OutScript.encode(decoded)
  const base = {
    txid: hexToBytes(utxo.txid),
    index: utxo.vout,
    witnessUtxo: { script, amount: BigInt(utxo.value) },
  }
  const publicKey = request.publicKey ? hexToBytes(request.publicKey) : undefined
  switch (decoded.type) {
    case 'wpkh':
      return base
    case 'tr': {
      if (!publicKey && !sizingOnly)
        throw new BitcoinWalletUnsupportedError('spending from a taproot address without its public key')
      return { ...base, tapInternalKey: publicKey ? xOnly(publicKey) : SIZING_KEY }
    }
    case 'sh': {
      // Nested segwit (p2sh-p2wpkh): the redeem script is the p2wpkh of the wallet's key.
      if (publicKey?.length === 33) {
        const inner = p2wpkh(publicKey, params)
        if (p2sh(inner, params).address === from) return { ...base, redeemScript: inner.script }
      }
      break
    }
  }
  throw new BitcoinWalletUnsupportedError(`spending from ${from} (only p2wpkh, p2tr and p2sh-p2wpkh)`)
}

async function select(request: TransferRequest, createTx: boolean) {
  const { esplora, params, from, to, amount } = request
  try {
    Address(params).decode(to)
  } catch (cause) {
    throw new InvalidBitcoinAddressError(to, { cause })
  }
  const [utxos, feeRate] = await Promise.all([
    esplora.utxos(from),
    request.feeRate === undefined ? esplora.feeRate(1) : Promise.resolve(request.feeRate),
  ])
  const inputs = utxos.map((utxo) => spendOf(request, utxo, !createTx))
  const selected = selectUTXO(inputs, [{ address: to, amount }], 'default', {
    feePerByte: BigInt(Math.max(1, Math.ceil(feeRate))),
    changeAddress: from,
    network: params,
    createTx,
    // Outputs are sorted (BIP-69) so the change does not stand out, except when paying oneself: every output
    // is the same address then, and the change kept last is how an activity list tells it from the payment.
    bip69: to !== from,
  })
  if (!selected || selected.fee === undefined) {
    const available = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
    throw new InsufficientBitcoinError(available, amount)
  }
  return selected
}

/** The network fee of a payment from the payment address's UTXOs, in satoshis. */
export async function estimateTransfer(request: TransferRequest): Promise<bigint> {
  return (await select(request, false)).fee as bigint
}

/** An unsigned PSBT paying `amount` to `to`, with change back to the payment address. */
export async function planTransfer(request: TransferRequest): Promise<TransferPlan> {
  const selected = await select(request, true)
  const tx = selected.tx as Transaction
  const inputs = Array.from({ length: tx.inputsLength }, (_, index) => ({ address: request.from, index }))
  return { fee: selected.fee as bigint, psbt: tx.toPSBT(), inputs }
}

/** Finalizes a PSBT the wallet signed (unless it already did) and returns the raw transaction (hex). */
export function finalizeSignedPsbt(signed: Uint8Array): string {
  const tx = Transaction.fromPSBT(signed)
  if (!tx.isFinal) tx.finalize()
  return tx.hex
}
