import { defineMessages, type Translation } from '../define.ts'

/*
 * The visitor-facing messages the core writes into its stores (toasts, form and flow errors), gettext style: the key is
 * the core's exact English (the texts headless users and tests match), with `{name}` where the core puts a value.
 * English needs no lookup, so this file ships only with another locale: each locale lists its texts in this
 * list's order (`coreTranslation`), the catalogue maps each key to its translation, and `translateCoreText` matches a
 * shown text against those keys. `core.test.ts` checks every key against
 * the core's own constants, so a changed core text fails a test instead of silently losing its translation.
 */
const CORE_TEXTS = [
  // Send (SendMessages, core's send/send.ts)
  'Enter an amount such as 1.25',
  'The amount must be more than 0',
  'Insufficient funds',
  'Invalid address',
  'This token is on another network. Pick it again on this one.',
  'Transaction pending',
  'Transaction sent',
  'Transaction reverted: nothing was sent',
  'An amount and receiver address are required',
  'A token is required',
  'Too many decimals: the token has {decimals}',
  'Enter an address that starts with 0x followed by 40 hex characters.',
  'Enter a Solana address of 32 to 44 base58 characters.',
  'Sending is not supported on this network.',
  // Swap (SwapMessages, swap/constants.ts)
  'Network not supported for Swaps',
  'Select a token',
  'Enter an amount',
  'Insufficient {symbol} balance',
  'Too many decimals: {symbol} has {decimals}',
  'Choose two different tokens',
  'Swaps need the Airlock cloud: set cloudUrl and projectId',
  'Could not get a quote',
  'Could not load the tokens you can swap',
  'The approval failed on chain: nothing was swapped',
  'The swap failed on chain: nothing was swapped',
  'The price moved more than your {tolerance}% slippage tolerance before the swap was mined, so nothing was swapped. Review the new quote and try again.',
  'Slippage must be more than 0 and at most 49%',
  'Approving {symbol}',
  'Swapping',
  'Swapped {from} for {to}',
  // Buy (OnRampMessages, onramp/constants.ts)
  'Buying crypto needs the Airlock cloud: set cloudUrl and projectId',
  'No provider offers purchases for this app right now',
  'No currency can be bought on this network',
  'Enter an amount such as 50 or 49.99',
  'The minimum for {method} is {min} {currency}',
  'The maximum for {method} is {max} {currency}',
  'Estimate only: the provider confirms the price at checkout',
  'Connect a wallet to buy crypto',
  'The browser blocked the checkout window. Allow pop-ups for this site and try again.',
  'Finish your purchase in the {provider} window',
  'Payment received, sending your tokens',
  'The purchase failed: nothing was charged and no tokens were sent',
  'Nothing was charged and no tokens were sent.',
  '{provider} sells only {symbol} here',
  'Bought {amount}',
  // Pay (PayMessages, pay/messages.ts)
  'Payments are turned off: set features.pay to true in the kit options',
  'Payments need the Airlock cloud: set cloudUrl and projectId',
  'This payment request is not valid',
  'The payment was cancelled: nothing was paid',
  'This payment request has expired: ask the shop for a new one',
  'This payment request has already been paid',
  'This payment does not match the shop’s payment request: nothing was paid',
  'Not enough funds for this payment',
  'You declined the payment in your wallet',
  'The approval failed on chain: nothing was paid',
  'The payment failed on chain: nothing was paid',
  // Sell (OffRampMessages, offramp/constants.ts; 'Enter an amount' is Swap's above)
  'Selling crypto needs the Airlock cloud: set cloudUrl and projectId',
  'Connect a wallet to sell crypto',
  'Enter an amount such as 20 or 0.5',
  'The minimum is {min} {symbol}',
  'The maximum is {max} {symbol}',
  'The amount is more than your balance',
  'The quote expired: check the new one and sell again',
  'The sale was refunded. {reason}. The tokens went back to your wallet.',
  'The provider’s order does not match your quote: nothing was sent',
  'The order expired before a deposit arrived: nothing was sold',
  'Sold {amount}: the payout is on its way',
  // The bank account checks of a sale's payout (BankMessages, the protocol's bank/messages.ts)
  'Enter the account holder’s name',
  'An account holder’s name has at most {max} characters',
  'An account holder’s name has no control characters',
  "A bank account's type is 'iban' or 'us'",
  'Enter the account number',
  'An account number has only digits',
  'An account number has 4 to 17 digits; this one has {length}',
  'Enter the IBAN',
  'An IBAN has only letters and digits',
  'An IBAN starts with its two-letter country code, such as DE',
  '{country} is not a country that uses IBANs',
  'An IBAN has two check digits after its country code',
  'A {country} IBAN has {expected} characters; this one has {length}',
  'The IBAN’s check digits do not match: check it for a typo',
  'Enter the routing number',
  'A routing number has only digits',
  'A routing number has 9 digits; this one has {length}',
  'The routing number’s check digit does not match: check it for a typo',
  // Names (NameMessages, names/constants.ts)
  'A name has letters, digits and hyphens only, at least 4 characters',
  'A name has at most 63 characters',
  'This name is taken',
  'A name cannot start or end with a hyphen',
  'A name cannot have hyphens as its third and fourth characters',
  'This name is reserved',
  'Available',
  'Error fetching name suggestions',
  'Error fetching names for address',
  'Error registering name',
  'Error resolving name',
  'Names work on EVM networks only',
  // The embedded wallet (EmbeddedMessages, embedded/controller.ts)
  'Enter a valid email address',
  'Enter the 6-digit code from the email',
  'The embedded wallet needs the Airlock cloud: set cloudUrl and projectId',
  'Social login failed',
  'The sign-in window was closed before you signed in',
  'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'This is already your email: enter a different one',
  'Only a wallet signed in by email can change its email',
  'Email updated',
  'Code sent again',
  // Smart accounts (SmartAccountMessages, smartAccounts/controller.ts)
  'Only the embedded wallet can switch between an EOA and a smart account here',
  'This network has no smart account for this wallet',
  'Session revoked',
  // Messages a visitor sees as toasts and view errors (ErrorMessages, errors.ts)
  'Failed to disconnect',
  'Token Balance Unavailable',
  'Signature declined',
  'This application might not support Smart Accounts',
  'Unsupported chain',
  'Something went wrong',
  'User rejected the request',
  'Action not allowed',
  'Failed to fetch transactions',
  'Failed to fetch NFTs',
  // A request made while a stored connection is restored, when the restore outlasts its wait.
  'The wallet did not reconnect in time',
  'Please try again after {seconds} seconds',
] as const

