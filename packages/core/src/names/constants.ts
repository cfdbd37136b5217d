import { ErrorMessages } from '../errors.ts'

/** Spec sections 5 and 9: a name's label is letters, digits and hyphens, at least 4 characters. */
export const NAME_MIN_LENGTH = 4

/** A DNS label's limit, which the cloud applies too. */
export const NAME_MAX_LENGTH = 63

/** The parent every registered name lives under (the cloud's `names.parentName` default). */
export const NAMES_ZONE = 'airlock.eth'

/** The availability check waits this long after the last keystroke before asking the cloud. */
export const NAME_CHECK_DEBOUNCE_MS = 300

/** ENSIP-11: Ethereum mainnet's coin type; other EVM chains use 0x80000000 | chainId. */
export const ETH_COIN_TYPE = 60

/** Spec section 8's name fallbacks, and the rule's own message (worded as the cloud words it). */
export const NameMessages = {
  RULE: `A name has letters, digits and hyphens only, at least ${NAME_MIN_LENGTH} characters`,
  TOO_LONG: `A name has at most ${NAME_MAX_LENGTH} characters`,
  TAKEN: 'This name is taken',
  AVAILABLE: 'Available',
  SUGGESTIONS_FAILED: ErrorMessages.NAME_SUGGESTIONS_FAILED,
  NAMES_FOR_ADDRESS_FAILED: ErrorMessages.NAMES_FOR_ADDRESS_FAILED,
  REGISTRATION_FAILED: ErrorMessages.NAME_REGISTRATION_FAILED,
  RESOLUTION_FAILED: ErrorMessages.NAME_RESOLUTION_FAILED,
  UNSUPPORTED_NAMESPACE: 'Names work on EVM networks only',
} as const

/**
 * The label as the visitor means it: spaces dropped, lower case (names are normalised, ENSIP-15), and the
 * parent taken off when they typed the whole name.
 */
export function normalizeLabel(text: string, zone: string = NAMES_ZONE): string {
  const label = text.trim().toLowerCase()
  return label.endsWith(`.${zone}`) ? label.slice(0, -(zone.length + 1)) : label
}

/** Spec section 5's rule for a label; the message to show, or undefined when the label may be asked for. */
export function nameRuleIssue(label: string): string | undefined {
  if (!/^[a-z0-9-]+$/i.test(label) || label.length < NAME_MIN_LENGTH) return NameMessages.RULE
  if (label.length > NAME_MAX_LENGTH) return NameMessages.TOO_LONG
  return undefined
}

/** ENSIP-11 coin type of an EVM chain: 60 on Ethereum mainnet, else 0x80000000 | chainId (unsigned). */
export function evmCoinType(chainId: number): number {
  // `|` works on signed 32-bit integers: `>>> 0` reads the result back as unsigned (31337 → 2147514985).
  return chainId === 1 ? ETH_COIN_TYPE : (0x80000000 | chainId) >>> 0
}

/**
 * The message the wallet signs to register `name` for `address` (docs/names.md): exactly this JSON, keys in
 * this order, the time in whole Unix seconds.
 */
export function registrationMessage(name: string, address: string, timestamp: number): string {
  return JSON.stringify({ name, address, timestamp })
}

/**
 * Whether a receiver typed into Send is a name to resolve (`alice.airlock.eth`, `bob.eth`) rather than an
 * address: labels joined by dots, ending in a dot-name.
 */
export function isNameLike(text: string): boolean {
  return /^[^\s.]+(\.[^\s.]+)*\.[a-z][a-z0-9-]*$/i.test(text.trim()) && !/^0x[0-9a-f]{40}$/i.test(text.trim())
}
