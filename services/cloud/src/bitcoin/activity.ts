import type { Transaction, TransactionTransfer } from '@airlock/protocol/cloud-api'
import { formatUnits } from 'viem'
import { BTC } from './config.ts'
import type { EsploraTx } from './esplora.ts'

export interface BitcoinActivityContext {
  chainId: string
  /** The account whose activity this is, as Esplora spells it (bech32 in lower case). */
  account: string
  origin: string
  nativePriceUsd: number
}

/**
 * One Esplora transaction as an activity entry for `context.account`. When the account paid into it, it sent
 * what went to other addresses ('send', 'out'), never the change that came back; when every output came back
 * ('self'), it sent itself what it paid, the change left out. Else it received what its outputs hold
 * ('receive', 'in'). The fee is not a transfer. Bitcoin has no account nonce: `nonce` is 0. Unconfirmed
 * transactions are 'pending', dated now.
 *
 * @example
 * bitcoinActivity(await esplora.transactions(address).then((txs) => txs[0]), context).metadata.operationType // 'receive'
 */
export function bitcoinActivity(
  tx: EsploraTx,
  context: BitcoinActivityContext,
  now = new Date(),
): Transaction {
  const { account } = context
  const paid = tx.vin.filter((input) => input.prevout?.scriptpubkey_address === account)
  const toAccount = tx.vout.filter((output) => output.scriptpubkey_address === account)
  const toOthers = tx.vout.filter(
    (output) => output.scriptpubkey_address !== account && output.scriptpubkey_type !== 'op_return',
  )
  const sum = (outputs: readonly { value: number }[]) =>
    outputs.reduce((total, { value }) => total + BigInt(value), 0n)

  let direction: TransactionTransfer['direction']
  let amount: bigint
  let counterparty: string | undefined
  if (paid.length > 0) {
    const sent = sum(toOthers)
    direction = sent > 0n ? 'out' : 'self'
    amount = sent > 0n ? sent : sum(paidToSelf(toAccount))
    counterparty = toOthers[0]?.scriptpubkey_address ?? account
  } else {
    direction = 'in'
    amount = sum(toAccount)
    counterparty = tx.vin.find((input) => input.prevout?.scriptpubkey_address)?.prevout?.scriptpubkey_address
  }
  const numeric = formatUnits(amount, BTC.decimals)
  const price = context.nativePriceUsd
  const transfer: TransactionTransfer = {
    direction,
    quantity: { numeric },
    ...(price ? { price, value: Math.round(Number(numeric) * price * 1e6) / 1e6 } : {}),
    fungible_info: {
      name: BTC.name,
      symbol: BTC.symbol,
      icon: { url: `${context.origin}/public/getTokenImage/${BTC.symbol}` },
    },
  }
  const { status } = tx
  return {
    id: `${context.chainId}:${tx.txid}`,
    metadata: {
      operationType: direction === 'in' ? 'receive' : 'send',
      hash: tx.txid,
      minedAt: (status.confirmed && status.block_time
        ? new Date(status.block_time * 1000)
        : now
      ).toISOString(),
      // A coinbase (a mined or faucet output) has no sender address.
      sentFrom: direction === 'in' ? (counterparty ?? '') : account,
      sentTo: direction === 'in' ? account : (counterparty ?? ''),
      status: status.confirmed ? 'confirmed' : 'pending',
      nonce: 0,
      chain: context.chainId as Transaction['metadata']['chain'],
    },
    transfers: amount > 0n ? [transfer] : [],
  }
}

/**
 * What a transaction whose outputs all return to the account paid, its change left out. The outputs cannot say
 * which is change (both go to the same address), so the wallets' layout decides: the payments come first and the
 * change, when there is one, is appended last (the kit's own transfer, the test wallet and sats-connect wallets
 * build them so). A single output is the payment itself (a consolidation).
 */
function paidToSelf<T extends { value: number }>(outputs: readonly T[]): readonly T[] {
  return outputs.length > 1 ? outputs.slice(0, -1) : outputs
}
