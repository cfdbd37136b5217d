import { bankAccountProblems } from '@airlock/protocol/bank'
import type { OffRampOrder } from '@airlock/protocol/cloud-api'
import { CloudError } from '../cloud/errors.ts'
import type { AirlockContext } from '../context.ts'
import { parseErrorMessage } from '../errors.ts'
import { formatTransactionAmount } from '../format/format.ts'
import type { CaipNetwork } from '../types.ts'
import type { OffRampApi } from './api.ts'
import { OFFRAMP_FOLLOW_LIMIT_MS, OFFRAMP_POLL, OffRampMessages } from './constants.ts'
import { sendDeposit } from './deposit.ts'
import { depositMismatch } from './depositCheck.ts'
import { bankAccountOf, sellAmountIssue } from './draft.ts'
import {
  OffRampDepositMismatchError,
  OffRampOrderExpiredError,
  OffRampQuoteExpiredError,
  OffRampRefundedError,
} from './errors.ts'
import type { OffRampSale, OffRampStore } from './store.ts'

/** What the sale needs of the kit's page code, given by the facade rather than imported (see actions.ts). */
export interface SaleDependencies {
  switchNetwork: (network: CaipNetwork) => Promise<boolean>
  /** Reads balances and activity again once the deposit is sent or refunded. */
  settle: (transactionHash: string | undefined) => Promise<void>
}

/** The sale's states while it is being made or followed: a second sale waits for it to end. */
const UNDERWAY = new Set<OffRampSale['status']>(['creating', 'depositing', 'following'])

/** The order states after which nothing more happens to the order. */
const FINAL = new Set<OffRampOrder['status']>(['paid_out', 'refunded', 'expired'])

/**
 * The sale: checks the draft, creates the order for the quote, sends the deposit from the wallet, then follows
 * the order (with a growing wait between asks) until it is paid out, refunded or expired.
 */
export function createSale(
  ctx: AirlockContext,
  store: OffRampStore,
  api: OffRampApi,
  deps: SaleDependencies,
  { requote }: { requote: () => void },
) {
  /** Bumped when a sale starts or is stopped: an older order's poll stops. */
  let followVersion = 0
  let pollTimer: ReturnType<typeof setTimeout> | undefined
  let pollAbort: AbortController | undefined

  function setSale(values: Partial<OffRampSale>) {
    store.patch({ sale: { ...store.getState().sale, ...values } })
  }

  /**
   * Nothing is sent while the amount, the quote or the bank details have a problem: the amount's and the bank
   * fields' problems are shown beside them, an expired quote is renewed for the visitor to check. The draft is
   * kept whatever fails.
   */
  async function sell(): Promise<string | undefined> {
    const state = store.getState()
    const { quote, sellCurrency, sale } = state
    // One sale at a time; one that has ended (paid out, refunded, expired) leaves the draft to sell again, as
    // when the visitor goes back from its progress to the bank account.
    if (UNDERWAY.has(sale.status)) return undefined
    const address = ctx.account.get('eip155')?.address
    if (!address) {
      setSale({ status: 'failed', error: OffRampMessages.NO_ADDRESS })
      return undefined
    }
    const amountIssue = sellAmountIssue(state.sellAmount, sellCurrency, state.balance)
    const bankAccount = bankAccountOf(state.bankAccountType, state.bankDetails)
    const bankProblems = bankAccountProblems(bankAccount)
    store.patch({ amountIssue, bankProblems })
    if (amountIssue || bankProblems.length > 0 || !quote || !sellCurrency) return undefined
    if (Date.parse(quote.expiresAt) <= Date.now()) {
      setSale({
        status: 'failed',
        error: new OffRampQuoteExpiredError({ quoteId: quote.quoteId }).shortMessage,
      })
      requote()
      return undefined
    }
    const version = ++followVersion
    store.patch({ sale: { status: 'creating', order: undefined, depositHash: undefined, error: undefined } })
    let order: OffRampOrder
    try {
      order = await api.createOrder({ quoteId: quote.quoteId, fromAddress: address, bankAccount })
    } catch (error) {
      if (version === followVersion) setSale({ status: 'failed', error: parseErrorMessage(error) })
      return undefined
    }
    if (version !== followVersion) return undefined
    const mismatch = state.network && depositMismatch(order, quote, sellCurrency, state.network)
    if (mismatch || !state.network) {
      const error = new OffRampDepositMismatchError({
        orderId: order.id,
        mismatch: mismatch || 'no network was chosen',
      })
      setSale({ status: 'failed', order, error: error.shortMessage })
      return undefined
    }
    setSale({ status: 'depositing', order })
    try {
      const hash = await sendDeposit(ctx, order, sellCurrency, deps.switchNetwork)
      if (version !== followVersion) return order.id
      setSale({ status: 'following', depositHash: hash })
      void deps.settle(hash).catch(() => undefined)
    } catch (error) {
      // Declined in the wallet, say: the order expires unfunded, and the draft is kept to sell again.
      if (version === followVersion) setSale({ status: 'failed', error: parseErrorMessage(error) })
      return undefined
    }
    follow(order.id, version, Date.now(), OFFRAMP_POLL.firstMs)
    return order.id
  }

  /** Asks how the order stands, waiting longer between asks, until it ends, the sale is stopped or the limit passes. */
  function follow(orderId: string, version: number, started: number, wait: number) {
    if (version !== followVersion || Date.now() - started > OFFRAMP_FOLLOW_LIMIT_MS) return
    pollTimer = setTimeout(async () => {
      const abort = new AbortController()
      pollAbort = abort
      let order: OffRampOrder | undefined
      try {
        order = await api.order(orderId, abort.signal)
      } catch (error) {
        // A failure that may pass (the cloud restarting): keep asking. Anything else is a bug to surface.
        if (!(error instanceof CloudError) || version !== followVersion) return
      }
      if (version !== followVersion) return
      if (order && FINAL.has(order.status)) return finish(order)
      if (order) setSale({ order })
      follow(orderId, version, started, Math.min(wait * OFFRAMP_POLL.factor, OFFRAMP_POLL.maxMs))
    }, wait)
  }

  /** The Sell views say how the order ended themselves; a toast tells a visitor who left them. */
  function sellViewOpen() {
    return ctx.modal.getState().open && ctx.router.getState().view.startsWith('Sell')
  }

  function finish(order: OffRampOrder) {
    if (order.status === 'paid_out') {
      setSale({ status: 'paid_out', order })
      const paid = order.payout ?? { amount: order.quote.payoutAmount, currency: order.quote.payoutCurrency }
      if (!sellViewOpen())
        ctx.toast.showSuccess(OffRampMessages.SOLD(formatTransactionAmount(paid.amount, paid.currency)))
      return
    }
    const error =
      order.status === 'refunded'
        ? new OffRampRefundedError({
            orderId: order.id,
            reason: order.refund?.reason ?? '',
            transactionHash: order.refund?.transactionHash ?? '',
          })
        : new OffRampOrderExpiredError({ orderId: order.id })
    setSale({
      status: order.status === 'refunded' ? 'refunded' : 'expired',
      order,
      error: error.shortMessage,
    })
    if (!sellViewOpen()) ctx.toast.showError(error.shortMessage)
    if (order.refund) void deps.settle(order.refund.transactionHash).catch(() => undefined)
  }

  return {
    sell,
    /** Stops following the order (the kit's destroy(), or a new draft); the order itself goes on in the cloud. */
    stop() {
      followVersion++
      clearTimeout(pollTimer)
      pollAbort?.abort()
    },
  }
}