/** One of the core's visitor-facing texts, as a catalogue key. */
export type CoreText = (typeof CORE_TEXTS)[number]

/** The core's texts (key and English are the same). */
export const coreMessages = defineMessages(
  'core',
  Object.fromEntries(CORE_TEXTS.map((text) => [text, text])) as Record<CoreText, string>,
)

/** A locale's core texts: one per English text, in the list's order (a missing or extra one is a compile error). */
export type CoreTranslationList = TextsFor<typeof CORE_TEXTS>
// Generic so the mapping keeps the tuple's length (a mapped type over a tuple is a tuple only through a type parameter).
type TextsFor<T extends readonly string[]> = { readonly [I in keyof T]: string }

/**
 * A locale's core namespace from its list of texts. The core's keys are its English sentences: listed once here
 * rather than repeated as keys in every locale, each locale's chunk carries its own texts only (its source keeps
 * the English as a comment above each text, for translators).
 *
 * @example
 * export default coreTranslation([
 *   // Enter an amount such as 1.25
 *   'Introduce una cantidad, por ejemplo 1.25',
 *   // …one per text of the English list
 * ])
 */
export function coreTranslation(texts: CoreTranslationList): Translation<typeof coreMessages> {
  return Object.fromEntries(CORE_TEXTS.map((text, index) => [text, texts[index]])) as Translation<
    typeof coreMessages
  >
}
