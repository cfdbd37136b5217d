import { randomUUID } from 'node:crypto'
import type { PaymentMethodId } from '@airlock/protocol/cloud-api'
import type { Db } from '../../db/types.ts'
import { HttpError } from '../../http/errors.ts'
import type { DeliveryTarget } from '../catalog.ts'
import { formatFiat } from '../money.ts'
import { checkLimits, type PriceRequest, type Pricer } from '../pricing.ts'
import {
  findQuote,
  insertOrder,
  insertQuote,
  type NewOrder,
  type Pricing,
  repriceOrder,
  type StoredOrder,
  type StoredQuote,
  updateOrder,
} from '../store.ts'
import { CARD_DECLINED, type CardForm, checkCard } from './cards.ts'

/** A quote holds this long: time to read it, open the checkout and pay. */
export const QUOTE_TTL_MS = 10 * 60_000

/** A sandbox provider as the checkout knows it. */
export interface SandboxProvider {
  name: string
  label: string
  feePercent: number
}

export type PaymentForm = { method: 'card'; card: CardForm } | { method: 'ach_bank_account'; holder: string }

/** What a payment did: the order moved on, or nothing happened and the page shows why. */
export type PaymentResult = { ok: true } | { ok: false; error: string; order?: StoredOrder }

/**
 * The sandbox's orders: quotes kept for their checkout, orders created by the session call or the Meld-type
 * page, and the payment steps. Every state change is conditional on the state it starts from (store.ts
 * updateOrder), so a form sent twice changes the order once.
 */
export function createSandboxOrders(deps: {
  db: Db
  pricer: Pricer
  bankTransferDelayMs: number
  /** Starts the delivery of orders that became due. */
  kick(): void
}) {
  const { db } = deps

  async function quote(projectId: string, request: PriceRequest): Promise<StoredQuote> {
    const pricing = await deps.pricer.price(request)
    const stored: StoredQuote = {
      ...pricing,
      id: randomUUID(),
      projectId,
      expiresAt: new Date(Date.now() + QUOTE_TTL_MS),
    }
    await insertQuote(db, stored)
    return stored
  }

  /** A quote a checkout may be opened from: this project's, this provider's, not expired. */
  async function usableQuote(id: string, projectId: string, provider: string): Promise<StoredQuote> {
    const stored = await findQuote(db, id)
    if (!stored || stored.projectId !== projectId)
      throw new HttpError(400, `Unknown quoteId ${id.slice(0, 64)}`)
    if (stored.provider !== provider) {
      throw new HttpError(400, `quoteId ${id} is a ${stored.provider} quote, not ${provider}'s`)
    }
    if (stored.expiresAt.getTime() <= Date.now()) {
      throw new HttpError(400, `quoteId ${id} has expired: ask for a new quote`)
    }
    return stored
  }

  async function createOrder(
    order: Omit<NewOrder, keyof Omit<Pricing, 'paymentMethod'> | 'quoteId'>,
    priced: StoredQuote,
  ): Promise<StoredOrder> {
    const { id: quoteId, projectId: _project, expiresAt: _expires, paymentMethod, ...pricing } = priced
    return insertOrder(db, {
      ...order,
      ...pricing,
      paymentMethod: order.paymentMethod ?? paymentMethod,
      quoteId,
    })
  }

  /** The visitor changed the amount on the checkout page: a new quote for the same purchase. */
  async function reprice(
    order: StoredOrder,
    provider: SandboxProvider,
    target: DeliveryTarget,
    totalCents: bigint,
  ) {
    // The amount may suit the other payment method (a bank transfer takes more than a card): the method the
    // visitor picks is checked when they pay. Neither: the selected method's limit is the one to name.
    const selected = order.paymentMethod ?? 'card'
    const other = selected === 'card' ? 'ach_bank_account' : 'card'
    let method: PaymentMethodId = selected
    try {
      checkLimits(totalCents, order.paymentCurrency, selected)
    } catch (error) {
      try {
        checkLimits(totalCents, order.paymentCurrency, other)
        method = other
      } catch {
        throw error
      }
    }
    const next = await quote(order.projectId, {
      provider,
      target,
      paymentCurrency: order.paymentCurrency,
      paymentMethod: method,
      amount: { totalCents },
    })
    return repriceOrder(db, order.id, next, next.id)
  }

  /** Pays an open order. Refusals (a form error, an amount over the method's limit) change nothing. */
  async function pay(order: StoredOrder, form: PaymentForm): Promise<PaymentResult> {
    if (order.status !== 'created' || order.awaitingConfirmation) return { ok: true }
    try {
      checkLimits(order.totalCents, order.paymentCurrency, form.method)
    } catch (error) {
      return { ok: false, error: (error as Error).message }
    }
    const open = `status = 'created' and not awaiting_confirmation`
    if (form.method === 'ach_bank_account') {
      if (form.holder.trim().length === 0) return { ok: false, error: 'Enter the account holder’s name.' }
      await updateOrder(
        db,
        order.id,
        open,
        `status = 'pending', payment_method = 'ach_bank_account', settle_at = now() + $2 * interval '1 millisecond'`,
        [deps.bankTransferDelayMs],
      )
      deps.kick()
      return { ok: true }
    }
    const card = checkCard(form.card)
    if (!card.ok) return { ok: false, error: card.error }
    if (card.outcome === 'declined') {
      await updateOrder(
        db,
        order.id,
        open,
        `status = 'failed', payment_method = 'card', failure_reason = $2`,
        [CARD_DECLINED],
      )
    } else if (card.outcome === 'confirmation') {
      await updateOrder(db, order.id, open, `awaiting_confirmation = true, payment_method = 'card'`)
    } else {
      const paid = await updateOrder(
        db,
        order.id,
        open,
        `status = 'pending', payment_method = 'card', settle_at = now()`,
      )
      if (paid) deps.kick()
    }
    return { ok: true }
  }

  /** The confirmation step's answer (the 4000 0025 0000 3155 card). */
  async function confirm(order: StoredOrder, confirmed: boolean) {
    const waiting = `status = 'created' and awaiting_confirmation`
    if (confirmed) {
      const paid = await updateOrder(db, order.id, waiting, `status = 'pending', settle_at = now()`)
      if (paid) deps.kick()
    } else {
      await updateOrder(db, order.id, waiting, `status = 'failed', failure_reason = $2`, [
        'The payment was not confirmed.',
      ])
    }
  }

  return { quote, usableQuote, createOrder, reprice, pay, confirm }
}

export type SandboxOrders = ReturnType<typeof createSandboxOrders>

/** "Pay 50.00 USD" */
export const payLabel = (order: Pick<StoredOrder, 'totalCents' | 'paymentCurrency'>) =>
  `Pay ${formatFiat(order.totalCents)} ${order.paymentCurrency}`
