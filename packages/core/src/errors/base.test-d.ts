import {
  type AdapterNotFoundError,
  type AmountError,
  type AuthInitializationError,
  BaseError,
  type BaseErrorParameters,
  type ChainNotSupportedError,
  type ChainSwitchError,
  type CloudError,
  ConnectionClosedError,
  type ConnectionRestoreTimeoutError,
  type InvalidOptionsError,
  type InvalidSlippageError,
  type MalformedWalletResponseError,
  type NoActiveCaipAddressError,
  type NoActiveCaipNetworkError,
  type NoConnectionClientError,
  type NoRpcUrlError,
  type OnRampPurchaseFailedError,
  type RequestAbortedError,
  type SiwxNotEnabledError,
  type SwapRevertedError,
  type UnavailableRpcUrlError,
  type UnknownViewError,
  type UnsupportedChainError,
  type UserOperationReceiptError,
  UserRejectedRequestError,
  type WalletCapabilityError,
  WalletError,
} from '@airlock/core'
import { describe, expectTypeOf, it } from 'vitest'

// What a dapp reads off an error it caught: every error the kit throws is a BaseError in viem's style, so one
// `instanceof BaseError` gives the short message (what a toast shows), the details and the cause chain.

declare const caught: unknown

describe('BaseError', () => {
  it('carries name, shortMessage, details, metaMessages, code, cause and version', () => {
    const error = new BaseError('Something went wrong', { cause: new Error('underneath'), details: 'why' })
    expectTypeOf(error).toExtend<Error>()
    expectTypeOf(error.name).toBeString()
    expectTypeOf(error.message).toBeString()
    expectTypeOf(error.shortMessage).toBeString()
    expectTypeOf(error.details).toBeString()
    expectTypeOf(error.metaMessages).toEqualTypeOf<readonly string[]>()
    expectTypeOf(error.code).toEqualTypeOf<number | string | undefined>()
    expectTypeOf(error.cause).toBeUnknown()
    expectTypeOf(error.version).toBeString()
    expectTypeOf(error.walk).toEqualTypeOf<(predicate?: (error: unknown) => boolean) => unknown>()
    // @ts-expect-error what an error says is fixed once thrown
    error.shortMessage = 'changed'
  })

  it('is made from a short message and optional parameters', () => {
    expectTypeOf(BaseError).constructorParameters.toEqualTypeOf<
      [shortMessage: string, parameters?: BaseErrorParameters]
    >()
    expectTypeOf<BaseErrorParameters>().toEqualTypeOf<{
      cause?: unknown
      details?: string
      metaMessages?: readonly string[]
      code?: number | string
    }>()
  })

  it('narrows a caught value with instanceof', () => {
    if (caught instanceof BaseError) expectTypeOf(caught.shortMessage).toBeString()
    if (caught instanceof UserRejectedRequestError) {
      expectTypeOf(caught).toExtend<WalletError>()
      expectTypeOf<(typeof caught)['isUserRejection']>().toEqualTypeOf<true>()
      expectTypeOf(caught.code).toEqualTypeOf<number | string | undefined>()
    }
    if (caught instanceof WalletError) expectTypeOf(caught.isUserRejection).toBeBoolean()
  })
})

describe('the errors a dapp catches', () => {
  it('are all BaseErrors', () => {
    expectTypeOf<UserRejectedRequestError>().toExtend<BaseError>()
    expectTypeOf<WalletError>().toExtend<BaseError>()
    expectTypeOf<ConnectionClosedError>().toExtend<BaseError>()
    expectTypeOf<ConnectionRestoreTimeoutError>().toExtend<BaseError>()
    expectTypeOf<NoActiveCaipAddressError>().toExtend<BaseError>()
    expectTypeOf<NoActiveCaipNetworkError>().toExtend<BaseError>()
    expectTypeOf<NoConnectionClientError>().toExtend<BaseError>()
    expectTypeOf<AdapterNotFoundError>().toExtend<BaseError>()
    expectTypeOf<ChainSwitchError>().toExtend<BaseError>()
    expectTypeOf<ChainNotSupportedError>().toExtend<BaseError>()
    expectTypeOf<UnsupportedChainError>().toExtend<BaseError>()
    expectTypeOf<InvalidOptionsError>().toExtend<BaseError>()
    expectTypeOf<SwapRevertedError>().toExtend<BaseError>()
    expectTypeOf<InvalidSlippageError>().toExtend<BaseError>()
    expectTypeOf<OnRampPurchaseFailedError>().toExtend<BaseError>()
    expectTypeOf<SiwxNotEnabledError>().toExtend<BaseError>()
    expectTypeOf<CloudError>().toExtend<BaseError>()
    expectTypeOf<RequestAbortedError>().toExtend<CloudError>()
    expectTypeOf<MalformedWalletResponseError>().toExtend<BaseError>()
    expectTypeOf<WalletCapabilityError>().toExtend<BaseError>()
    expectTypeOf<UserOperationReceiptError>().toExtend<BaseError>()
    expectTypeOf<NoRpcUrlError>().toExtend<BaseError>()
    expectTypeOf<UnavailableRpcUrlError>().toExtend<BaseError>()
    expectTypeOf<UnknownViewError>().toExtend<BaseError>()
    expectTypeOf<AmountError>().toExtend<BaseError>()
    expectTypeOf<AuthInitializationError>().toExtend<BaseError>()
  })

  it('UserRejectedRequestError: made from the wallet error it wraps', () => {
    expectTypeOf(UserRejectedRequestError).constructorParameters.toEqualTypeOf<
      [{ cause?: unknown; shortMessage?: string }?]
    >()
    const error = new UserRejectedRequestError({ cause: caught })
    expectTypeOf(error.shortMessage).toBeString()
    expectTypeOf(error.details).toBeString()
    expectTypeOf(error.cause).toBeUnknown()
  })

  it('ConnectionClosedError: its code is always 4900, so it takes none', () => {
    expectTypeOf(ConnectionClosedError).constructorParameters.toEqualTypeOf<
      [Omit<BaseErrorParameters, 'code'>?]
    >()
    // @ts-expect-error the code is the class's own
    new ConnectionClosedError({ code: 1 })
    expectTypeOf(new ConnectionClosedError({ details: 'The kit was destroyed' }).details).toBeString()
  })

  it('say what they concern in their own fields', () => {
    expectTypeOf<ChainSwitchError['chain']>().toBeString()
    expectTypeOf<UnsupportedChainError['chain']>().toBeString()
    expectTypeOf<NoActiveCaipNetworkError['namespace']>().toBeString()
    expectTypeOf<ConnectionRestoreTimeoutError['namespace']>().toBeString()
    expectTypeOf<SwapRevertedError['step']>().toEqualTypeOf<'approve' | 'swap'>()
    expectTypeOf<SwapRevertedError['slippageExceeded']>().toBeBoolean()
    expectTypeOf<OnRampPurchaseFailedError['orderId']>().toBeString()
    expectTypeOf<OnRampPurchaseFailedError['reason']>().toEqualTypeOf<string | undefined>()
    expectTypeOf<CloudError['status']>().toBeNumber()
    expectTypeOf<WalletCapabilityError['code']>().toEqualTypeOf<number | undefined>()
    expectTypeOf<UnavailableRpcUrlError['urls']>().toEqualTypeOf<readonly string[]>()
  })
})
