import type { PaymentIntent } from '@airlock/protocol/cloud-api'
import { CloudError } from '../cloud/errors.ts'
import { parseUnits } from '../format/units.ts'
import type { PayApi } from './api.ts'
import { sameAsset } from './asset.ts'
import {
  InvalidPaymentRequestError,
  PaymentAlreadyPaidError,
  PaymentExpiredError,
  PaymentMismatchError,
} from './errors.ts'
import type { PayRequest } from './store.ts'

/** How often the kit asks the cloud whether a payment request is paid once its transaction is mined. */
export const PAID_POLL_MS = 1500

/** The shop's payment request by id; an id the cloud does not know is an invalid request, not an outage. */
export async function readIntent(api: PayApi, id: string): Promise<PaymentIntent> {
  try {
    return await api.intent(id)
  } catch (error) {
    if (error instanceof CloudError && error.status === 404)
      throw new InvalidPaymentRequestError(`No payment request ${id}`, { cause: error })
    throw error
  }
}

/**
 * Throws when the request cannot be paid as the page asked: paid already, expired (by the cloud's word or its
 * expiry time), or for another recipient, asset or amount than the page's (amounts compared in the asset's
 * smallest unit, so "5" and "5.00" agree).
 */
export function checkIntent(intent: PaymentIntent, request: PayRequest, now = Date.now()): void {
  if (intent.status === 'paid')
    throw new PaymentAlreadyPaidError({
      paymentId: intent.id,
      transactionHash: intent.payment?.transactionHash,
    })
  if (intent.status === 'expired' || Date.parse(intent.expiresAt) <= now)
    throw new PaymentExpiredError(intent.id)
  if (intent.recipient.toLowerCase() !== request.recipient.trim().toLowerCase())
    throw new PaymentMismatchError({ field: 'recipient', asked: request.recipient, intent: intent.recipient })
  if (!sameAsset(intent.asset, request.asset))
    throw new PaymentMismatchError({ field: 'asset', asked: request.asset, intent: intent.asset })
  let asked: bigint | undefined
  try {
    asked = parseUnits(request.amount.trim(), intent.decimals)
  } catch {
    asked = undefined
  }
  if (asked !== BigInt(intent.amountAtomic))
    throw new PaymentMismatchError({ field: 'amount', asked: request.amount, intent: intent.amount })
}

/**
 * Waits until the cloud reports the request paid (it reads the contract's event, never the kit's word) and
 * resolves with it; throws PaymentExpiredError if it expires first. A failed read is retried at the next
 * poll; `signal` stops the wait (the visitor cancelled, the kit was destroyed).
 */
export function waitUntilPaid(api: PayApi, id: string, signal: AbortSignal): Promise<PaymentIntent> {
  return new Promise((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = () => {
      clearTimeout(timer)
      reject(signal.reason)
    }
    if (signal.aborted) return stop()
    signal.addEventListener('abort', stop, { once: true })
    const settle = (done: () => void) => {
      signal.removeEventListener('abort', stop)
      done()
    }
    const poll = async () => {
      try {
        const intent = await api.intent(id, signal)
        if (signal.aborted) return
        if (intent.status === 'paid') return settle(() => resolve(intent))
        if (intent.status === 'expired') return settle(() => reject(new PaymentExpiredError(id)))
      } catch {
        if (signal.aborted) return
      }
      timer = setTimeout(poll, PAID_POLL_MS)
    }
    void poll()
  })
}
