import { BaseError, type BaseErrorParameters } from '../errors/base.ts'
import { SwapMessages } from './constants.ts'

/**
 * A slippage tolerance outside what the kit accepts (more than 0, at most 49 percent).
 *
 * @example
 * try {
 *   await airlock.swapActions.setSlippage(60)
 * } catch (error) {
 *   if (error instanceof InvalidSlippageError) console.warn(error.shortMessage)
 * }
 */
export class InvalidSlippageError extends BaseError {
  override name = 'InvalidSlippageError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(SwapMessages.INVALID_SLIPPAGE, parameters)
  }
}

/**
 * A swap or its approval was mined and reverted: nothing was swapped. `slippageExceeded` tells a price that
 * moved past the tolerance (a fresh quote pays less than the transaction's minimum) from other reverts.
 *
 * @example
 * airlock.swap.subscribe(({ failure }) => {
 *   if (failure instanceof SwapRevertedError && failure.slippageExceeded) offerHigherTolerance()
 * })
 */
export class SwapRevertedError extends BaseError {
  override name = 'SwapRevertedError'
  readonly slippageExceeded: boolean
  readonly step: 'approve' | 'swap'
  constructor(
    {
      step,
      slippageExceeded = false,
      slippage,
    }: { step: 'approve' | 'swap'; slippageExceeded?: boolean; slippage?: number },
    parameters: BaseErrorParameters = {},
  ) {
    super(
      step === 'approve'
        ? SwapMessages.APPROVE_REVERTED
        : slippageExceeded
          ? SwapMessages.SLIPPAGE_EXCEEDED(slippage ?? 0)
          : SwapMessages.SWAP_REVERTED,
      parameters,
    )
    this.step = step
    this.slippageExceeded = slippageExceeded
  }
}
