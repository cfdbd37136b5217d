import {
  addressHint,
  ErrorMessages,
  NameMessages,
  OnRampMessages,
  PayMessages,
  parseUnits,
  SendMessages,
  SwapMessages,
} from '@airlock/core/internal'
import { describe, expect, it } from 'vitest'
import { FAILED_TO_FETCH_NFTS } from '../../../../core/src/account/nfts.ts'
import { EmbeddedMessages } from '../../../../core/src/embedded/messages.ts'
import { OffRampMessages } from '../../../../core/src/offramp/constants.ts'
import { SmartAccountMessages } from '../../../../core/src/smartAccounts/controller.ts'
import { BankMessages } from '../../../../protocol/src/bank/messages.ts'
import { coreMessages } from './core.ts'

const asText = (value: unknown, ...args: unknown[]): string =>
  typeof value === 'function' ? String((value as (...a: unknown[]) => unknown)(...args)) : String(value)

/** What the core shows, with `{name}` where it puts a value (its functions called with placeholders). */
const CORE_SHOWS: string[] = [
  ...Object.values(SendMessages).map((v) => asText(v)),
  ...Object.entries(SwapMessages).map(([key, v]) =>
    key === 'SWAPPED'
      ? asText(v, '{from}', '{to}')
      : key === 'SLIPPAGE_EXCEEDED'
        ? asText(v, '{tolerance}')
        : asText(v, '{symbol}'),
  ),
  ...Object.entries(OnRampMessages).map(([key, v]) =>
    key === 'BELOW_MIN'
      ? asText(v, '{min}', '{currency}', '{method}')
      : key === 'ABOVE_MAX'
        ? asText(v, '{max}', '{currency}', '{method}')
        : key === 'URL_PROVIDER_SELLS'
          ? asText(v, '{provider}', '{symbol}')
          : key === 'BOUGHT'
            ? asText(v, '{amount}')
            : asText(v, '{provider}'),
  ),
  ...Object.values(PayMessages),
  ...Object.values(NameMessages).map((v) => asText(v)),
  ...Object.values({
    ...OffRampMessages,
    BELOW_MIN: OffRampMessages.BELOW_MIN('{min}', '{symbol}'),
    ABOVE_MAX: OffRampMessages.ABOVE_MAX('{max}', '{symbol}'),
    REFUNDED: OffRampMessages.REFUNDED('{reason}'),
    SOLD: OffRampMessages.SOLD('{amount}'),
  }),
  ...Object.values({
    ...BankMessages,
    HOLDER_NAME_TOO_LONG: BankMessages.HOLDER_NAME_TOO_LONG('{max}'),
    ACCOUNT_NUMBER_LENGTH: BankMessages.ACCOUNT_NUMBER_LENGTH('{length}'),
    IBAN_UNKNOWN_COUNTRY: BankMessages.IBAN_UNKNOWN_COUNTRY('{country}'),
    IBAN_LENGTH: BankMessages.IBAN_LENGTH('{country}', '{expected}', '{length}'),
    ROUTING_NUMBER_LENGTH: BankMessages.ROUTING_NUMBER_LENGTH('{length}'),
  }),
  ...Object.values(EmbeddedMessages).map((v) => asText(v)),
  ...Object.values(SmartAccountMessages).map((v) => asText(v)),
  ErrorMessages.FAILED_TO_DISCONNECT,
  ErrorMessages.TOKEN_BALANCE_UNAVAILABLE,
  ErrorMessages.SIGNATURE_DECLINED,
  ErrorMessages.SMART_ACCOUNT_NOT_SUPPORTED,
  ErrorMessages.UNSUPPORTED_CHAIN,
  ErrorMessages.SOMETHING_WENT_WRONG,
  ErrorMessages.USER_REJECTED_REQUEST,
  ErrorMessages.ACTION_NOT_ALLOWED,
  ErrorMessages.FAILED_TO_FETCH_TRANSACTIONS,
  ErrorMessages.CONNECTION_RESTORE_TIMEOUT,
  // The send form's own checks (validateSend) and the NFT tab's error.
  ErrorMessages.SEND_AMOUNT_AND_RECEIVER_REQUIRED,
  ErrorMessages.SEND_TOKEN_REQUIRED,
  addressHint('eip155'),
  addressHint('solana'),
  addressHint('bip122'),
  FAILED_TO_FETCH_NFTS,
]

describe('the core texts catalogue', () => {
  const keys = Object.keys(coreMessages.en)

  it('has a key for every visitor-facing text of the core, spelled exactly as the core spells it', () => {
    expect(new Set(keys)).toEqual(
      new Set([
        ...CORE_SHOWS,
        'Please try again after {seconds} seconds',
        'Too many decimals: the token has {decimals}',
        'Too many decimals: {symbol} has {decimals}',
      ]),
    )
  })

  it('matches the cooldown text the core builds from milliseconds', () => {
    expect(ErrorMessages.EMAIL_LOGIN_COOLDOWN(4200)).toBe(
      'Please try again after {seconds} seconds'.replace('{seconds}', '5'),
    )
  })

  it('matches the amount errors parseUnits raises', () => {
    expect(() => parseUnits('1.0000001', 6)).toThrow('Too many decimals: the token has 6')
  })

  it('is English as itself', () => {
    for (const key of keys) expect(coreMessages.en[key as keyof typeof coreMessages.en]).toBe(key)
  })
})
