import { BaseError, type BaseErrorParameters } from '../errors/base.ts'
import { OnRampMessages } from './constants.ts'

/**
 * The provider reported the purchase failed (a declined card, a cancelled confirmation, a bank transfer that
 * never settled): nothing was delivered. `reason` is the provider's own words when it gave any.
 *
 * @example
 * airlock.onramp.subscribe(({ checkout }) => {
 *   if (checkout.status === 'failed') console.warn(checkout.error)
 * })
 */
export class OnRampPurchaseFailedError extends BaseError {
  override name = 'OnRampPurchaseFailedError'
  readonly orderId: string
  readonly reason: string | undefined
  constructor(
    { orderId, reason }: { orderId: string; reason?: string | undefined },
    parameters: BaseErrorParameters = {},
  ) {
    super(reason ? `${reason} ${OnRampMessages.NOTHING_SENT}` : OnRampMessages.ORDER_FAILED, {
      details: `Order ${orderId}`,
      ...parameters,
    })
    this.orderId = orderId
    this.reason = reason
  }
}
