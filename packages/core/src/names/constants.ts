import { NAME_MIN_LENGTH, NameRuleMessages, nameLabelIssue } from '@airlock/protocol/names'
import { ErrorMessages } from '../errors.ts'

/** The label rule is the cloud's own (@airlock/protocol/names): 4 to 63 characters. */
export { NAME_MIN_LENGTH }

/** The parent every registered name lives under (the cloud's `names.parentName` default). */
export const NAMES_ZONE = 'airlock.eth'

/** The availability check waits this long after the last keystroke before asking the cloud. */
export const NAME_CHECK_DEBOUNCE_MS = 300

/** ENSIP-11: Ethereum mainnet's coin type; other EVM chains use 0x80000000 | chainId. */
export const ETH_COIN_TYPE = 60

/**
 * What the visitor reads when a names call fails without a readable error (the fallbacks), and the rule's own
 * messages (the cloud's too, declared with the rule).
 */
export const NameMessages = {
  RULE: NameRuleMessages.RULE,
  TOO_LONG: NameRuleMessages.TOO_LONG,
  HYPHEN_AT_EDGE: NameRuleMessages.HYPHEN_AT_EDGE,
  HYPHENS_THIRD_FOURTH: NameRuleMessages.HYPHENS_THIRD_FOURTH,
  RESERVED: NameRuleMessages.RESERVED,
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

/**
 * The name rule for a label, as the cloud applies it, the built-in reserved labels included (the labels an
 * operator reserves besides, the cloud's suggestions call refuses); the message to show, or undefined when the
 * label may be asked for.
 */
export function nameRuleIssue(label: string): string | undefined {
  return nameLabelIssue(label.toLowerCase())
}

/** ENSIP-11 coin type of an EVM chain: 60 on Ethereum mainnet, else 0x80000000 | chainId (unsigned). */
export function evmCoinType(chainId: number): number {
  // `|` works on signed 32-bit integers: `>>> 0` reads the result back as unsigned (31337 → 2147514985).
  return chainId === 1 ? ETH_COIN_TYPE : (0x80000000 | chainId) >>> 0
}

/** What a registration is signed for besides the name and address (docs/names.md). */
export interface RegistrationBinding {
  /** The page's host (`location.host`): the cloud holds it to the request's Origin. */
  domain: string
  /** The kit's project: the cloud holds it to the request's. */
  projectId: string
  /** CAIP-2 id of the chain the coin type names (`eip155:1` for coin type 60). */
  chain: string
}

/**
 * The message the wallet signs to register `name` for `address` (docs/names.md): exactly this JSON, keys in
 * this order, the time in whole Unix seconds. The site, project and chain keep the signature from being
 * used for any other registration than the one the visitor asked for here.
 */
export function registrationMessage(
  name: string,
  address: string,
  binding: RegistrationBinding,
  timestamp: number,
): string {
  const { domain, projectId, chain } = binding
  return JSON.stringify({ name, address, domain, projectId, chain, timestamp })
}

/**
 * Whether a receiver typed into Send is a name to resolve (`alice.airlock.eth`, `bob.eth`) rather than an
 * address: labels joined by dots, ending in a dot-name.
 */
export function isNameLike(text: string): boolean {
  return /^[^\s.]+(\.[^\s.]+)*\.[a-z][a-z0-9-]*$/i.test(text.trim()) && !/^0x[0-9a-f]{40}$/i.test(text.trim())
}
