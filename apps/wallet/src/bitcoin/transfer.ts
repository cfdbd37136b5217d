import type { EsploraClient } from '@airlock/wallet-engine'
import { ProviderRpcError } from '@airlock/wallet-engine'
import * as btc from '@scure/btc-signer'
import { hexToBytes, isHex } from 'viem'
import type { BitcoinKey } from './keys.ts'

const invalidParams = (message: string) => new ProviderRpcError(-32602, message)

export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/** sendTransfer's params, checked: a test-chain recipient, a positive amount of satoshis, an optional memo. */
export interface TransferRequest {
  recipientAddress: string
  amount: bigint
  changeAddress: string
  /** OP_RETURN data (the request's hex `memo`). */
  memo?: Uint8Array
}

/** Decodes an address of the key's network; -32602 for anything else. */
export function checkAddress(key: BitcoinKey, address: unknown, field: string): string {
  if (typeof address !== 'string' || address === '') throw invalidParams(`${field} must be an address.`)
  try {
    btc.Address(key.network).decode(address)
  } catch {
    throw invalidParams(`${field} ${address} is not an address of the Bitcoin test chain.`)
  }
  return address
}

/** Reads sendTransfer { account, recipientAddress, amount (sats, string), changeAddress?, memo? }. */
export function parseTransfer(key: BitcoinKey, params: unknown): TransferRequest {
  const input = record(params)
  const recipientAddress = checkAddress(key, input.recipientAddress, 'recipientAddress')
  let amount: bigint
  try {
    if (typeof input.amount !== 'string' && typeof input.amount !== 'number') throw new Error('type')
    amount = BigInt(input.amount)
  } catch {
    throw invalidParams(`amount ${JSON.stringify(input.amount)} is not a number of satoshis.`)
  }
  if (amount <= 0n) throw invalidParams('amount must be a positive number of satoshis.')
  const changeAddress =
    input.changeAddress === undefined ? key.address : checkAddress(key, input.changeAddress, 'changeAddress')
  let memo: Uint8Array | undefined
  if (input.memo !== undefined && input.memo !== '') {
    const hex = String(input.memo).replace(/^0x/, '')
    if (!isHex(`0x${hex}`) || hex.length % 2 !== 0 || hex.length > 160) {
      throw invalidParams('memo must be hex, at most 80 bytes.')
    }
    memo = hexToBytes(`0x${hex}`)
  }
  return { recipientAddress, amount, changeAddress, ...(memo ? { memo } : {}) }
}

/**
 * The unsigned transfer: the payment address's UTXOs selected to pay the recipient (and the memo's OP_RETURN),
 * change back, at the chain's next-block fee rate. -32603 when the balance does not cover amount and fee.
 */
export async function buildTransfer(
  key: BitcoinKey,
  esplora: EsploraClient,
  transfer: TransferRequest,
): Promise<{ tx: btc.Transaction; fee: bigint }> {
  const [utxos, feeRate] = await Promise.all([esplora.utxos(key.address), esplora.feeRate()])
  const inputs = utxos.map((utxo) => ({
    txid: utxo.txid,
    index: utxo.vout,
    witnessUtxo: { script: key.script, amount: BigInt(utxo.value) },
  }))
  const outputs: ({ address: string; amount: bigint } | { script: Uint8Array; amount: bigint })[] = [
    { address: transfer.recipientAddress, amount: transfer.amount },
  ]
  if (transfer.memo) outputs.push({ script: btc.Script.encode(['RETURN', transfer.memo]), amount: 0n })
  const selection = btc.selectUTXO(inputs, outputs, 'default', {
    changeAddress: transfer.changeAddress,
    feePerByte: BigInt(Math.ceil(feeRate)),
    network: key.network,
    createTx: true,
    bip69: false,
    allowUnknownOutputs: true,
  })
  if (!selection?.tx) {
    throw new ProviderRpcError(-32603, `${key.address} does not hold enough to pay this amount and the fee.`)
  }
  return { tx: selection.tx, fee: selection.fee ?? 0n }
}

/** Builds, signs and broadcasts the transfer; resolves with the txid. */
export async function sendTransfer(
  key: BitcoinKey,
  esplora: EsploraClient,
  transfer: TransferRequest,
): Promise<string> {
  const { tx } = await buildTransfer(key, esplora, transfer)
  tx.sign(key.privateKey)
  tx.finalize()
  return esplora.broadcast(tx.hex)
}
