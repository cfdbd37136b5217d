import type { EsploraClient } from '@airlock/wallet-engine'
import { invalidParams } from '@airlock/wallet-engine'
import * as btc from '@scure/btc-signer'
import type { BitcoinKey } from './keys.ts'

/** One output of sats-connect's sendTransfer: an address and an amount in satoshis. */
export interface TransferRecipient {
  address: string
  amount: bigint
}

/** Reads sendTransfer's { recipients: [{ address, amount }] }, checking each address is on the wallet's network. */
export function parseRecipients(key: BitcoinKey, params: Record<string, unknown>): TransferRecipient[] {
  const list = params.recipients
  if (!Array.isArray(list) || list.length === 0) {
    throw invalidParams('sendTransfer expects { recipients: [{ address, amount }] }.')
  }
  return list.map((entry: unknown) => {
    const { address, amount } = (entry ?? {}) as Record<string, unknown>
    if (typeof address !== 'string') throw invalidParams('sendTransfer: each recipient needs an address.')
    try {
      btc.Address(key.network).decode(address)
    } catch {
      throw invalidParams(`sendTransfer: ${address} is not an address on this network.`)
    }
    let sats: bigint
    try {
      sats = BigInt(amount as string | number | bigint)
    } catch {
      throw invalidParams(`sendTransfer: amount ${JSON.stringify(amount)} is not a number of satoshis.`)
    }
    if (sats <= 0n) throw invalidParams('sendTransfer: amounts must be positive.')
    return { address, amount: sats }
  })
}

/**
 * Pays the recipients from the payment (p2wpkh) address's UTXOs, change back to it, at the chain's
 * next-block fee rate; signs, broadcasts, and answers the txid.
 */
export async function sendTransfer(
  key: BitcoinKey,
  esplora: EsploraClient,
  recipients: TransferRecipient[],
): Promise<string> {
  const [utxos, feeRate] = await Promise.all([esplora.utxos(key.payment.address), esplora.feeRate()])
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: key.payment.script, amount: BigInt(utxo.value) },
  }))
  const selection = btc.selectUTXO(inputs, recipients, 'default', {
    changeAddress: key.payment.address,
    feePerByte: BigInt(Math.ceil(feeRate)),
    network: key.network,
    createTx: true,
    bip69: false,
  })
  if (!selection?.tx) {
    throw invalidParams(`sendTransfer: ${key.payment.address} does not hold enough to pay this and the fee.`)
  }
  const tx = selection.tx
  tx.sign(key.privateKey)
  tx.finalize()
  return esplora.broadcast(tx.hex)
}
