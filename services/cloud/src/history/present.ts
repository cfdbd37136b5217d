import type { Transaction, TransactionTransfer } from '@airlock/protocol/cloud-api'
import { formatUnits, getAddress } from 'viem'
import type { NativeCurrency } from '../chains/native.ts'
import { type AccountTransfer, operationTypeOf } from './operation.ts'
import type { HistoryTransactionRow, HistoryTransferRow } from './query.ts'

/** Shown for a transfer whose token has no tokens row (it always should; the join is a left join). */
const UNKNOWN = { name: 'Unknown', symbol: '???' }

export interface PresentContext {
  /** The account whose history this is, lower case. */
  account: string
  /** The cloud's base URL as the request reached it: icon links point back here. */
  origin: string
  nativeCurrencyOf(chainId: string): NativeCurrency
  /** Today's USD price of a fungible asset ('native' or a token address); undefined when none is known. */
  usdPriceOf(chainId: string, asset: string): number | undefined
  /** Whether the chain's config lists the token contract as spam. */
  isSpam(chainId: string, tokenAddress: string): boolean
}

function directionOf(row: HistoryTransferRow, account: string): AccountTransfer['direction'] {
  if (row.from_address === account && row.to_address === account) return 'self'
  return row.from_address === account ? 'out' : 'in'
}

/**
 * One transfer in the kit's shape (@airlock/protocol/cloud-api's TransactionTransfer), fungible ones with today's USD price and value when
 * the chain's pools price the asset.
 */
function presentTransfer(row: HistoryTransferRow, context: PresentContext): TransactionTransfer {
  const direction = directionOf(row, context.account)
  if (row.standard === 'erc721') {
    const collection = row.token_name ?? UNKNOWN.name
    return {
      direction,
      quantity: { numeric: '1' },
      nft_info: {
        name: `${collection} #${row.token_id}`,
        content: {
          preview: { url: `${context.origin}/public/getAssetImage/nft-${row.token_address}-${row.token_id}` },
        },
        flags: { is_spam: row.token_address !== null && context.isSpam(row.chain_id, row.token_address) },
      },
    }
  }
  const token =
    row.standard === 'native'
      ? context.nativeCurrencyOf(row.chain_id)
      : {
          name: row.token_name ?? UNKNOWN.name,
          symbol: row.token_symbol ?? UNKNOWN.symbol,
          // Without decimals() the raw amount is all there is to show.
          decimals: row.token_decimals ?? 0,
        }
  const numeric = formatUnits(BigInt(row.amount), token.decimals)
  const price = context.usdPriceOf(row.chain_id, assetOf(row))
  return {
    direction,
    quantity: { numeric },
    ...(price ? { price, value: Math.round(Number(numeric) * price * 1e6) / 1e6 } : {}),
    fungible_info: {
      name: token.name,
      symbol: token.symbol,
      icon: { url: `${context.origin}/public/getTokenImage/${encodeURIComponent(token.symbol)}` },
    },
  }
}

const assetOf = (row: HistoryTransferRow) =>
  row.standard === 'native'
    ? 'native'
    : row.standard === 'erc721'
      ? `${row.token_address}#${row.token_id}`
      : (row.token_address ?? '')

/** A history entry: the transaction with the transfers the account is a party to, in execution order. */
export function presentTransaction(
  tx: HistoryTransactionRow,
  transfers: readonly HistoryTransferRow[],
  context: PresentContext,
): Transaction {
  const sentTo = tx.to_address ?? tx.contract_address
  return {
    id: `${tx.chain_id}:${tx.hash}`,
    metadata: {
      operationType: operationTypeOf({
        accountIsSender: tx.from_address === context.account,
        inputSelector: tx.input_selector,
        transfers: transfers.map((row) => ({
          direction: directionOf(row, context.account),
          asset: assetOf(row),
          from: row.from_address,
          to: row.to_address,
        })),
      }),
      hash: tx.hash,
      minedAt: tx.mined_at.toISOString(),
      sentFrom: getAddress(tx.from_address),
      sentTo: sentTo ? getAddress(sentTo) : '',
      status: tx.status,
      nonce: tx.nonce,
      chain: tx.chain_id as Transaction['metadata']['chain'],
    },
    transfers: transfers.map((row) => presentTransfer(row, context)),
  }
}
