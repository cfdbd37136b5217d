import type { OffRampBankAccount, OffRampOrder } from '@airlock/protocol/cloud-api'
import { getAddress } from 'viem'
import type { StoredOrder } from './store.ts'

/** All but the last four characters hidden: "•••• 3000" (an IBAN's, or a US account number's). */
export function maskBankAccount(account: OffRampBankAccount): string {
  const number = (account.type === 'iban' ? account.iban : account.accountNumber).replace(/[\s-]+/g, '')
  return `•••• ${number.slice(-4).toUpperCase()}`
}

/** GET /v1/offramp/orders/{id}'s answer. */
export function presentOrder(order: StoredOrder): OffRampOrder {
  const chainId = order.chainId
  return {
    id: order.id,
    status: order.status,
    provider: order.provider,
    quote: order.quote,
    fromAddress: getAddress(order.fromAddress),
    bankAccount: order.bank,
    deposit: {
      address: order.depositAddress ? getAddress(order.depositAddress) : '',
      token: order.asset === 'native' ? '' : getAddress(order.asset),
      chainId,
      amountAtomic: order.amountAtomic.toString(),
      ...(order.deposit ? { transactionHash: order.deposit.txHash } : {}),
    },
    ...(order.payout
      ? {
          payout: {
            reference: order.payout.reference,
            amount: order.quote.payoutAmount,
            currency: order.quote.payoutCurrency,
            paidAt: order.payout.paidAt.toISOString(),
          },
        }
      : {}),
    ...(order.status === 'refunded' && order.deposit && order.refundTxHash
      ? {
          refund: {
            transactionHash: order.refundTxHash,
            token: order.deposit.token === 'native' ? '' : getAddress(order.deposit.token),
            amountAtomic: order.deposit.amount.toString(),
            reason: order.refundReason ?? '',
          },
        }
      : {}),
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
  }
}
